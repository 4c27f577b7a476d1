import { z } from 'zod';

/**
 * Photos by mail (spec sections 1, 3, 4). Mail to `<username>@<MAIL_DOMAIN>` arrives over SMTP (or
 * POST /api/inbound-mail with the operator's shared secret). While the email shield is on, a new
 * sender's photos are held: the owner gets a `sender_awaiting_approval` notification whose params
 * carry `heldMailId`, `sender` and `count`, and answers with
 * - POST /api/v3/held-mails/{id}/approve → {success}: the sender joins the allow-list, the photos are imported;
 * - POST /api/v3/held-mails/{id}/deny    → {success}: the photos are discarded, the sender is blocked.
 * GET /api/v3/held-mails lists those still waiting. An approved sender skips the wait only when the
 * mail proves it comes from them (DMARC-aligned SPF or DKIM); otherwise it is held with the reason
 * `unproved` (a `mail_unproved` notification), and denying it discards that mail without blocking
 * the sender, whose address someone else may have forged.
 */
export const HELD_MAIL_REASONS = ['new_sender', 'unproved'] as const;
export type HeldMailReason = (typeof HELD_MAIL_REASONS)[number];

export const ZHeldMail = z.object({
  id: z.number().int(),
  sender: z.string(),
  reason: z.enum(HELD_MAIL_REASONS),
  subject: z.string(),
  photoCount: z.number().int(),
  receivedAt: z.string(),
});
export type HeldMail = z.infer<typeof ZHeldMail>;
/** GET held-mails?cursor&limit: newest first; nextCursor null on the last page. */
export const ZHeldMails = z.object({ heldMails: z.array(ZHeldMail), nextCursor: z.string().nullable() });
export type HeldMails = z.infer<typeof ZHeldMails>;
export type HeldMailPage = HeldMails;
export const ZHeldMailQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * POST /api/inbound-mail?to=<address>[&to=...]&from=<address> with a raw MIME message as the body
 * (`Authorization: Bearer <INBOUND_MAIL_SECRET>`), for operators who receive mail through a
 * provider's webhook. `from` defaults to the message's From header. The same rules as over SMTP:
 * 200 `{accepted: true, recipients}`; a refusal answers its status (404 no such recipient, 413
 * too large or too many pictures, 429 too many from this sender) with `{accepted: false, reason}`.
 */
export const ZInboundMailQuery = z.object({
  to: z.union([z.string(), z.array(z.string())]).transform((to) => (Array.isArray(to) ? to : [to])),
  from: z.string().optional(),
});
export const ZInboundMailAnswer = z.object({
  accepted: z.boolean(),
  recipients: z.number().int().optional(),
  reason: z.string().optional(),
});
export type InboundMailAnswer = z.infer<typeof ZInboundMailAnswer>;
