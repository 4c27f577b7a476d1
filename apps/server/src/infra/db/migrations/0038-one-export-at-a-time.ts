import { type Kysely, sql } from 'kysely';

/**
 * One export in preparation per person, held by the database: two "export everything" calls that
 * race past the service's check cannot both start a job over the whole library. A partial unique
 * index, which SQLite and PostgreSQL both keep. Should a race have left two already, the older ones
 * are marked failed first (their owner can start again).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('downloads')
    .set({ status: 'failed' })
    .where('kind', '=', 'export')
    .where('status', '=', 'preparing')
    .where(
      'id',
      'not in',
      db
        .selectFrom('downloads')
        .select(sql<number>`max(id)`.as('id'))
        .where('kind', '=', 'export')
        .where('status', '=', 'preparing')
        .groupBy('user_id'),
    )
    .execute();
  await db.schema
    .createIndex('downloads_one_export_preparing_idx')
    .on('downloads')
    .column('user_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('export'))
    .where(sql.ref('status'), '=', sql.lit('preparing'))
    .execute();
}
