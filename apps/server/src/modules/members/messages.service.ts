import type {
  AddedItems,
  Message,
  MessageItem,
  MessagePage,
  NewMessage,
  SavedMessageItems,
  SaveMessageItems,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { LibraryItemRow, UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { Access } from '../access/access.ts';
import { presentPerson } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { LibraryService } from '../library/library.service.ts';
import { failingAs } from './call-failures.ts';
import type { FriendsService } from './friends.service.ts';
import { presentMessage, presentMessageItem } from './members.presenters.ts';
import type { MessageListRow, MessagesRepo } from './messages.repo.ts';

/**
 * Private photo messages between two friends (spec section 2, /family/members): the sender picks
 * items of their own library and adds a note. Only the two people of the friendship ever read the
 * conversation or get links to its photos; for anyone else it answers 404 like a missing one.
 * When the receiver has a default album for friends' photos, the photos also become items of
 * their own library (on the same stored bytes) and join that album, and so its frames.
 */
export function createMessagesService(deps: {
  repo: MessagesRepo;
  access: Access;
  friends: Pick<FriendsService, 'requireFriendship'>;
  accounts: Pick<AccountService, 'findById'>;
  library: Pick<LibraryService, 'present' | 'copyItemTo'>;
  /** Adds the person's own library items to one of their albums, by the albums' rules. */
  addToAlbum: (userId: number, albumId: number, itemIds: number[]) => Promise<AddedItems>;
  /** The album a person's friends' photos are copied into, or null (the account module's setting). */
  defaultAlbumOf: (userId: number) => Promise<number | null>;
  clock: Clock;
  /** What other modules hear of (modules/events.ts): requests sent and answered, photos sent. */
  publish: Publish;
  transactions: UnitOfWork;
}) {
  const { repo, clock } = deps;

  async function requireAccount(userId: number): Promise<UserRow> {
    const user = await deps.accounts.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  async function present(rows: MessageListRow[], viewerId: number): Promise<Message[]> {
    const itemRows = await repo.itemsOf(rows.map((row) => row.id));
    const items = await deps.library.present(itemRows, viewerId);
    const byMessage = new Map<number, MessageItem[]>();
    itemRows.forEach((row, index) => {
      const item = items[index];
      if (!item) return;
      byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), presentMessageItem(item)]);
    });
    return rows.map((row) => presentMessage(row, byMessage.get(row.id) ?? []));
  }

  /**
   * The photos into the receiver's library and their default album, when they chose one. Bytes
   * they already hold are not copied again; an album that is full or no longer theirs keeps the
   * photos in their library and the conversation.
   */
  async function copyToDefaultAlbum(receiverId: number, items: LibraryItemRow[]): Promise<void> {
    const albumId = await deps.defaultAlbumOf(receiverId);
    if (albumId === null) return;
    const libraryIds: number[] = [];
    for (const item of items) libraryIds.push((await deps.library.copyItemTo(receiverId, item)).item.id);
    try {
      await deps.addToAlbum(receiverId, albumId, libraryIds);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  return {
    /** One page of the conversation, newest first; opening it marks what the asker received as read. */
    async listMessages(
      userId: number,
      friendshipId: number,
      query: { cursor?: string; limit: number },
    ): Promise<MessagePage> {
      const friendship = await deps.friends.requireFriendship(userId, friendshipId);
      await repo.markRead(friendship.id, userId, clock.now().toISOString());
      const before = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.listPage(friendship.id, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: await present(page, userId),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
      };
    },

    /**
     * Sends items of the asker's own library, ready to show, to a friend who accepted. Every item
     * is checked before anything is written; another person's or a missing item answers 404.
     */
    send(userId: number, friendshipId: number, input: NewMessage): Promise<Message> {
      return failingAs('photos_send_failed', () =>
        deps.transactions.run(async () => {
          const friendship = await deps.friends.requireFriendship(userId, friendshipId);
          if (friendship.status !== 'accepted' || friendship.addressee_id === null) {
            throw new AppError('friend_not_accepted');
          }
          if (input.itemIds.length === 0) throw new AppError('photo_selection_required');
          const wanted = await deps.access.requireAccess(userId, 'item.edit', input.itemIds);
          const rows = await repo.items(wanted);
          // Still processing (no renditions to show or copy yet) or failed: not something to send.
          if (rows.length !== wanted.length || rows.some((row) => row.status !== 'ready')) {
            throw new AppError('not_found');
          }
          const byId = new Map(rows.map((row) => [row.id, row]));
          const items = wanted.flatMap((id) => byId.get(id) ?? []);
          const receiverId = friendship.requester_id === userId ? friendship.addressee_id : friendship.requester_id;
          const sender = await requireAccount(userId);
          const message = await repo.insert(
            {
              friendship_id: friendship.id,
              sender_id: userId,
              receiver_id: receiverId,
              note: input.note.trim(),
              sent_at: clock.now().toISOString(),
            },
            wanted,
          );
          await copyToDefaultAlbum(receiverId, items);
          await deps.publish('message.photos.sent', {
            receiverId,
            sender: { id: userId, name: presentPerson(sender).displayName },
            count: items.length,
            itemIds: wanted,
            friendshipId: friendship.id,
          });
          const row = await repo.findById(message.id);
          if (!row) throw new AppError('not_found');
          const [presented] = await present([row], userId);
          return presented as Message;
        }),
      );
    },

    /**
     * Photos a friend sent into the receiver's own library (the ones asked for, or all of the
     * message's), copied as albums copy: on the same stored bytes, and a photo whose content the
     * library already holds answers with that item, not a second one. Only the receiver may; for
     * the sender or anyone else the message does not exist.
     */
    saveReceived(
      userId: number,
      friendshipId: number,
      messageId: number,
      input: SaveMessageItems,
    ): Promise<SavedMessageItems> {
      return deps.transactions.run(async () => {
        const friendship = await deps.friends.requireFriendship(userId, friendshipId);
        const message = await repo.findReceived(friendship.id, messageId, userId);
        if (!message) throw new AppError('not_found');
        const carried = await repo.itemsOf([message.id]);
        const wanted = new Set(input.itemIds ?? carried.map((row) => row.id));
        // A photo the sender has since deleted is no longer the message's to give.
        if ([...wanted].some((id) => !carried.some((row) => row.id === id))) throw new AppError('not_found');
        const itemIds: number[] = [];
        for (const row of carried.filter((item) => wanted.has(item.id))) {
          itemIds.push((await deps.library.copyItemTo(userId, row)).item.id);
        }
        return { saved: itemIds.length, itemIds };
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
