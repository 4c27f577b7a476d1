import { z } from 'zod';

/**
 * Photos by mail (spec sections 1, 3, 4). Mail to `<username>@<MAIL_DOMAIN>` arrives over SMTP (or
 * POST /api/inbound-mail with the operator's shared secret). While the email shield is on, a new
 * sender's photos are held: the owner gets a `sender_awaiting_approval` notification whose params
 * carry `heldMailId`, `sender` and `count`, and answers with
 * - POST /api/v3/held-mails/{id}/approve → {success}: the sender joins the allow-list, the photos are imported;
 * - POST /api/v3/held-mails/{id}/deny    → {success}: the photos are discarded, the sender is blocked.
 * GET /api/v3/held-mails lists those still waiting.
 */
export const ZHeldMail = z.object({
  id: z.number().int(),
  sender: z.string(),
  subject: z.string(),
  photoCount: z.number().int(),
  receivedAt: z.string(),
});
export type HeldMail = z.infer<typeof ZHeldMail>;
export const ZHeldMails = z.object({ heldMails: z.array(ZHeldMail) });
export type HeldMails = z.infer<typeof ZHeldMails>;
