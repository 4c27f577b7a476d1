import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type { NewUser, UserRow } from '../../infra/db/schema.ts';

/** The users table. Emails and usernames arrive here already lower-cased by the service. */
export function createAccountRepo(db: Database) {
  return {
    async isOperator(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('is_operator').where('id', '=', userId).executeTakeFirst();
      return row?.is_operator === 1;
    },

    async setOperator(userId: number, isOperator: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ is_operator: isOperator ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },

    listOperators(): Promise<{ id: number; email: string; username: string }[]> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'username'])
        .where('is_operator', '=', 1)
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * Makes the account the server's owner (and an operator) when it is the only one. Two first
     * accounts made at once: the unique index on is_owner lets one through and refuses the other.
     */
    async claimOwnership(userId: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ is_owner: 1, is_operator: 1 })
        .where('id', '=', userId)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('users as other').select('other.id').where('other.id', '!=', userId))),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findOwner(): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('is_owner', '=', 1).executeTakeFirst();
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    /** The account a login identifier names. Usernames cannot hold an @ and emails must, so at most one. */
    findByEmailOrUsername(identifier: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('email', '=', identifier), eb('username', '=', identifier)]))
        .orderBy('id')
        .executeTakeFirst();
    },

    async insert(user: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async updateLanguage(id: number, language: string, now: string): Promise<void> {
      await db.updateTable('users').set({ language, updated_at: now }).where('id', '=', id).execute();
    },

    /** The profile fields a person may change; the contact email already normalised. */
    async updateProfile(
      id: number,
      changes: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'country' | 'contact_email'>>,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** The account row goes; every table that belongs to it follows by its foreign key's cascade. */
    async deleteUser(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    list(options: { limit: number }): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().orderBy('id').limit(options.limit).execute();
    },

    /**
     * A page of people for the console: `search` (lower-cased) within the username, the name or the
     * address; newest first, or by username; after the row of id `after` (for the name order, a
     * row since deleted ends the list).
     */
    listPeople(options: {
      search: string | null;
      sort: 'newest' | 'name';
      after: number | null;
      limit: number;
    }): Promise<UserRow[]> {
      const { search, sort, after, limit } = options;
      // The search is taken as it is typed: %, _ and \ match themselves.
      const pattern = search === null ? null : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (expression: RawBuilder<unknown>) => sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
      return db
        .selectFrom('users')
        .selectAll()
        .$if(pattern !== null, (query) =>
          query.where((eb) =>
            eb.or([
              like(sql.ref('username')),
              like(sql.ref('email')),
              like(sql`${sql.ref('first_name')} || ' ' || ${sql.ref('last_name')}`),
            ]),
          ),
        )
        .$if(after !== null && sort === 'newest', (query) => query.where('id', '<', Number(after)))
        .$if(after !== null && sort === 'name', (query) =>
          query.where('username', '>', (eb) =>
            eb
              .selectFrom('users as last')
              .select('last.username')
              .where('last.id', '=', after ?? 0),
          ),
        )
        .orderBy(sort === 'newest' ? 'id' : 'username', sort === 'newest' ? 'desc' : 'asc')
        .limit(limit)
        .execute();
    },

    /** Turns sign-in off (`at`) or on again (null). */
    async setSignInDisabled(id: number, at: string | null): Promise<void> {
      await db.updateTable('users').set({ sign_in_disabled_at: at }).where('id', '=', id).execute();
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
