import { z } from 'zod';
import { ZPerson } from './albums.ts';
import { ZItemUrls } from './library.ts';

/**
 * Friends and family, and the private photo messages between two of them (spec sections 2, 3, 4, 5,
 * 8). JSON under /api/v3/: friends, friends/invitations, friends/claim (a mailed request's token,
 * ZInviteToken), friends/{id}, friends/{id}/resend, friends/{id}/respond, friends/{id}/messages.
 */
export const FRIEND_STATUSES = ['pending', 'accepted'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** Who asked: `sent` are the asking person's own requests, `received` the ones waiting for them. */
export const FRIEND_DIRECTIONS = ['sent', 'received'] as const;
export type FriendDirection = (typeof FRIEND_DIRECTIONS)[number];

/** One friendship, as the asking person sees it. */
export const ZFriend = z.object({
  id: z.number().int(),
  /** null while a request by mail waits for someone without an account. */
  person: ZPerson.nullable(),
  /** The address a request went to (shown to the one who sent it). */
  email: z.string().nullable(),
  /** The asking person's private name for this friend; nobody else sees it. */
  nickname: z.string().nullable(),
  status: z.enum(FRIEND_STATUSES),
  direction: z.enum(FRIEND_DIRECTIONS),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The newest message either way, for the conversation list. */
  lastMessageAt: z.string().nullable(),
  unreadMessages: z.number().int(),
});
export type Friend = z.infer<typeof ZFriend>;
export const ZFriends = z.object({ friends: z.array(ZFriend), maxFriends: z.number().int() });
export type Friends = z.infer<typeof ZFriends>;

/** POST friends/invitations: by email or username, several at once. */
export const ZFriendInvitees = z.object({
  invitees: z.array(z.string().trim().min(1).max(240)).min(1).max(100),
});
export type FriendInvitees = z.infer<typeof ZFriendInvitees>;

/** PATCH friends/{id}: the private nickname (empty clears it). */
export const ZFriendChanges = z.object({ nickname: z.string().trim().max(60) });

/** POST friends/{id}/respond */
export const ZFriendResponse = z.object({ accept: z.boolean() });

export const ZMessageItem = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'video']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  urls: ZItemUrls,
});
export type MessageItem = z.infer<typeof ZMessageItem>;

/** A private photo message: only its sender and its receiver can ever read it or its photos. */
export const ZMessage = z.object({
  id: z.number().int(),
  from: ZPerson,
  to: ZPerson,
  note: z.string(),
  items: z.array(ZMessageItem),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof ZMessage>;
export const ZMessagePage = z.object({ messages: z.array(ZMessage), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** How many photos one message carries at most, and how long its note may be. */
export const MESSAGE_LIMITS = { itemsMax: 200, noteMax: 500 } as const;

/** POST friends/{id}/messages: library items of the sender's own, and an optional note. */
export const ZNewMessage = z.object({
  itemIds: z.array(z.number().int()).max(MESSAGE_LIMITS.itemsMax),
  note: z.string().max(MESSAGE_LIMITS.noteMax).default(''),
});
export type NewMessage = z.infer<typeof ZNewMessage>;

/**
 * POST friends/{id}/messages/{messageId}/save: photos a friend sent into the receiver's own
 * library; without itemIds, every photo of the message.
 */
export const ZSaveMessageItems = z.object({
  itemIds: z.array(z.number().int()).min(1).max(MESSAGE_LIMITS.itemsMax).optional(),
});
export type SaveMessageItems = z.infer<typeof ZSaveMessageItems>;

export const ZSavedMessageItems = z.object({
  /** Photos now in the library, the ones it already held included. */
  saved: z.number().int(),
  /** The receiver's own library items holding them, in the message's order: what they show on a frame. */
  itemIds: z.array(z.number().int()),
});
export type SavedMessageItems = z.infer<typeof ZSavedMessageItems>;
