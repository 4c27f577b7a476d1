import {
  appPath,
  type CreatedInvitation,
  checkEmail,
  DEFAULT_LOCALE,
  type ErrorCode,
  INVITATION_LIMITS,
  type Invitation,
  type InvitationPage,
  type JoinPreview,
  type MessageParams,
  type SignUpPolicy,
  type Tier,
  type ZNewInvitation,
} from '@kinframe/contract';
import type { z } from 'zod';
import { AppError, validationFailed } from '../../app-error.ts';
import { addDays, type Clock } from '../../infra/clock.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { Access, ServerActor } from '../access/access.ts';
import { languageOf, presentPerson } from '../account/account.presenters.ts';
import { type AccountService, normalizeIdentifier } from '../account/account.service.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { MailService } from '../mail/mail.service.ts';
import { creatorOf, presentInvitation } from './invitations.presenters.ts';
import type { InvitationsRepo, InvitationWithCreator } from './invitations.repo.ts';

/** How a person refers to this server: the name its operator gave it, else its owner's. */
export type ServerNameOf = () => Promise<string | null>;

/** A refusal about the address, shown under the email field. */
function emailRefusal(code: ErrorCode, params?: MessageParams) {
  return validationFailed([{ id: 'email', code, message: new AppError(code, { field: 'email', ...params }).message }]);
}

/**
 * Invitations to sign up on this server. Operators make them (for one address, mailed there, or
 * for anyone holding the link), list and withdraw them; everyone else is told they are not there.
 * The link's token is random and only its hash is kept, so the link is told once, when made.
 * Sign-up redeems a token in its own transaction: the use is counted only with the account made.
 */
export function createInvitationsService(deps: {
  repo: InvitationsRepo;
  access: Pick<Access, 'requireServerPermission'>;
  accounts: Pick<AccountService, 'findById' | 'findByEmail'>;
  mail: Pick<MailService, 'sendInvitation'>;
  limits: RateLimits;
  clock: Clock;
  transactions: UnitOfWork;
  appUrl: string;
  mailDomain: string;
  signUpPolicy: SignUpPolicy;
  serverName: ServerNameOf;
}) {
  const { repo, access, accounts, clock } = deps;
  const linkOf = (token: string) => `${deps.appUrl}${appPath('join', { token })}`;

  function checkAddress(value: string): string {
    const email = normalizeIdentifier(value);
    const issue = checkEmail(email, deps.mailDomain);
    if (issue) throw emailRefusal(issue.code, issue.params);
    return email;
  }

  async function findUsable(token: string): Promise<InvitationWithCreator> {
    if (deps.signUpPolicy === 'closed') throw new AppError('sign_up_closed');
    const invitation = await repo.findUsable(sha256(token), clock.now().toISOString());
    if (!invitation) throw new AppError('invitation_invalid');
    return invitation;
  }

  /** Refuses a sign-up's token before any work: not usable, or for another address. */
  async function check(token: string, email: string): Promise<InvitationWithCreator> {
    const invitation = await findUsable(token);
    if (invitation.email !== null && invitation.email !== normalizeIdentifier(email)) {
      throw emailRefusal('invitation_other_email');
    }
    return invitation;
  }

  async function present(id: number): Promise<Invitation> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('not_found');
    return presentInvitation(row, clock.now());
  }

  return {
    async create(by: ServerActor, input: z.output<typeof ZNewInvitation>): Promise<CreatedInvitation> {
      await access.requireServerPermission(by, 'invitation.manage');
      // A link that could let nobody in would only mislead the person it is sent to.
      if (deps.signUpPolicy === 'closed') throw new AppError('sign_up_closed');
      const email = input.email ? checkAddress(input.email) : null;
      if (email && (await accounts.findByEmail(email))) throw emailRefusal('email_taken');
      await deps.limits.take([
        { key: `invitations-by:${by}`, max: INVITATION_LIMITS.perOperatorHour, windowMinutes: 60 },
      ]);
      const token = randomToken();
      const now = clock.now();
      return deps.transactions.run(async () => {
        const row = await repo.insert({
          token_hash: sha256(token),
          created_by: by === 'terminal' ? null : by,
          email,
          plan: input.plan,
          note: input.note,
          max_uses: email ? 1 : input.maxUses,
          expires_at: addDays(now, input.expiresInDays).toISOString(),
          revoked_at: null,
          created_at: now.toISOString(),
        });
        const inviter = by === 'terminal' ? undefined : await accounts.findById(by);
        const server = (await deps.serverName()) ?? new URL(deps.appUrl).host;
        if (email) {
          // In the inviter's language: nobody's is known for an address without an account. From
          // the terminal, the server itself invites.
          await deps.mail.sendInvitation(
            { email, locale: inviter ? languageOf(inviter) : DEFAULT_LOCALE },
            {
              inviter: inviter ? presentPerson(inviter).displayName : server,
              server,
              link: linkOf(token),
              expiresAt: new Date(row.expires_at),
            },
          );
        }
        return { ...(await present(row.id)), link: linkOf(token) };
      });
    },

    async list(by: ServerActor, cursor: string | undefined): Promise<InvitationPage> {
      await access.requireServerPermission(by, 'invitation.manage');
      const before = decodeNumberCursor(cursor, 1)?.[0] ?? null;
      const limit = INVITATION_LIMITS.pageSize;
      const rows = await repo.list(before, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const now = clock.now();
      return {
        invitations: page.map((row) => presentInvitation(row, now)),
        nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
      };
    },

    async revoke(by: ServerActor, id: number): Promise<Invitation> {
      await access.requireServerPermission(by, 'invitation.manage');
      if (!(await repo.revoke(id, clock.now().toISOString()))) throw new AppError('not_found');
      return present(id);
    },

    /** What a link offers, before signing up with it; looked at so many times per address. */
    async preview(token: string, clientAddress: string): Promise<JoinPreview> {
      await deps.limits.take([
        { key: `invitation-preview:${clientAddress}`, max: INVITATION_LIMITS.previewsPerAddress, windowMinutes: 10 },
      ]);
      const invitation = await findUsable(token);
      const inviter = creatorOf(invitation);
      return {
        inviter: inviter ? { displayName: inviter.displayName } : null,
        server: { name: await deps.serverName(), url: deps.appUrl },
        email: invitation.email,
        plan: invitation.plan,
        expiresAt: invitation.expires_at,
      };
    },

    check,

    /**
     * Counts a sign-up with the token, in the sign-up's transaction: the plan it gives, and whether
     * it proves the address (it was made for that address alone, and its link mailed there).
     */
    async redeem(token: string, email: string): Promise<{ plan: Tier; provesAddress: boolean }> {
      const invitation = await check(token, email);
      if (!(await repo.claimUse(invitation.id, clock.now().toISOString()))) throw new AppError('invitation_invalid');
      return { plan: invitation.plan, provesAddress: invitation.email !== null };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
