import { type Kysely, sql } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * The owner and invitations. The first account of a server is its owner (an operator, with Plus):
 * `users.is_owner`, held by one row at most, which a unique index keeps true when two first
 * sign-ups race. A server that already has accounts makes its oldest one the owner and an operator;
 * its plan stays as it is (it may be paid through the payment service).
 *
 * An invitation is a link an operator made to let people sign up (SIGNUP=invite), optionally for one
 * address, with the plan the new account gets: only the SHA-256 of its token is kept. It stays when
 * its maker's account goes (created_by null), as it is the server's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('users_one_owner_key')
    .on('users')
    .column('is_owner')
    .unique()
    .where(sql.ref('is_owner'), '=', 1)
    .execute();
  await sql`update users set is_owner = 1, is_operator = 1 where id = (select min(id) from users)`.execute(db);

  await withIdColumn(db, db.schema.createTable('invitations'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
