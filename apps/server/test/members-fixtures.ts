import type { Friend, Friends } from '@kinframe/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import type { TestApp, TestUser } from './harness.ts';

export const FRIENDS = '/api/v3/friends';

export interface Person {
  client: TestClient;
  user: TestUser;
}

export async function friendsOf(person: Person): Promise<Friend[]> {
  const response = await person.client.get(FRIENDS);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Friends).friends;
}

/** The asker's friendship with `other`, as the asker's list shows it. */
export async function friendshipWith(person: Person, other: Person): Promise<Friend | undefined> {
  return (await friendsOf(person)).find((friend) => friend.person?.id === other.user.id);
}

/** A asks B by username and B accepts: the two are friends. Returns the friendship's id. */
export async function makeFriends(a: Person, b: Person): Promise<number> {
  const invited = await a.client.postJson(`${FRIENDS}/invitations`, { invitees: [b.user.username] });
  expect(invited.statusCode, invited.body).toBe(200);
  const request = await friendshipWith(b, a);
  expect(request).toMatchObject({ status: 'pending', direction: 'received' });
  const accepted = await b.client.postJson(`${FRIENDS}/${request?.id}/respond`, { accept: true });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return request?.id ?? 0;
}

/**
 * Makes the database refuse writes to a table, as a full disk or a lost connection would: the
 * real failure behind the spec's 'Could not ...' texts. Returns what puts it right again.
 */
export async function breakWrites(
  t: TestApp,
  table: string,
  operations: ('INSERT' | 'UPDATE' | 'DELETE')[],
): Promise<() => Promise<void>> {
  const db = t.context.db;
  const isPostgres = t.context.config.databaseUrl !== null;
  const names = operations.map((operation) => `broken_${table}_${operation.toLowerCase()}`);
  if (isPostgres) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION simulated_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated failure'; END $$`,
      )
      .execute(db);
    for (const [index, operation] of operations.entries()) {
      await sql
        .raw(
          `CREATE TRIGGER ${names[index]} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION simulated_failure()`,
        )
        .execute(db);
    }
  } else {
    for (const [index, operation] of operations.entries()) {
      await sql
        .raw(
          `CREATE TRIGGER ${names[index]} BEFORE ${operation} ON ${table} BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`,
        )
        .execute(db);
    }
  }
  return async () => {
    for (const name of names) {
      await sql.raw(isPostgres ? `DROP TRIGGER ${name} ON ${table}` : `DROP TRIGGER ${name}`).execute(db);
    }
  };
}
