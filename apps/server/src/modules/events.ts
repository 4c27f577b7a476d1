import type { ErrorCode, HeldMailReason } from '@kinframe/contract';
import type { LibraryItemRow } from '../infra/db/schema.ts';

/**
 * Every domain event: a change, named by the module that owns it and published by that module's
 * service, for the modules that react to it (frames, notifications, mail). What each one does is
 * listed in one place, event-handlers.ts. A payload carries what the handlers need, so none of them
 * reaches into the publisher's tables.
 */
export interface DomainEvents {
  /** A person proved they read mail at `email` (its link opened, or a reset link mailed to it used). */
  'account.address.proved': { userId: number; email: string };
  /** A person's items changed in a way frames show (a caption, a favourite, a deletion). */
  'library.changed': { userId: number };
  /** An upload's renditions are made: it can be shown. */
  'library.item.ready': { item: LibraryItemRow };
  /** An upload could not be made ready, and why. */
  'library.item.failed': { item: LibraryItemRow; code: ErrorCode };
  /** A zip of chosen items is ready to download until `expiresAt`. */
  'library.download.ready': { userId: number; downloadId: number; itemCount: number; expiresAt: Date };
  /** A whole library's export is stored, in `partCount` zip parts. */
  'library.export.ready': { userId: number; exportId: number; itemCount: number; partCount: number; expiresAt: Date };
  /**
   * An album's items, order, name or people changed, or it is being deleted (published before its
   * rows go, in the same command, so the frames showing it can still be found).
   */
  'album.changed': { albumId: number };
  /** An import ended: what went in, what the library had, what was refused. */
  'import.finished': ImportNews & { imported: number; duplicates: number; refused: number };
  /** An import could not go on, and why. */
  'import.failed': ImportNews & { reason: ErrorCode };
  /** The operator imported pieces into the NFT Art collection. */
  'collection.art.imported': { count: number };
  /** A frame's event stream opened (it is online) or closed (it left), for its owner to see at once. */
  'frame.connected': { frameId: number; ownerId: number };
  'frame.left': { frameId: number; ownerId: number };
  /** A heartbeat changed what the owner sees of a frame: what it shows, its state, a restart of itself. */
  'frame.reported': { frameId: number; ownerId: number };
  /** A frame has not been heard from since `since`, a day or more ago: its owner is told, once. */
  'frame.offline': { frameId: number; ownerId: number; name: string; since: string };
  /** A frame its owner was told is offline was heard from again. */
  'frame.back.online': { frameId: number; ownerId: number; name: string };
  /** Someone added items to a shared album; `people` are the others in it. */
  'album.items.added': {
    albumId: number;
    albumName: string;
    adderId: number;
    count: number;
    /** The items asked to be added (those already in it among them). */
    itemIds: number[];
    people: number[];
  };
  /** An account was invited into an album (an address without one hears by mail only). */
  'album.invitation.sent': {
    memberId: number;
    albumId: number;
    albumName: string;
    inviterId: number;
    inviteeId: number;
  };
  /** An invitee answered; the owner hears how. */
  'album.invitation.answered': {
    albumId: number;
    albumName: string;
    ownerId: number;
    inviteeId: number;
    isAccepted: boolean;
  };
  /** A friend request reached an account, or was accepted or declined: `userId` is told, by `actor`. */
  'friend.request.sent': FriendNews;
  'friend.request.accepted': FriendNews;
  'friend.request.declined': FriendNews;
  /** Private photos reached a friend. */
  'message.photos.sent': {
    receiverId: number;
    sender: { id: number; name: string };
    count: number;
    itemIds: number[];
    friendshipId: number;
  };
  /** Pictures mailed in by `sender` are in the person's library. */
  'mail.photos.received': { userId: number; sender: string; count: number; itemIds: number[] };
  /** A mail whose pictures were all in the person's library already. */
  'mail.photos.known': { userId: number; sender: string; count: number; itemIds: number[] };
  /** Pictures of a mail that brought others could not be taken in, each with its reason. */
  'mail.pictures.refused': { userId: number; refused: Array<{ fileName: string; code: string }> };
  /** A mail's pictures wait for the person's word: a new sender, or one who did not prove the address. */
  'mail.held': { userId: number; heldMailId: number; sender: string; count: number; reason: HeldMailReason };
  /** The person approved or denied a sender's held mails: these are dealt with. */
  'mail.held.answered': { userId: number; heldMailIds: number[]; isApproved: boolean };
  /** Someone replied to a community post. */
  'community.reply.added': { postId: number; title: string; authorId: number; replierId: number };
  /** A listed competition's results are out; `entrants` took part. */
  'competition.results.out': { competitionId: number; theme: string; entrants: number[] };
  /** The operator answered a support ticket. */
  'support.ticket.answered': { ticketId: number; userId: number; subject: string };
}

/** An import as its news names it: the archive's or service's name, and the page that shows it. */
interface ImportNews {
  userId: number;
  importId: number;
  name: string;
  page: string;
}

/** Who hears of a change between two friends, and from whom. */
interface FriendNews {
  userId: number;
  actor: { id: number; name: string };
}

export type DomainEventName = keyof DomainEvents;
export type Publish = <N extends DomainEventName>(name: N, payload: DomainEvents[N]) => Promise<void>;
type Handler<N extends DomainEventName> = (payload: DomainEvents[N]) => Promise<unknown>;

/**
 * The in-process event bus. `publish` runs every handler of the event in the order they were added
 * and resolves once all have; a handler's failure fails the publish, as a failed call would, so the
 * work that published (a job) is retried rather than half done in silence.
 */
export function createDomainEvents() {
  const handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();
  return {
    on<N extends DomainEventName>(name: N, handler: Handler<N>): void {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<DomainEventName>]);
    },

    publish: (async (name, payload) => {
      for (const handler of handlers.get(name) ?? []) await handler(payload);
    }) as Publish,

    /** The events that have handlers, each with how many: for ARCHITECTURE's table and its test. */
    handlerCounts(): Record<string, number> {
      return Object.fromEntries([...handlers].map(([name, list]) => [name, list.length]));
    },
  };
}

export type DomainEventBus = ReturnType<typeof createDomainEvents>;
