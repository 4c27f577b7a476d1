// An S3 store (s3rver, one empty bucket) in a process of its own, as the scaled-out topology runs
// it beside the server rather than inside the load generator. Prints the server's S3 environment
// as one line of JSON once it listens; stops on SIGTERM, its folder removed.
import { startTestS3 } from '@kinframe/testkit/standins/s3';

const s3 = await startTestS3('kinframe-bench');
console.log(JSON.stringify(s3.env));
process.on('SIGTERM', () => {
  void s3.close().then(() => process.exit(0));
});
