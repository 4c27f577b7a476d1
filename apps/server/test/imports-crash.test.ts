// An import survives its worker: the real server, killed with SIGKILL halfway through a Takeout
// archive and started again on the same data, carries the import on where it was and ends it with
// every photo once, none twice, the archive deleted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Import, ImportPartPolicy } from '@kinframe/contract';
import { zipBuffer } from '@kinframe/testkit/archives';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from './library-fixtures.ts';
import { killHard, type RunningServer, signInOverHttp, startServerProcess } from './process.ts';

const PHOTOS = 40;

const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-import-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Photos with some detail, so that each takes the ingest a moment and the kill lands halfway. */
function photo(seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(400 * 300 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + seed * 104_729) % 251;
  return sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(1600, 1200)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function api<T>(running: RunningServer, headers: Record<string, string>, route: string, body?: unknown) {
  const response = await fetch(`${running.url}/api/v3/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('an import when its worker is killed', () => {
  it('carries on after a SIGKILL halfway, and ends with every photo once', async () => {
    let running = await startServerProcess({ DATA_DIR: dataDir });
    const password = running.stdout().match(/password: (\S+)/)?.[1] ?? '';
    const signIn = async () => {
      const headers = await signInOverHttp(running.url, 'demo', password);
      if (!headers) throw new Error('the demo account could not sign in');
      return headers;
    };
    let headers = await signIn();

    const entries: Record<string, Buffer | string> = {};
    for (let n = 0; n < PHOTOS; n += 1) {
      entries[`Takeout/Google Photos/Photos from 2015/IMG_${n}.jpg`] = await photo(n);
      entries[`Takeout/Google Photos/Photos from 2015/IMG_${n}.jpg.json`] = JSON.stringify({
        title: `IMG_${n}.jpg`,
        photoTakenTime: { timestamp: String(1_420_070_400 + n * 3600) },
      });
    }
    const archive = zipBuffer(entries);
    const created = await api<Import>(running, headers, 'imports', {
      format: 'takeout',
      parts: [{ name: 'takeout-001.zip', sizeBytes: archive.length }],
    });
    const policy = await api<ImportPartPolicy>(running, headers, `imports/${created.id}/parts/0/upload-policy`);
    const form = new FormData();
    for (const [name, value] of Object.entries(policy.uploadPolicy.fields)) form.set(name, value);
    form.set('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'takeout-001.zip');
    expect((await fetch(`${running.url}${policy.uploadPolicy.url}`, { method: 'POST', body: form })).status).toBe(204);
    await api<Import>(running, headers, `imports/${created.id}/start`, {});

    // Halfway: some photos in, more to go.
    let seen: Import = created;
    for (let wait = 0; wait < 600; wait += 1) {
      seen = await api<Import>(running, headers, `imports/${created.id}`);
      if ((seen.progress?.done ?? 0) >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.state).toBe('importing');
    expect(seen.progress?.done ?? 0).toBeLessThan(PHOTOS);
    await killHard(running);

    running = await startServerProcess({ DATA_DIR: dataDir });
    headers = await signIn();
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      seen = await api<Import>(running, headers, `imports/${created.id}`);
      if (seen.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen).toMatchObject({
      state: 'done',
      progress: { done: PHOTOS, total: PHOTOS },
      importedCount: PHOTOS,
      duplicateCount: 0,
      refusedCount: 0,
    });
    const library = await api<{ items: { name: string; createdAt: string }[] }>(
      running,
      headers,
      'library/items?limit=200',
    );
    expect(library.items).toHaveLength(PHOTOS);
    expect(new Set(library.items.map((item) => item.name)).size).toBe(PHOTOS);
    expect(library.items.every((item) => item.createdAt.startsWith('2015-01-0'))).toBe(true);

    // The archive is gone once the import ended (the worker's next tick deletes it).
    const stored = () => filesUnder(path.join(dataDir, 'media', 'imports')).filter((file) => !file.endsWith('.json'));
    for (let wait = 0; wait < 100 && stored().length > 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored()).toEqual([]);
    await new Promise<void>((resolve) => {
      running.child.once('exit', () => resolve());
      running.child.kill('SIGTERM');
    });
  }, 300_000);
});
