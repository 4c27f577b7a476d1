import { type FieldError, type Friend, type Friends, pathOf, toFieldError } from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { FriendshipRow, UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import { addressRecipient, presentPerson, recipientOf } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import { type Invitee, isIssue, resolveInvitee } from '../account/invitees.ts';
import type { Publish } from '../events.ts';
import type { MailService } from '../mail/mail.service.ts';
import { failingAs } from './call-failures.ts';
import { type FriendsRepo, pairKey } from './friends.repo.ts';
import { presentFriend } from './members.presenters.ts';

/** A pending request is mailed again at most this often. */
export const RESEND_INTERVAL_MINUTES = 10;

/** Where friends and family live in the web app: every friend notification leads there. */
export const MEMBERS_PATH = pathOf('members');

/** Tells a person something happened (the notifications module). */

/** The whole call is refused with its first problem's code and text; every problem is listed by field. */
function refusal(problems: FieldError[]): AppError {
  const [first] = problems;
  return first ? new AppError(first.code, first.params, problems) : new AppError('validation_failed');
}

/**
 * Friends and family (spec sections 2-5): requests by username or email, accepted or declined by
 * the person asked (at once when they auto-accept), a private nickname each side gives the other,
 * and removal, which both sides lose. A friendship is only ever seen or changed by its two people:
 * for anyone else its id answers 404, like an id that does not exist.
 *
 * The limit counts accepted friendships and the requests a person sent and still waits on; requests
 * someone else sent them do not count until they accept one.
 */
export function createFriendsService(deps: {
  repo: FriendsRepo;
  accounts: Pick<AccountService, 'findById' | 'findByEmail' | 'findByLogin'>;
  mail: Pick<MailService, 'sendFriendRequest'>;
  clock: Clock;
  /** Runs a command as one transaction (infra/db/transactions.ts). */
  transactions: UnitOfWork;
  appUrl: string;
  mailDomain: string;
  maxFriends: number;
  /** The person's "auto-accept friend requests" setting (the account module). */
  isAutoAcceptingFriends: (userId: number) => Promise<boolean>;
  /** What other modules hear of (modules/events.ts): requests sent and answered, photos sent. */
  publish: Publish;
}) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();

  async function requireAccount(userId: number): Promise<UserRow> {
    const user = await deps.accounts.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  async function requireFriendship(userId: number, friendshipId: number): Promise<FriendshipRow> {
    const friendship = await repo.findOf(userId, friendshipId);
    if (!friendship) throw new AppError('not_found');
    return friendship;
  }

  async function listFriends(userId: number): Promise<Friends> {
    const rows = await repo.listOf(userId);
    return { friends: rows.map((row) => presentFriend(row, userId)), maxFriends: deps.maxFriends };
  }

  async function presentOne(userId: number, friendshipId: number): Promise<Friend> {
    const [row] = await repo.listOf(userId, friendshipId);
    if (!row) throw new AppError('not_found');
    return presentFriend(row, userId);
  }

  async function hasRoomFor(userId: number, more: number): Promise<boolean> {
    return (await repo.countFriends(userId)) + more <= deps.maxFriends;
  }

  async function refuseBeyondLimit(userId: number, more: number): Promise<void> {
    if (!(await hasRoomFor(userId, more))) throw new AppError('friends_maximum', { max: deps.maxFriends });
  }

  async function tell(
    userId: number,
    event: 'friend.request.sent' | 'friend.request.accepted' | 'friend.request.declined',
    actor: UserRow,
  ): Promise<void> {
    await deps.publish(event, { userId, actor: { id: actor.id, name: presentPerson(actor).displayName } });
  }

  /**
   * Mails a pending request: an account holder to the request in the app; an address without an
   * account to sign-up, with a new token (only its hash is kept, so every mail carries a new one).
   */
  async function mailRequest(friendship: FriendshipRow, requester: UserRow): Promise<void> {
    const inviter = presentPerson(requester).displayName;
    const mailedAt = now();
    if (friendship.addressee_id !== null) {
      const addressee = await deps.accounts.findById(friendship.addressee_id);
      if (!addressee) return;
      await repo.update(friendship.id, { mailed_at: mailedAt });
      await deps.mail.sendFriendRequest(requester.id, recipientOf(addressee), {
        inviter,
        link: `${deps.appUrl}${MEMBERS_PATH}`,
      });
      return;
    }
    if (!friendship.email) return;
    const token = randomToken();
    await repo.update(friendship.id, { token_hash: sha256(token), mailed_at: mailedAt });
    await deps.mail.sendFriendRequest(requester.id, addressRecipient(friendship.email, requester), {
      inviter,
      link: `${deps.appUrl}/sign-up?friend=${encodeURIComponent(token)}`,
    });
  }

  /**
   * A request reached an account: accepted at once when its person auto-accepts and has room for
   * one more friend, otherwise it waits for them (mailed, when asked, and notified).
   */
  async function deliver(friendship: FriendshipRow, requester: UserRow, addressee: UserRow, mail: boolean) {
    const acceptsAtOnce = (await deps.isAutoAcceptingFriends(addressee.id)) && (await hasRoomFor(addressee.id, 1));
    if (acceptsAtOnce && (await repo.accept(friendship.id, now()))) {
      await tell(requester.id, 'friend.request.accepted', addressee);
      return;
    }
    if (mail) await mailRequest(friendship, requester);
    await tell(addressee.id, 'friend.request.sent', requester);
  }

  /** A request mailed to someone without an account becomes theirs (signed up with it, or its token). */
  async function bind(friendship: FriendshipRow, userId: number): Promise<void> {
    const [requester, addressee] = await Promise.all([
      deps.accounts.findById(friendship.requester_id),
      deps.accounts.findById(userId),
    ]);
    if (!requester || !addressee || requester.id === userId) {
      await repo.delete(friendship.id);
      return;
    }
    try {
      await deps.transactions.attempt(() =>
        repo.update(friendship.id, { addressee_id: userId, pair_key: pairKey(requester.id, userId), token_hash: null }),
      );
    } catch (error) {
      // The two are friends already, or one asked the other meanwhile: that friendship stands.
      if (!isUniqueViolation(error)) throw error;
      await repo.delete(friendship.id);
      return;
    }
    await deliver({ ...friendship, addressee_id: userId }, requester, addressee, false);
  }

  /** The asker answers a request sent to them; either way the one who asked is told. */
  async function answer(userId: number, friendship: FriendshipRow, accept: boolean): Promise<void> {
    const addressee = await requireAccount(userId);
    if (accept) {
      await refuseBeyondLimit(userId, 1);
      if (!(await repo.accept(friendship.id, now()))) throw new AppError('not_found');
    } else if (!(await repo.delete(friendship.id))) {
      throw new AppError('not_found');
    }
    await tell(friendship.requester_id, accept ? 'friend.request.accepted' : 'friend.request.declined', addressee);
  }

  /**
   * Who the invitees name, checked one by one; the call is refused as a whole when any is wrong:
   * a malformed entry (validation_failed, by field), the same person twice (email_already_added),
   * someone already a friend (already_friends) or already asked, either way (friend_already_requested).
   */
  async function checkInvitees(userId: number, invitees: string[]): Promise<Invitee[]> {
    const problems: FieldError[] = [];
    const resolved: { index: number; invitee: Invitee }[] = [];
    for (const [index, value] of invitees.entries()) {
      const result = await resolveInvitee(value, deps);
      const id = `invitees.${index}`;
      if (isIssue(result)) problems.push(toFieldError(id, result));
      else if (result.user?.id === userId) problems.push(toFieldError(id, { code: 'validation_failed' }));
      else resolved.push({ index, invitee: result });
    }
    if (problems.length > 0) throw validationFailed(problems);

    const seen = new Set<string>();
    for (const { index, invitee } of resolved) {
      const key = invitee.user ? `user:${invitee.user.id}` : `email:${invitee.email}`;
      if (seen.has(key)) problems.push(toFieldError(`invitees.${index}`, { code: 'email_already_added' }));
      seen.add(key);
    }
    if (problems.length > 0) throw refusal(problems);

    const userIds = resolved.flatMap(({ invitee }) => (invitee.user ? [invitee.user.id] : []));
    const emails = resolved.flatMap(({ invitee }) => (invitee.user ? [] : [invitee.email]));
    const pairs = await repo.findPairs(userId, userIds);
    const mailed = await repo.findSentToEmails(userId, emails);
    for (const { index, invitee } of resolved) {
      const existing = invitee.user
        ? pairs.find((row) => row.pair_key === pairKey(userId, invitee.user.id))
        : mailed.find((row) => row.email === invitee.email);
      if (!existing) continue;
      const code = existing.status === 'accepted' ? 'already_friends' : 'friend_already_requested';
      problems.push(toFieldError(`invitees.${index}`, { code }));
    }
    if (problems.length > 0) throw refusal(problems);
    return resolved.map(({ invitee }) => invitee);
  }

  return {
    listFriends,

    /**
     * Requests by username, product address or email, several at once, within the limit. An account
     * holder receives the request (or has it accepted at once, with auto-accept on); an address
     * without an account gets a mail that leads to sign-up, where the request waits for them.
     */
    /** Every request of the call, its mails and notices, or none of them. */
    invite: (userId: number, invitees: string[]): Promise<Friends> =>
      deps.transactions.run(async () => {
        const requester = await requireAccount(userId);
        const fresh = await checkInvitees(userId, invitees);
        await refuseBeyondLimit(userId, fresh.length);
        for (const invitee of fresh) {
          let friendship: FriendshipRow;
          try {
            friendship = await repo.insert({
              requester_id: userId,
              addressee_id: invitee.user?.id ?? null,
              email: invitee.email,
              token_hash: null,
              created_at: now(),
              mailed_at: null,
            });
          } catch (error) {
            // Asked at the same moment by another call (or by the other person).
            if (isUniqueViolation(error)) throw new AppError('friend_already_requested');
            throw error;
          }
          if (invitee.user) await deliver(friendship, requester, invitee.user, true);
          else await mailRequest(friendship, requester);
        }
        return listFriends(userId);
      }),

    /** The asker's private name for a friend (empty clears it); the friend never sees it. */
    rename(userId: number, friendshipId: number, nickname: string): Promise<Friend> {
      return failingAs('member_rename_failed', async () => {
        const friendship = await requireFriendship(userId, friendshipId);
        const value = nickname.trim() === '' ? null : nickname.trim();
        await repo.update(
          friendship.id,
          friendship.requester_id === userId ? { requester_nickname: value } : { addressee_nickname: value },
        );
        return presentOne(userId, friendship.id);
      });
    },

    /**
     * Removes a friend (both lose the friendship and its conversation), withdraws a request the
     * asker sent, or declines one sent to them.
     */
    remove: (userId: number, friendshipId: number): Promise<void> =>
      deps.transactions.run(async () => {
        const friendship = await failingAs('member_remove_failed', () => requireFriendship(userId, friendshipId));
        if (friendship.status === 'pending' && friendship.addressee_id === userId) {
          await failingAs('invite_respond_failed', () => answer(userId, friendship, false));
          return;
        }
        const code = friendship.status === 'accepted' ? 'member_remove_failed' : 'invitation_withdraw_failed';
        await failingAs(code, async () => {
          if (!(await repo.delete(friendship.id))) throw new AppError('not_found');
        });
      }),

    /** Mails a request the asker sent and still waits on again, at most once every few minutes. */
    resend(userId: number, friendshipId: number): Promise<void> {
      return failingAs('invite_resend_failed', async () => {
        const friendship = await requireFriendship(userId, friendshipId);
        if (friendship.requester_id !== userId || friendship.status !== 'pending') throw new AppError('not_found');
        const mailedAt = friendship.mailed_at === null ? null : new Date(friendship.mailed_at).getTime();
        if (mailedAt !== null && clock.now().getTime() - mailedAt < RESEND_INTERVAL_MINUTES * 60_000) {
          throw new AppError('invite_resend_too_soon', { minutes: RESEND_INTERVAL_MINUTES });
        }
        await mailRequest(friendship, await requireAccount(userId));
      });
    },

    /** Accepts or declines a request sent to the asker. */
    respond: (userId: number, friendshipId: number, accept: boolean): Promise<Friends> =>
      deps.transactions.run(async () => {
        await failingAs('invite_respond_failed', async () => {
          const friendship = await requireFriendship(userId, friendshipId);
          if (friendship.addressee_id !== userId || friendship.status !== 'pending') throw new AppError('not_found');
          await answer(userId, friendship, accept);
        });
        return listFriends(userId);
      }),

    /** A mailed request's token, for someone who signed up with another address than the one asked. */
    claimRequest: (userId: number, token: string): Promise<Friends> =>
      deps.transactions.run(async () => {
        const friendship = await repo.findByTokenHash(sha256(token));
        if (!friendship || friendship.addressee_id !== null || friendship.requester_id === userId) {
          throw new AppError('not_found');
        }
        await bind(friendship, userId);
        return listFriends(userId);
      }),

    /** After an account is created: requests mailed to its address become its own. Called by the auth service. */
    claimRequestsByEmail: (user: { id: number; email: string }): Promise<void> =>
      deps.transactions.run(async () => {
        for (const friendship of await repo.pendingForEmail(user.email.toLowerCase())) await bind(friendship, user.id);
      }),

    /** The friendship, when the asker is one of its two people (the messages module); else not_found. */
    requireFriendship,
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
