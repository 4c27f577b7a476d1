import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface S3Store {
  /** STORAGE=s3 and the S3_* variables that point a server at the store's bucket. */
  env: Record<string, string>;
  pid: number;
  stop(): Promise<void>;
}

/** s3rver (s3-store-process.ts) in a process of its own, with one empty bucket. */
export async function startS3Store(): Promise<S3Store> {
  const script = fileURLToPath(new URL('s3-store-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line && output.includes('\n')) resolve(JSON.parse(line) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`the S3 store exited with ${code}: ${output}`)));
  });
  return {
    env,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
