import type { Database } from '../../infra/db/database.ts';
import type { FriendshipRow } from '../../infra/db/schema.ts';

/** A friendship with what the list shows: both people's names and the conversation's state for one of them. */
export interface FriendListRow extends FriendshipRow {
  requester_username: string;
  requester_first_name: string;
  requester_last_name: string;
  addressee_username: string | null;
  addressee_first_name: string | null;
  addressee_last_name: string | null;
  last_message_at: string | null;
  unread_messages: number | string;
}

/** One friendship per pair of people, whoever asked: the key both orders share. */
export function pairKey(userId: number, otherId: number): string {
  return userId < otherId ? `${userId}:${otherId}` : `${otherId}:${userId}`;
}

type FriendshipChanges = Partial<
  Pick<
    FriendshipRow,
    | 'addressee_id'
    | 'pair_key'
    | 'token_hash'
    | 'status'
    | 'requester_nickname'
    | 'addressee_nickname'
    | 'accepted_at'
    | 'mailed_at'
  >
>;

/** The friendships table; the service decides who may see and change which row. */
export function createFriendsRepo(db: Database) {
  return {
    /**
     * The person's friendships, sent and received, newest first (one, with `onlyId`), with their
     * newest message and how many of those sent to this person are unread.
     */
    listOf(userId: number, onlyId?: number): Promise<FriendListRow[]> {
      return db
        .selectFrom('friendships')
        .innerJoin('users as requester', 'requester.id', 'friendships.requester_id')
        .leftJoin('users as addressee', 'addressee.id', 'friendships.addressee_id')
        .selectAll('friendships')
        .select((eb) => [
          'requester.username as requester_username',
          'requester.first_name as requester_first_name',
          'requester.last_name as requester_last_name',
          'addressee.username as addressee_username',
          'addressee.first_name as addressee_first_name',
          'addressee.last_name as addressee_last_name',
          eb
            .selectFrom('messages')
            .select((sub) => sub.fn.max('messages.sent_at').as('at'))
            .whereRef('messages.friendship_id', '=', 'friendships.id')
            .as('last_message_at'),
          eb
            .selectFrom('messages')
            .select((sub) => sub.fn.countAll().as('n'))
            .whereRef('messages.friendship_id', '=', 'friendships.id')
            .where('messages.receiver_id', '=', userId)
            .where('messages.read_at', 'is', null)
            .as('unread_messages'),
        ])
        .where((eb) =>
          eb.or([eb('friendships.requester_id', '=', userId), eb('friendships.addressee_id', '=', userId)]),
        )
        .$if(onlyId !== undefined, (query) => query.where('friendships.id', '=', onlyId ?? 0))
        .orderBy('friendships.id', 'desc')
        .execute() as Promise<FriendListRow[]>;
    },

    /** The friendship, when this person is one of its two sides. */
    findOf(userId: number, id: number): Promise<FriendshipRow | undefined> {
      return db
        .selectFrom('friendships')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
        .executeTakeFirst();
    },

    findById(id: number): Promise<FriendshipRow | undefined> {
      return db.selectFrom('friendships').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** What counts toward the limit: accepted friendships, and requests the person sent and still waits on. */
    async countFriends(userId: number): Promise<number> {
      const row = await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) =>
          eb.or([
            eb('requester_id', '=', userId),
            eb.and([eb('addressee_id', '=', userId), eb('status', '=', 'accepted')]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The friendships between these people and the others, in either direction. */
    findPairs(userId: number, otherIds: number[]): Promise<FriendshipRow[]> {
      if (otherIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('friendships')
        .selectAll()
        .where(
          'pair_key',
          'in',
          otherIds.map((otherId) => pairKey(userId, otherId)),
        )
        .execute();
    },

    /** The person's own requests to these addresses. */
    findSentToEmails(requesterId: number, emails: string[]): Promise<FriendshipRow[]> {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('friendships')
        .selectAll()
        .where('requester_id', '=', requesterId)
        .where('email', 'in', emails)
        .execute();
    },

    insert(values: {
      requester_id: number;
      addressee_id: number | null;
      email: string | null;
      token_hash: string | null;
      created_at: string;
      mailed_at: string | null;
    }): Promise<FriendshipRow> {
      return db
        .insertInto('friendships')
        .values({
          ...values,
          pair_key: values.addressee_id === null ? null : pairKey(values.requester_id, values.addressee_id),
          status: 'pending',
          requester_nickname: null,
          addressee_nickname: null,
          accepted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id: number, changes: FriendshipChanges): Promise<void> {
      await db.updateTable('friendships').set(changes).where('id', '=', id).execute();
    },

    /** Accepts a request still pending; false when it is not (withdrawn or answered meanwhile). */
    async accept(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('friendships')
        .set({ status: 'accepted', accepted_at: now, token_hash: null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The friendship goes for both people, its messages with it; false when it was already gone. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('friendships').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Requests mailed to this address before its account existed. */
    pendingForEmail(email: string): Promise<FriendshipRow[]> {
      return db
        .selectFrom('friendships')
        .selectAll()
        .where('email', '=', email)
        .where('addressee_id', 'is', null)
        .execute();
    },

    findByTokenHash(tokenHash: string): Promise<FriendshipRow | undefined> {
      return db.selectFrom('friendships').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
  };
}

export type FriendsRepo = ReturnType<typeof createFriendsRepo>;
