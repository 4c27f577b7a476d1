// A large library written straight into the database the server uses, through the server's own
// Kysely schema: far faster than uploads, and the rows look like the ones ingest writes.
import type { Database } from '../../apps/server/src/infra/db/database.ts';
import type { NewLibraryItem, NewRendition } from '../../apps/server/src/infra/db/schema.ts';

export { sql } from 'kysely';
export { openDatabase } from '../../apps/server/src/infra/db/database.ts';

/** Rows per transaction. */
const TRANSACTION_ROWS = 5_000;
/** Rows per INSERT statement: 17 columns x 1,000 stays under SQLite's 32,766 bound parameters. */
const ITEMS_PER_STATEMENT = 1_000;
const RENDITIONS_PER_STATEMENT = 3_000;

/** The last day of the spread; items fall over the ten years before it. */
export const SEED_END = Date.UTC(2026, 10, 22);
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;

export type RenditionTemplate = Omit<NewRendition, 'item_id'>;

export interface SeedOptions {
  ownerId: number;
  count: number;
  /**
   * Renditions given to the items, cycled: each item gets one set, its rows pointing at the set's
   * (shared, really stored) keys. Without it every item gets three rows of its own (square, ratio,
   * preview) whose keys are well formed but hold no bytes.
   */
  renditionSets?: ReadonlyArray<ReadonlyArray<RenditionTemplate>>;
}

export interface SeedResult {
  items: number;
  renditions: number;
  seconds: number;
}

/** xorshift32: the same library on every run. */
function prng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

export async function ownerIdOf(db: Database, email: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

function itemRow(ownerId: number, index: number, random: () => number): NewLibraryItem {
  const created = SEED_END - random() * TEN_YEARS_MS;
  // Uploaded from minutes to a month after it was taken, never after the end.
  const uploaded = Math.min(SEED_END, created + random() * 30 * 24 * 3600 * 1000);
  const shape = random();
  const [width, height, orientation] =
    shape < 0.65
      ? ([4032, 3024, 'landscape'] as const)
      : shape < 0.95
        ? ([3024, 4032, 'portrait'] as const)
        : ([3024, 3024, 'square'] as const);
  const contentHash = `5eed${index.toString(16).padStart(12, '0')}${'0'.repeat(48)}`;
  return {
    owner_id: ownerId,
    kind: 'photo',
    status: 'ready',
    failure_code: null,
    name: `IMG_${String(index).padStart(6, '0')}.jpg`,
    content_hash: contentHash,
    original_key: `originals/${contentHash.slice(0, 2)}/${contentHash}.jpg`,
    mime_type: 'image/jpeg',
    size_bytes: 1_500_000 + Math.floor(random() * 4_000_000),
    width,
    height,
    orientation,
    duration_ms: null,
    created_at: new Date(created).toISOString(),
    uploaded_at: new Date(uploaded).toISOString(),
    caption: random() < 0.1 ? 'At the lake with everyone' : '',
    is_favourite: random() < 0.05 ? 1 : 0,
  };
}

function syntheticRenditions(contentHash: string, width: number, height: number): RenditionTemplate[] {
  const folder = `renditions/${contentHash.slice(0, 2)}/${contentHash}/`;
  const ratioHeight = 400;
  const ratioWidth = Math.round((width / height) * ratioHeight);
  const scale = 2048 / Math.max(width, height);
  return [
    {
      name: 'square',
      key: `${folder}square.webp`,
      mime_type: 'image/webp',
      width: 400,
      height: 400,
      size_bytes: 30_000,
    },
    {
      name: 'ratio',
      key: `${folder}ratio.webp`,
      mime_type: 'image/webp',
      width: ratioWidth,
      height: ratioHeight,
      size_bytes: 35_000,
    },
    {
      name: 'preview',
      key: `${folder}preview.webp`,
      mime_type: 'image/webp',
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      size_bytes: 400_000,
    },
  ];
}

/**
 * Writes `count` ready photos for one owner, one transaction per 5,000, with created dates spread
 * evenly at random over the ten years before 2026-11-22 (so a few dozen per day, like a family
 * library), and their rendition rows.
 */
export async function seedLibrary(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const random = prng(20261122);
  let renditionCount = 0;
  for (let first = 0; first < options.count; first += TRANSACTION_ROWS) {
    const last = Math.min(options.count, first + TRANSACTION_ROWS);
    const rows: NewLibraryItem[] = [];
    for (let index = first; index < last; index += 1) rows.push(itemRow(options.ownerId, index, random));
    await db.transaction().execute(async (trx) => {
      const renditions: NewRendition[] = [];
      for (let start = 0; start < rows.length; start += ITEMS_PER_STATEMENT) {
        const chunk = rows.slice(start, start + ITEMS_PER_STATEMENT);
        const inserted = await trx
          .insertInto('library_items')
          .values(chunk)
          .returning(['id', 'content_hash', 'width', 'height'])
          .execute();
        for (const item of inserted) {
          const sets = options.renditionSets;
          const set =
            sets && sets.length > 0
              ? (sets[item.id % sets.length] ?? [])
              : syntheticRenditions(item.content_hash, item.width ?? 4032, item.height ?? 3024);
          for (const rendition of set) renditions.push({ ...rendition, item_id: item.id });
        }
      }
      for (let start = 0; start < renditions.length; start += RENDITIONS_PER_STATEMENT) {
        await trx
          .insertInto('renditions')
          .values(renditions.slice(start, start + RENDITIONS_PER_STATEMENT))
          .execute();
      }
      renditionCount += renditions.length;
    });
  }
  return { items: options.count, renditions: renditionCount, seconds: (performance.now() - started) / 1000 };
}
