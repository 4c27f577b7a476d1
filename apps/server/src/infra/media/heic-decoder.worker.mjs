// Decodes one HEIC with libheif compiled to WebAssembly, off the main thread: a 12-megapixel photo
// takes a second or more, which must not stall the requests the process is serving. Plain JavaScript
// because a worker thread starts without the TypeScript loader of its parent.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const libheif = require('libheif-js/wasm-bundle');

function decodePrimaryImage(bytes) {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  if (images.length === 0) throw new Error('libheif found no image in the file');
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
  const width = image.get_width();
  const height = image.get_height();
  const pixels = new Uint8ClampedArray(width * height * 4);
  return new Promise((resolve, reject) => {
    image.display({ data: pixels, width, height }, (displayed) => {
      for (const each of images) each.free();
      libheif.heif_context_free(decoder.decoder);
      if (displayed) resolve({ width, height, pixels });
      else reject(new Error('libheif could not decode the image'));
    });
  });
}

try {
  const { width, height, pixels } = await decodePrimaryImage(new Uint8Array(workerData.bytes));
  parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
