import { PassThrough, pipeline, type Readable } from 'node:stream';

/**
 * A multipart part's file, held from the moment the part arrives. The parser tells of a body that
 * ends before its closing boundary by an 'error' on the part's stream, once, at once, and then
 * destroys it, without marking it errored. A reader that starts after an await (a folder made, a
 * policy read) would find a stream that never ends and never fails, and wait for ever; and when the
 * whole body came with its headers, the part is destroyed before it is even handed over. Held here,
 * the reader is told in both cases, whenever it starts, and the upload is answered.
 */
export function heldFile(file: Readable): Readable {
  const held = new PassThrough();
  if (file.destroyed) {
    // A complete part is never destroyed before it is read: this one was cut. The reader learns it
    // from the stream's errored state; the event itself, before anyone listens, must not crash.
    held.on('error', () => {});
    held.destroy(new Error('The upload ended before its closing boundary'));
    return held;
  }
  // Errors are the reader's: pipeline destroys `held` with them.
  pipeline(file, held, () => {});
  return held;
}
