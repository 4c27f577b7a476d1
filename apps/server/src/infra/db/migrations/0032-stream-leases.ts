import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * The event streams open now, in every web process: one row per stream, held by its account or
 * its frame (`holder`), so a cap on open streams holds across processes. The process serving a
 * stream renews its row while it is open and deletes it when it ends; the row of a process that died
 * lapses at `expires_at`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('stream_leases'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_leases_holder_idx')
    .on('stream_leases')
    .columns(['holder', 'expires_at'])
    .execute();
  await db.schema.createIndex('stream_leases_expiry_idx').on('stream_leases').column('expires_at').execute();
}
