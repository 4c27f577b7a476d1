import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeJpeg, makeScratchDir } from '@kinframe/testkit/media';
import { type Person, peopleOf } from '@kinframe/testkit/people';
import { withServices } from '@kinframe/testkit/server';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Cluster, type ClusterOptions, startCluster } from '../../scripts/cluster/topology.mjs';
import { ClusterClient } from './client.ts';

export type { Person } from '@kinframe/testkit/people';

/** What a test file holds: the topology, once started in beforeAll, and SQL on its database. */
export interface ClusterUnderTest {
  readonly cluster: Cluster;
  readonly db: pg.Pool;
}

/** Starts a topology of its own for the test file, and stops it (showing its logs on failure) after. */
export function useCluster(options: ClusterOptions = {}): ClusterUnderTest {
  let cluster: Cluster | undefined;
  let db: pg.Pool | undefined;
  let death: unknown = null;
  beforeAll(async () => {
    cluster = await startCluster({ log: (message) => process.stdout.write(`[cluster] ${message}\n`), ...options });
    // A part that stops on its own (not killed by a test) fails the test that saw it.
    cluster.died.catch((error: unknown) => {
      death = error;
    });
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    // The pool's idle connections go when PostgreSQL restarts: the next query opens new ones.
    db.on('error', () => {});
  }, 180_000);
  afterEach(() => {
    if (death) {
      cluster?.printLogs();
      throw death;
    }
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  }, 60_000);
  return {
    get cluster() {
      if (!cluster) throw new Error('the cluster is not started (beforeAll failed)');
      return cluster;
    },
    get db() {
      if (!db) throw new Error('the cluster is not started (beforeAll failed)');
      return db;
    },
  };
}

/**
 * `count` Plus accounts for the test file, made once its cluster is up by the server's own code in
 * this process (the testkit's people), against the cluster's database from a folder of its own.
 * Register it after useCluster, so it runs after the start.
 */
export function usePeople(t: ClusterUnderTest, count: number): Person[] {
  const people: Person[] = [];
  beforeAll(async () => {
    const dataDir = path.join(t.cluster.workDir, 'cli');
    mkdirSync(dataDir, { recursive: true });
    const env = { ...process.env, ...t.cluster.env, DATA_DIR: dataDir };
    people.push(...(await withServices(env, (services) => peopleOf(services).plus(count, 'person'))));
  }, 90_000);
  return people;
}

/** A client signed in as `person` through nginx. */
export async function signedIn(cluster: Cluster, person: Person): Promise<ClusterClient> {
  const client = new ClusterClient(cluster.url);
  const answer = await client.login(person.email, person.password);
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.body}`);
  return client;
}

/** Polls `check` until it returns something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`${what}: not within ${timeoutMs / 1000} s${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface ItemRow {
  id: number;
  status: string;
  content_hash: string;
  original_key: string;
  source: string;
}

export async function itemRowsOf(db: pg.Pool, userId: number): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(
    'SELECT id, status, content_hash, original_key, source FROM library_items WHERE owner_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Waits until `userId` has `count` items and every one is ready (failing at once on a failed one). */
export function allReady(db: pg.Pool, userId: number, count: number, timeoutMs = 90_000): Promise<ItemRow[]> {
  return waitFor(
    `${count} items ready`,
    async () => {
      const rows = await itemRowsOf(db, userId);
      const failed = rows.find((row) => row.status === 'failed');
      if (failed) throw new Error(`item ${failed.id} failed`);
      return rows.length === count && rows.every((row) => row.status === 'ready') ? rows : undefined;
    },
    timeoutMs,
  );
}

/** Every key in the cluster's bucket, from s3rver's listing (it answers unsigned reads of its own). */
export async function bucketKeys(cluster: Cluster): Promise<string[]> {
  const keys: string[] = [];
  let token: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({
      'list-type': '2',
      ...(token ? { 'continuation-token': token } : {}),
    });
    const response: Response = await fetch(`${cluster.s3.endpoint}/${cluster.s3.bucket}?${query}`, {
      signal: AbortSignal.timeout(10_000),
    });
    const xml: string = await response.text();
    if (!response.ok) throw new Error(`the bucket listing answered ${response.status}: ${xml}`);
    for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ''));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? decodeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
      : null;
  } while (token);
  return keys;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * What the database says the bucket must hold for these items: each original and each rendition.
 * Items of one content share keys, so the answer is a set.
 */
export async function keysHeldBy(db: pg.Pool, itemIds: number[]): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT original_key AS key FROM library_items WHERE id = ANY($1::int[])
     UNION SELECT key FROM renditions WHERE item_id = ANY($1::int[])`,
    [itemIds],
  );
  return new Set(rows.map((row) => row.key));
}

/** Distinct small JPEGs (each of other bytes, so none is refused as a duplicate), made with sharp. */
export function usePhotos(): { make(count: number, size?: { width: number; height: number }): Promise<Buffer[]> } {
  let scratch: Awaited<ReturnType<typeof makeScratchDir>> | undefined;
  let seed = 0;
  beforeAll(async () => {
    scratch = await makeScratchDir();
  });
  afterAll(async () => {
    await scratch?.remove();
  });
  return {
    async make(count, size = { width: 96, height: 72 }) {
      const photos: Buffer[] = [];
      for (let index = 0; index < count; index += 1) {
        seed += 1;
        const file = path.join(scratch?.dir ?? '', `photo-${seed}.jpg`);
        // A different size each time: different bytes, so a different content hash.
        await makeJpeg(file, { width: size.width + seed, height: size.height + (seed % 13) });
        photos.push(await readFile(file));
      }
      return photos;
    },
  };
}
