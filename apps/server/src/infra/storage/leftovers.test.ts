import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, removeLeftovers } from './leftovers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'kinframe-leftovers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function ageOf(target: string, ms: number): void {
  const when = new Date(Date.now() - ms);
  utimesSync(target, when, when);
}

describe('removeLeftovers', () => {
  it('removes spool folders and half-written objects nobody wrote to for half an hour, and keeps the rest', async () => {
    const spool = path.join(root, 'tmp');
    const media = path.join(root, 'media');
    mkdirSync(path.join(spool, 'upload-dead'), { recursive: true });
    mkdirSync(path.join(spool, 'process-live'), { recursive: true });
    mkdirSync(path.join(media, 'originals', 'ab'), { recursive: true });
    writeFileSync(path.join(spool, 'upload-dead', 'upload'), 'half');
    writeFileSync(path.join(spool, 'process-live', 'poster.jpg'), 'being written');
    writeFileSync(path.join(media, 'originals', 'ab', '.abc.jpg.1234.tmp'), 'half an object');
    writeFileSync(path.join(media, 'originals', 'ab', 'abc.jpg'), 'a whole object');
    const old = ABANDONED_AFTER_MS + 60_000;
    ageOf(path.join(spool, 'upload-dead', 'upload'), old);
    ageOf(path.join(spool, 'upload-dead'), old);
    ageOf(path.join(media, 'originals', 'ab', '.abc.jpg.1234.tmp'), old);
    ageOf(path.join(media, 'originals', 'ab', 'abc.jpg'), old);

    expect(await removeLeftovers({ spoolDir: spool, mediaDir: media, now: new Date() })).toBe(2);
    expect(readdirSync(spool)).toEqual(['process-live']);
    expect(readdirSync(path.join(media, 'originals', 'ab'))).toEqual(['abc.jpg']);
  });

  it('removes at once what a process that is gone left, however fresh, and keeps what a running one writes', async () => {
    const spool = path.join(root, 'fresh-tmp');
    const folder = path.join(root, 'fresh-media', 'originals', 'cd');
    mkdirSync(folder, { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const uuid = '0f6b1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
    mkdirSync(path.join(spool, `upload-${gone}-abc`), { recursive: true });
    mkdirSync(path.join(spool, `upload-${process.pid}-abc`), { recursive: true });
    writeFileSync(path.join(folder, `.cde.jpg.${gone}-${uuid}.tmp`), 'half an object');
    writeFileSync(path.join(folder, `.cdf.jpg.${process.pid}-${uuid}.tmp`), 'being written');

    const media = path.join(root, 'fresh-media');
    expect(await removeLeftovers({ spoolDir: spool, mediaDir: media, now: new Date() })).toBe(2);
    expect(readdirSync(spool)).toEqual([`upload-${process.pid}-abc`]);
    expect(readdirSync(folder)).toEqual([`.cdf.jpg.${process.pid}-${uuid}.tmp`]);
  });

  it('does nothing when there is no spool yet', async () => {
    expect(await removeLeftovers({ spoolDir: path.join(root, 'none'), mediaDir: null, now: new Date() })).toBe(0);
  });
});
