import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  makeScratchDir,
  makeTinyJpeg,
  makeZipBuffer,
  memoryRangeSource,
  writeZip,
  zipBuffer,
} from '@kinframe/testkit/archives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveError, localFileSource, openZip, type RangeSource } from './zip-reader.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function archiveErrorOf(promise: Promise<unknown>): Promise<ArchiveError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

describe('openZip', () => {
  let scratch: Awaited<ReturnType<typeof makeScratchDir>>;
  let jpeg: Buffer;
  beforeAll(async () => {
    scratch = await makeScratchDir();
    jpeg = await makeTinyJpeg(1);
  });
  afterAll(() => scratch.remove());

  it('lists the files of a zip on disk and reads them back through ranges', async () => {
    const path = join(scratch.dir, 'plain.zip');
    await writeZip(path, {
      'Takeout/Google Photos/Trip/beach.jpg': jpeg,
      'Takeout/Google Photos/Trip/beach.jpg.json': '{"title":"beach.jpg"}',
      'Takeout/archive_browser.html': '<html></html>',
    });
    const zip = await openZip(localFileSource(path));
    try {
      expect(zip.entries).toEqual([
        { path: 'Takeout/Google Photos/Trip/beach.jpg', sizeBytes: jpeg.length },
        { path: 'Takeout/Google Photos/Trip/beach.jpg.json', sizeBytes: 21 },
        { path: 'Takeout/archive_browser.html', sizeBytes: 13 },
      ]);
      expect(await readAll(await zip.openEntry('Takeout/Google Photos/Trip/beach.jpg'))).toEqual(jpeg);
      expect(await zip.readText('Takeout/Google Photos/Trip/beach.jpg.json', 1024)).toBe('{"title":"beach.jpg"}');
    } finally {
      zip.close();
    }
  });

  it('leaves out directories, encrypted entries and paths that climb out or start at the root', async () => {
    const bytes = zipBuffer(
      {
        'photos/': '',
        'photos/ok.jpg': 'fine',
        '../evil.jpg': 'outside',
        'photos/../../evil2.jpg': 'outside',
        '/etc/evil.jpg': 'absolute',
        'photos/secret.jpg': 'locked',
      },
      { encrypted: ['photos/secret.jpg'] },
    );
    const zip = await openZip(memoryRangeSource(bytes));
    expect(zip.entries.map((entry) => entry.path)).toEqual(['photos/ok.jpg']);
    expect((await archiveErrorOf(zip.openEntry('../evil.jpg'))).code).toBe('archive_entry_missing');
    // Each unsafe one is named, to be listed among the import's refused files.
    expect(zip.skipped).toEqual([
      { path: '../evil.jpg', reason: 'archive_entry_unsafe_name' },
      { path: 'photos/../../evil2.jpg', reason: 'archive_entry_unsafe_name' },
      { path: '/etc/evil.jpg', reason: 'archive_entry_unsafe_name' },
    ]);
    zip.close();
  });

  it('names a path given twice (the first is read) and a name with a NUL among the files it leaves out', async () => {
    const zip = await openZip(
      memoryRangeSource(
        zipBuffer([
          ['photos/a.jpg', 'first'],
          ['photos/a.jpg', 'second'],
          ['photos/b\u0000.jpg.exe', 'nul'],
        ]),
      ),
    );
    expect(zip.entries.map((entry) => entry.path)).toEqual(['photos/a.jpg']);
    expect((await readAll(await zip.openEntry('photos/a.jpg'))).toString()).toBe('first');
    expect(zip.skipped).toEqual([
      { path: 'photos/a.jpg', reason: 'archive_entry_duplicate' },
      { path: 'photos/b\uFFFD.jpg.exe', reason: 'archive_entry_unsafe_name' },
    ]);
    zip.close();
  });

  it('gives paths NFC-normalized, however the zip spelled them', async () => {
    const decomposed = 'Photos/E\u0301te\u0301.jpg';
    const zip = await openZip(memoryRangeSource(zipBuffer({ [decomposed]: 'summer' })));
    expect(zip.entries.map((entry) => entry.path)).toEqual(['Photos/\u00c9t\u00e9.jpg']);
    expect((await readAll(await zip.openEntry(decomposed))).toString()).toBe('summer');
    zip.close();
  });

  it('reads UTF-8 names that lack the flag saying so', async () => {
    const zip = await openZip(memoryRangeSource(zipBuffer({ 'Été/フォト.jpg': 'x' }, { flagsUtf8: false })));
    expect(zip.entries.map((entry) => entry.path)).toEqual(['Été/フォト.jpg']);
    zip.close();
  });

  it('refuses to read text past the limit asked for', async () => {
    const zip = await openZip(memoryRangeSource(zipBuffer({ 'big.json': 'x'.repeat(5000), 'small.json': '{}' })));
    expect((await archiveErrorOf(zip.readText('big.json', 4096))).code).toBe('archive_entry_too_large');
    expect(await zip.readText('small.json', 4096)).toBe('{}');
    expect((await archiveErrorOf(zip.readText('absent.json', 4096))).code).toBe('archive_entry_missing');
    zip.close();
  });

  it('says archive_not_zip for a file that is not a zip, empty or cut short', async () => {
    const path = join(scratch.dir, 'notes.txt');
    await writeFile(path, 'just some notes, no zip here');
    expect((await archiveErrorOf(openZip(localFileSource(path)))).code).toBe('archive_not_zip');
    expect((await archiveErrorOf(openZip(memoryRangeSource(Buffer.alloc(0))))).code).toBe('archive_not_zip');
    const whole = zipBuffer({ 'a.jpg': 'a', 'b.jpg': 'b' });
    const cut = whole.subarray(0, whole.length - 10);
    expect((await archiveErrorOf(openZip(memoryRangeSource(cut)))).code).toBe('archive_not_zip');
  });

  it('reads Zip64 archives', async () => {
    const bytes = await makeZipBuffer({ 'big/one.jpg': jpeg, 'big/two.json': '{"a":1}' }, { forceZip64: true });
    const zip = await openZip(memoryRangeSource(bytes));
    expect(zip.entries.map((entry) => entry.path)).toEqual(['big/one.jpg', 'big/two.json']);
    expect(await readAll(await zip.openEntry('big/one.jpg'))).toEqual(jpeg);
    zip.close();
  });

  it('lists a part of many entries in a few reads of storage, not one or two per entry', async () => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < 2000; index++) entries[`Takeout/Google Photos/Photos from 2020/IMG_${index}.jpg`] = 'x';
    const source = memoryRangeSource(zipBuffer(entries, { compress: false }));
    const zip = await openZip(source);
    expect(zip.entries).toHaveLength(2000);
    expect(source.ranges.length).toBeLessThan(20);
    for (const [start, end] of source.ranges) {
      expect(start).toBeLessThanOrEqual(end);
      expect(end).toBeLessThan(source.size);
    }
    zip.close();
  });

  it('reads entries side by side', async () => {
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => makeTinyJpeg(seed)));
    const zip = await openZip(
      memoryRangeSource(zipBuffer(Object.fromEntries(photos.map((photo, index) => [`p/${index}.jpg`, photo])))),
    );
    const read = await Promise.all(photos.map(async (_photo, index) => readAll(await zip.openEntry(`p/${index}.jpg`))));
    expect(read).toEqual(photos);
    zip.close();
  });

  it('passes failures of storage on as they are, to be retried', async () => {
    const bytes = zipBuffer({ 'a.jpg': 'a' });
    const outage = new Error('storage unavailable');
    const failing: RangeSource = { size: bytes.length, read: () => Promise.reject(outage) };
    await expect(openZip(failing)).rejects.toBe(outage);

    let isDown = false;
    const flaky = memoryRangeSource(bytes);
    const sometimes: RangeSource = {
      size: flaky.size,
      read: (start, end) => (isDown ? Promise.reject(outage) : flaky.read(start, end)),
    };
    const zip = await openZip(sometimes);
    isDown = true;
    await expect(zip.openEntry('a.jpg').then(readAll)).rejects.toBe(outage);
    zip.close();
  });

  it('says archive_entry_unreadable when an entry turns out damaged while it is read', async () => {
    const text = 'the same words again and again '.repeat(200);
    const bytes = zipBuffer({ 'notes/words.json': text });
    // The deflate data starts right after the 30-byte local header and the name: an invalid block type.
    const damaged = Buffer.from(bytes);
    damaged[30 + 'notes/words.json'.length] = 0xff;
    const zip = await openZip(memoryRangeSource(damaged));
    const error = await archiveErrorOf(zip.openEntry('notes/words.json').then(readAll));
    expect(error.code).toBe('archive_entry_unreadable');
    zip.close();
  });
});
