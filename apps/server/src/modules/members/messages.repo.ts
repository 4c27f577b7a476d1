import type { Database } from '../../infra/db/database.ts';
import type { LibraryItemRow, MessageRow } from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

/** A message with the names of its two people. */
export interface MessageListRow extends MessageRow {
  sender_username: string;
  sender_first_name: string;
  sender_last_name: string;
  receiver_username: string;
  receiver_first_name: string;
  receiver_last_name: string;
}

/** The library items messages carry, each with the message it belongs to. */
export interface MessageItemRow extends LibraryItemRow {
  message_id: number;
  position: number;
}

/** The private photo messages. Only the service decides who may read which conversation. */
export function createMessagesRepo(db: Database) {
  function withNames() {
    return db
      .selectFrom('messages')
      .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
      .innerJoin('users as receiver', 'receiver.id', 'messages.receiver_id')
      .selectAll('messages')
      .select([
        'sender.username as sender_username',
        'sender.first_name as sender_first_name',
        'sender.last_name as sender_last_name',
        'receiver.username as receiver_username',
        'receiver.first_name as receiver_first_name',
        'receiver.last_name as receiver_last_name',
      ]);
  }

  return {
    /** The message and its items, written together: a message never shows half its photos. */
    insert(
      message: { friendship_id: number; sender_id: number; receiver_id: number; note: string; sent_at: string },
      itemIds: number[],
    ): Promise<MessageRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('messages')
          .values({ ...message, read_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('message_items')
          .values(itemIds.map((itemId, position) => ({ message_id: row.id, item_id: itemId, position })))
          .execute();
        return row;
      });
    },

    /** One page of a conversation, newest first, by keyset on the id. */
    listPage(friendshipId: number, beforeId: number | null, limit: number): Promise<MessageListRow[]> {
      return withNames()
        .where('messages.friendship_id', '=', friendshipId)
        .$if(beforeId !== null, (query) => query.where('messages.id', '<', beforeId ?? 0))
        .orderBy('messages.id', 'desc')
        .limit(limit)
        .execute();
    },

    findById(id: number): Promise<MessageListRow | undefined> {
      return withNames().where('messages.id', '=', id).executeTakeFirst();
    },

    /** The message when it was sent to `receiverId` within this friendship; nobody else's. */
    findReceived(friendshipId: number, messageId: number, receiverId: number): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', messageId)
        .where('friendship_id', '=', friendshipId)
        .where('receiver_id', '=', receiverId)
        .executeTakeFirst();
    },

    /** The items of these messages, in each message's order. */
    itemsOf(messageIds: number[]): Promise<MessageItemRow[]> {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('message_items')
        .innerJoin('library_items', 'library_items.id', 'message_items.item_id')
        .selectAll('library_items')
        .select(['message_items.message_id', 'message_items.position'])
        .where('message_items.message_id', 'in', messageIds)
        .where(itemInLibrary)
        .orderBy('message_items.message_id')
        .orderBy('message_items.position')
        .execute();
    },

    /** Everything sent to this person in the conversation is read from now on. */
    async markRead(friendshipId: number, receiverId: number, now: string): Promise<void> {
      await db
        .updateTable('messages')
        .set({ read_at: now })
        .where('friendship_id', '=', friendshipId)
        .where('receiver_id', '=', receiverId)
        .where('read_at', 'is', null)
        .execute();
    },

    /** Library items among these ids (the sender's, as access has made sure). */
    items(itemIds: number[]): Promise<LibraryItemRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('library_items').selectAll().where('id', 'in', itemIds).execute();
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
