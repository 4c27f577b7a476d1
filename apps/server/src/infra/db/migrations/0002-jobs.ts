import { type Kysely, sql } from 'kysely';
import { withIdColumn } from './columns.ts';

/** The embedded job queue (infra/queue/embedded.ts). pg-boss keeps its own tables in schema `pgboss`. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('singleton_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The claim query: due queued jobs in order, and active jobs whose worker's lock ran out.
  await db.schema.createIndex('jobs_state_run_after_idx').on('jobs').columns(['state', 'run_after', 'id']).execute();
  await db.schema.createIndex('jobs_state_locked_until_idx').on('jobs').columns(['state', 'locked_until']).execute();
  // Pruning completed jobs by age.
  await db.schema.createIndex('jobs_state_updated_at_idx').on('jobs').columns(['state', 'updated_at']).execute();
  // The singleton rule lives in the database, so two processes sending at once cannot both insert.
  await db.schema
    .createIndex('jobs_name_singleton_key_idx')
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .unique()
    .where(sql.ref('singleton_key'), 'is not', null)
    .where(sql.ref('state'), 'in', ['queued', 'active'])
    .execute();
}
