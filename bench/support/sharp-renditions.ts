// The baseline of bench/ingest, in a process of its own: the library's renditions of every JPEG in
// a folder, made by the media adapter (sharp) alone, `parallel` at once. Prints one JSON line.
// Usage: node --import tsx bench/support/sharp-renditions.ts <photos dir> <out dir> <parallel>
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makePhotoRenditions } from '../../apps/server/src/infra/media/index.ts';
import { runPool } from './stats.ts';

const [photos = '', out = '', parallel = '4'] = process.argv.slice(2);
// The server's default PHOTO_MAX_MEGAPIXELS (100).
const config = { photoMaxPixels: 100_000_000 };
const files = readdirSync(photos).filter((name) => name.endsWith('.jpg'));
const started = performance.now();
let renditions = 0;
await runPool(files, Number(parallel), async (name) => {
  const made = await makePhotoRenditions(join(photos, name), join(out, name), config);
  renditions += made.length;
});
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ photos: files.length, renditions, seconds }));
