import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { plainString } from './plain-text.ts';

/**
 * Who may sign up on this server, and invitations to it. JSON under /api/v3/:
 * - GET invitations?cursor        operators: InvitationPage, newest first
 * - POST invitations              operators: NewInvitation → CreatedInvitation (its link, shown once)
 * - POST invitations/{id}/revoke  operators: → Invitation
 * - POST join                     anyone holding a link: JoinRequest → JoinPreview
 * Everyone but an operator gets 404 from the first three. Sign-up (POST v3/users/) takes the link's
 * token as `invitation`.
 */

/**
 * `open`: anyone may sign up (spec section 2's sign-up); `invite`: only with an invitation link;
 * `closed`: nobody. The first account of a server may always be made: it becomes the owner.
 */
export const SIGN_UP_POLICIES = ['open', 'invite', 'closed'] as const;
export type SignUpPolicy = (typeof SIGN_UP_POLICIES)[number];

export const PLAN_TIERS = ['plus', 'lite'] as const;

export const INVITATION_LIMITS = {
  /** The operator's own words on an invitation ("For grandma"), never shown to the invitee. */
  noteMax: 100,
  /** How many accounts one link may make at most. */
  maxUses: 100,
  /** The longest an invitation stays open, in days, and what the form offers first. */
  maxDays: 90,
  defaultDays: 14,
  pageSize: 50,
  /** Invitations one operator may make an hour (each may mail someone). */
  perOperatorHour: 30,
  /** Links one client address may look at in 10 minutes. */
  previewsPerAddress: 60,
  /** A token is 43 characters; anything much longer is not one. */
  tokenMax: 200,
} as const;

export const INVITATION_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** POST invitations. No `email`: a link for anyone holding it. */
export const ZNewInvitation = z
  .object({
    email: z.string().trim().max(LIMITS.email.max).optional(),
    plan: z.enum(PLAN_TIERS),
    maxUses: z.number().int().min(1).max(INVITATION_LIMITS.maxUses).default(1),
    expiresInDays: z.number().int().min(1).max(INVITATION_LIMITS.maxDays).default(INVITATION_LIMITS.defaultDays),
    note: plainString().trim().max(INVITATION_LIMITS.noteMax).default(''),
  })
  .strict();
export type NewInvitation = z.input<typeof ZNewInvitation>;

export const ZInvitation = z.object({
  id: z.number().int(),
  /** The one address that may sign up with it; null: anyone holding the link. */
  email: z.string().nullable(),
  plan: z.enum(PLAN_TIERS),
  note: z.string(),
  maxUses: z.number().int(),
  useCount: z.number().int(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The operator who made it; null once their account is gone. */
  createdBy: z.object({ username: z.string(), displayName: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof ZInvitation>;

/** The invitation just made, with its link: only a hash of the link's token is kept, so this is the one time it is told. */
export const ZCreatedInvitation = ZInvitation.extend({ link: z.string() });
export type CreatedInvitation = z.infer<typeof ZCreatedInvitation>;

export const ZInvitationQuery = z.object({ cursor: z.string().optional() });
export const ZInvitationPage = z.object({ invitations: z.array(ZInvitation), nextCursor: z.string().nullable() });
export type InvitationPage = z.infer<typeof ZInvitationPage>;

export const ZInvitationToken = z.string().min(1).max(INVITATION_LIMITS.tokenMax);

/** POST join: the token of a link, before signing up with it. */
export const ZJoinRequest = z.object({ token: ZInvitationToken }).strict();

/** What a link offers: who invites, to which server, for which address and plan. */
export const ZJoinPreview = z.object({
  /** null when the operator who made it has since left. */
  inviter: z.object({ displayName: z.string() }).nullable(),
  server: z.object({
    /** OPERATOR_NAME, else the owner's name; null when neither is known. */
    name: z.string().nullable(),
    /** The web app's address (APP_URL). */
    url: z.string(),
  }),
  email: z.string().nullable(),
  plan: z.enum(PLAN_TIERS),
  expiresAt: z.string(),
});
export type JoinPreview = z.infer<typeof ZJoinPreview>;
