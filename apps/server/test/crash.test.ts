// Crash safety: the real server, killed with SIGKILL 20 times at random moments while photos are
// being uploaded and rendered, and started again on the same data each time. Afterwards every
// upload it acknowledged (201) reaches `ready` within a minute, no original is left that no item
// holds, no spool folder is left, and the SQLite file passes its integrity check.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, UPLOADS_URL } from './library-fixtures.ts';
import { killHard, signInOverHttp, startServerProcess } from './process.ts';

const ROUNDS = 20;
const UPLOADS_PER_ROUND = 4;

const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () => startServerProcess({ DATA_DIR: dataDir });

async function signIn(url: string, password: string): Promise<Record<string, string>> {
  const headers = await signInOverHttp(url, 'demo', password);
  if (!headers) throw new Error('the demo account could not sign in');
  return headers;
}

let photoSeed = 0;
async function uniquePhoto(): Promise<Buffer> {
  photoSeed += 1;
  return sharp({
    create: { width: 900 + photoSeed, height: 700, channels: 3, background: { r: photoSeed % 255, g: 80, b: 140 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe('the server killed with SIGKILL at random moments', () => {
  it('loses nothing it acknowledged, keeps no orphan, and opens cleanly after 20 kills', async () => {
    let running = await start();
    const password = running.stdout().match(/password: (\S+)/)?.[1] ?? '';
    expect(password).not.toBe('');
    const acknowledged = new Set<number>();
    /** Answers other than 201: none may be a server error. */
    const answers: number[] = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      const headers = await signIn(running.url, password);
      const photos = await Promise.all(Array.from({ length: UPLOADS_PER_ROUND }, uniquePhoto));
      const uploads = photos.map(async (bytes, index) => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `round-${round}-${index}.jpg`);
        try {
          const response = await fetch(`${running.url}${UPLOADS_URL}`, { method: 'POST', body: form, headers });
          if (response.status === 201) acknowledged.add(((await response.json()) as { item: { id: number } }).item.id);
          else answers.push(response.status);
        } catch {
          // Cut off by the kill: not acknowledged, so the client would send it again.
        }
      });
      // Somewhere between the first bytes of the uploads and their renditions.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 1500)));
      await killHard(running);
      await Promise.all(uploads);
      running = await start();
    }

    // The last start: every acknowledged item reaches ready within a minute.
    const headers = await signIn(running.url, password);
    const deadline = Date.now() + 60_000;
    let notReady: number[] = [...acknowledged];
    while (notReady.length > 0 && Date.now() < deadline) {
      const page = (await (await fetch(`${running.url}/api/v3/library/items?limit=500`, { headers })).json()) as {
        items: Array<{ id: number; status: string }>;
      };
      const ready = new Set(page.items.filter((item) => item.status === 'ready').map((item) => item.id));
      notReady = [...acknowledged].filter((id) => !ready.has(id));
      if (notReady.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(notReady).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(answers.filter((status) => status >= 500)).toEqual([]);

    await new Promise<void>((resolve) => {
      running.child.once('exit', () => resolve());
      running.child.kill('SIGTERM');
    });

    const db = new Database(path.join(dataDir, 'kinframe.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const held = new Set(
        (db.prepare('select original_key from library_items').all() as Array<{ original_key: string }>).map((row) =>
          path.join(dataDir, 'media', row.original_key),
        ),
      );
      const originals = filesUnder(path.join(dataDir, 'media', 'originals')).filter((file) => !file.endsWith('.json'));
      expect(originals.filter((file) => !held.has(file))).toEqual([]);
      expect((db.prepare('select count(*) as n from pending_originals').get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
    }
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  }, 300_000);
});
