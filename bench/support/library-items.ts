// A member's library as the web app lists it (GET library/items), uploads as the web app sends
// them, and the wait until every item of it is `ready` (its renditions stored), for the benchmarks
// that ingest photos.
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { runPool, sleep } from './stats.ts';

export interface ListedItem {
  id: number;
  status: 'processing' | 'ready' | 'failed';
  failureCode: string | null;
}

/** One page; `query` adds to `limit=` (a cursor, `sort=uploaded`). */
export async function libraryPage(
  baseUrl: string,
  headers: Record<string, string>,
  limit: number,
  query = '',
): Promise<{ items: ListedItem[]; nextCursor: string | null }> {
  const response = await fetch(`${baseUrl}/api/v3/library/items?limit=${limit}${query}`, { headers });
  if (!response.ok) throw new Error(`library/items: ${response.status} ${await response.text()}`);
  return (await response.json()) as { items: ListedItem[]; nextCursor: string | null };
}

/** Every item of the signed-in person, page by page (500 at most per page). */
export async function listLibrary(baseUrl: string, headers: Record<string, string>): Promise<ListedItem[]> {
  const items: ListedItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await libraryPage(baseUrl, headers, 500, cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * Polls the whole library every `pollMs` until it holds `count` items, all ready; resolves with the
 * moment (performance.now()) the poll saw it. A failed item, more items than `count`, or the
 * deadline (a performance.now() value) stops the benchmark.
 */
export async function waitUntilAllReady(
  baseUrl: string,
  headers: Record<string, string>,
  count: number,
  options: { pollMs: number; deadline: number },
): Promise<number> {
  for (;;) {
    const items = await listLibrary(baseUrl, headers);
    const failed = items.find((item) => item.status === 'failed');
    if (failed) throw new Error(`item ${failed.id} failed: ${failed.failureCode}`);
    if (items.length > count) throw new Error(`${items.length} items, expected ${count}`);
    if (items.length === count && items.every((item) => item.status === 'ready')) return performance.now();
    if (performance.now() > options.deadline) {
      const ready = items.filter((item) => item.status === 'ready').length;
      throw new Error(`out of time: ${items.length} of ${count} items, ${ready} ready`);
    }
    await sleep(options.pollMs);
  }
}

/**
 * Uploads JPEG files through POST library/uploads as the web app does (multipart, the file under its
 * own name), `parallel` at once, each streamed from disk; every one must be answered 201.
 */
export async function uploadPhotos(
  baseUrl: string,
  headers: Record<string, string>,
  files: readonly string[],
  parallel: number,
): Promise<void> {
  await runPool(files, parallel, async (file) => {
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), basename(file));
    const response = await fetch(`${baseUrl}/api/v3/library/uploads`, { method: 'POST', body: form, headers });
    const body = await response.text();
    if (response.status !== 201) {
      throw new Error(`upload of ${basename(file)}: ${response.status} ${body.slice(0, 300)}`);
    }
  });
}
