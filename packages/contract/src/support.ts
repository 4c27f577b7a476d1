import { z } from 'zod';
import { CONTACT_LIMITS } from './billing.ts';
import { FRAME_STATES } from './frames.ts';

/**
 * Hub > Support: a person's requests to the operator (tickets). Each request and follow-up is mailed
 * to CONTACT_EMAIL with a Reply-To unique to the ticket; the operator's reply to it comes back
 * through the inbound mail receiver and shows in the ticket. Requests and follow-ups share the
 * contact form's hourly limit (CONTACT_LIMITS.perHour): each one sends the operator a mail.
 */
export const SUPPORT_LIMITS = {
  subjectMax: CONTACT_LIMITS.subjectMax,
  messageMax: CONTACT_LIMITS.messageMax,
  perHour: CONTACT_LIMITS.perHour,
  /** Messages one ticket holds (both sides); past it, a new request is the way on. */
  messagesPerTicket: 200,
  framesListed: 50,
} as const;

export const SUPPORT_TICKET_STATES = ['open', 'answered'] as const;
export type SupportTicketState = (typeof SUPPORT_TICKET_STATES)[number];

/**
 * What the person saw listed under "Include diagnostic details" and agreed to send: the web app's
 * version, their browser, and their frames as the frames list knows them.
 */
export const ZSupportDiagnostics = z.object({
  appVersion: z.string().trim().min(1).max(40),
  userAgent: z.string().trim().max(400),
  frames: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        state: z.enum(FRAME_STATES),
        playerVersion: z.string().trim().max(40).nullable(),
      }),
    )
    .max(SUPPORT_LIMITS.framesListed),
});
export type SupportDiagnostics = z.infer<typeof ZSupportDiagnostics>;

const supportMessage = z.string().trim().min(1).max(SUPPORT_LIMITS.messageMax);

/** POST v3/support/tickets: a new request; `diagnostics` only when the person agreed to send them. */
export const ZSupportRequest = z.object({
  subject: z.string().trim().min(1).max(SUPPORT_LIMITS.subjectMax),
  message: supportMessage,
  diagnostics: ZSupportDiagnostics.optional(),
});
export type SupportRequest = z.infer<typeof ZSupportRequest>;

/** POST v3/support/tickets/{id}/messages: a follow-up. */
export const ZSupportFollowUp = z.object({ message: supportMessage });
export type SupportFollowUp = z.infer<typeof ZSupportFollowUp>;

export const ZSupportTicketSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** `answered` once the operator replied last; a follow-up opens it again. */
  state: z.enum(SUPPORT_TICKET_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicketSummary = z.infer<typeof ZSupportTicketSummary>;

export const ZSupportTicketQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SupportTicketQuery = z.infer<typeof ZSupportTicketQuery>;

/** GET v3/support/tickets: the person's requests, the most recently active first. */
export const ZSupportTicketPage = z.object({
  tickets: z.array(ZSupportTicketSummary),
  nextCursor: z.string().nullable(),
});
export type SupportTicketPage = z.infer<typeof ZSupportTicketPage>;

export const ZSupportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['person', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof ZSupportMessage>;

/** GET v3/support/tickets/{id}: the request and its conversation, oldest message first. */
export const ZSupportTicket = ZSupportTicketSummary.extend({ messages: z.array(ZSupportMessage) });
export type SupportTicket = z.infer<typeof ZSupportTicket>;
