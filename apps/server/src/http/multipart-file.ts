import { PassThrough, pipeline, type Readable } from 'node:stream';

/**
 * A multipart part's file, held from the moment the part arrives. The parser tells of a body that
 * ends before its closing boundary by an 'error' on the part's stream, once, at once, and then
 * closes it: a reader that starts after an await (a folder made, a policy read) would find a stream
 * closed without an error it can see, and wait for ever. Held here, the error reaches the reader
 * whenever it starts, and the upload is answered.
 */
export function heldFile(file: Readable): Readable {
  const held = new PassThrough();
  // Errors are the reader's: pipeline destroys `held` with them.
  pipeline(file, held, () => {});
  return held;
}
