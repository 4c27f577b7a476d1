import {
  DEFAULT_LOCALE,
  isLocale,
  SUPPORT_LIMITS,
  type SupportDiagnostics,
  type SupportRequest,
  type SupportTicket,
  type SupportTicketPage,
  type SupportTicketQuery,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { deriveKey, hmac, sha256 } from '../../infra/security/tokens.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OperatorMailLimit } from '../mail/operator-mail-limit.ts';
import { replyText } from './reply-text.ts';
import type { SupportRepo } from './support.repo.ts';

interface Sender {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_email: string;
  language: string;
}

/** The local part of a ticket's address: `support+<token>`. Usernames cannot hold '+', so it is free. */
const SUPPORT_ADDRESS = /^support\+([0-9a-f]{32})$/;

/** What became of an operator's reply mail. */
export type OperatorReplyResult =
  | 'stored'
  | 'duplicate'
  | 'unknown_ticket'
  | 'not_operator'
  | 'not_authentic'
  | 'empty'
  | 'full';

/**
 * Hub > Support: a person's requests to the operator. Each request and follow-up is mailed to
 * CONTACT_EMAIL (within the hourly budget the contact form shares) with `Reply-To:
 * support+<token>@MAIL_DOMAIN`, the ticket's own address; the operator answers by replying, the
 * inbound mail receiver hands the reply here, and it joins the conversation. The token is an HMAC of
 * the ticket under the server's secret (the same for every mail of the ticket, unguessable without
 * the secret); the database keeps only its hash, to find the ticket by.
 */
export function createSupportService(deps: {
  repo: SupportRepo;
  limit: OperatorMailLimit;
  accounts: { findById(id: number): Promise<Sender | undefined> };
  billing: { currentPlan(userId: number): Promise<{ planName: string }> };
  mail: Pick<MailService, 'sendSupportRequest'>;
  /** Answers stored (modules/events.ts): the ticket's author hears of them. */
  publish: Publish;
  transactions: UnitOfWork;
  clock: Clock;
  contactEmail: string | null;
  mailDomain: string;
  secret: string;
}) {
  const { repo, clock, contactEmail } = deps;
  const tokenKey = deriveKey(deps.secret, 'support-reply');
  const tokenOfTicket = (ticketId: number) =>
    Buffer.from(hmac(tokenKey, `ticket:${ticketId}`), 'base64url')
      .subarray(0, 16)
      .toString('hex');
  const addressOf = (ticketId: number) => `support+${tokenOfTicket(ticketId)}@${deps.mailDomain}`;

  async function present(ticket: {
    id: number;
    subject: string;
    state: 'open' | 'answered';
    created_at: string;
    updated_at: string;
  }): Promise<SupportTicket> {
    const messages = await repo.messagesOf(ticket.id, SUPPORT_LIMITS.messagesPerTicket);
    return {
      ...summary(ticket),
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author,
        body: message.body,
        createdAt: message.created_at,
      })),
    };
  }

  function summary(ticket: {
    id: number;
    subject: string;
    state: 'open' | 'answered';
    created_at: string;
    updated_at: string;
  }) {
    return {
      id: ticket.id,
      subject: ticket.subject,
      state: ticket.state,
      createdAt: ticket.created_at,
      updatedAt: ticket.updated_at,
    };
  }

  /** Mails a request or a follow-up to the operator, counted against the person's hourly budget. */
  async function mailOperator(
    userId: number,
    ticket: { id: number; subject: string },
    message: string,
    diagnostics: SupportDiagnostics | null,
    isFollowUp: boolean,
  ): Promise<void> {
    if (contactEmail === null) throw new AppError('contact_unavailable');
    const sender = await deps.accounts.findById(userId);
    if (!sender) throw new AppError('not_found');
    await deps.limit.take(userId);
    const plan = await deps.billing.currentPlan(userId);
    await deps.mail.sendSupportRequest({
      to: contactEmail,
      replyTo: addressOf(ticket.id),
      locale: isLocale(sender.language) ? sender.language : DEFAULT_LOCALE,
      ticket: ticket.id,
      subject: ticket.subject,
      isFollowUp,
      sender: {
        name: `${sender.first_name} ${sender.last_name}`.trim() || sender.username,
        username: sender.username,
        // The login address: the contact address is set without proof, so anyone could be named there.
        email: sender.email,
      },
      plan: plan.planName,
      message,
      diagnostics,
    });
  }

  async function own(userId: number, ticketId: number) {
    const ticket = await repo.findOwn(userId, ticketId);
    if (!ticket) throw new AppError('not_found');
    return ticket;
  }

  return {
    isAvailable: contactEmail !== null,

    /** A new request: the ticket, its first message and the mail to the operator, or none of them. */
    async create(userId: number, request: SupportRequest): Promise<SupportTicket> {
      if (contactEmail === null) throw new AppError('contact_unavailable');
      const ticketId = await deps.transactions.run(async () => {
        const now = clock.now().toISOString();
        // A subject is one line: a line break must not reach the mail's header.
        const subject = request.subject.replace(/\s+/g, ' ').trim();
        // The token needs the ticket's id: a placeholder hash holds the place until it is known.
        const id = await repo.insertTicket({
          user_id: userId,
          subject,
          state: 'open',
          reply_token_hash: `pending:${sha256(`${userId}:${now}:${Math.random()}`)}`,
          created_at: now,
          updated_at: now,
        });
        await repo.setReplyTokenHash(id, sha256(tokenOfTicket(id)));
        await repo.insertMessage(id, { author: 'person', body: request.message, message_id: null, created_at: now });
        await mailOperator(userId, { id, subject }, request.message, request.diagnostics ?? null, false);
        return id;
      });
      return present(await own(userId, ticketId));
    },

    async list(userId: number, query: SupportTicketQuery): Promise<SupportTicketPage> {
      const cursor = decodeCursor(query.cursor, ['string', 'number']);
      const after = cursor ? { updatedAt: cursor[0] as string, id: cursor[1] as number } : null;
      const rows = await repo.listOwn(userId, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        tickets: page.map(summary),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.updated_at, last.id]) : null,
      };
    },

    async read(userId: number, ticketId: number): Promise<SupportTicket> {
      return present(await own(userId, ticketId));
    },

    /** A follow-up: mailed to the operator too; the ticket is open again until they answer. */
    async addMessage(userId: number, ticketId: number, message: string): Promise<SupportTicket> {
      const ticket = await own(userId, ticketId);
      await deps.transactions.run(async () => {
        if ((await repo.countMessages(ticket.id)) >= SUPPORT_LIMITS.messagesPerTicket) {
          throw new AppError('support_ticket_full', { max: SUPPORT_LIMITS.messagesPerTicket });
        }
        const now = clock.now().toISOString();
        await repo.insertMessage(ticket.id, { author: 'person', body: message, message_id: null, created_at: now });
        await repo.setState(ticket.id, 'open', now);
        await mailOperator(userId, ticket, message, null, true);
      });
      return present(await own(userId, ticketId));
    },

    /** The ticket token of a recipient address, when it is a ticket's address (`support+<token>@MAIL_DOMAIN`). */
    tokenOf(address: string): string | null {
      const normalized = address.trim().toLowerCase();
      const suffix = `@${deps.mailDomain}`;
      if (!normalized.endsWith(suffix)) return null;
      return SUPPORT_ADDRESS.exec(normalized.slice(0, -suffix.length))?.[1] ?? null;
    },

    async isTicketToken(token: string): Promise<boolean> {
      return (await repo.findByTokenHash(sha256(token))) !== undefined;
    },

    /**
     * The operator's reply, from the inbound mail receiver: taken only from CONTACT_EMAIL, and only
     * when the mail is proved to come from that domain (DMARC, else aligned SPF or DKIM: a domain
     * that publishes nothing proves nothing, and anyone could write its address in From); stored
     * once per Message-ID, with the quoted history cut. The person is told.
     */
    async receiveOperatorReply(reply: {
      token: string;
      from: string;
      messageId: string | null;
      text: string;
      isAuthentic: () => Promise<boolean>;
    }): Promise<OperatorReplyResult> {
      const ticket = await repo.findByTokenHash(sha256(reply.token));
      if (!ticket) return 'unknown_ticket';
      if (contactEmail === null || reply.from.trim().toLowerCase() !== contactEmail.trim().toLowerCase()) {
        return 'not_operator';
      }
      if (!(await reply.isAuthentic())) return 'not_authentic';
      const messageId = reply.messageId?.trim().slice(0, 300) || null;
      if (messageId !== null && (await repo.hasMessage(ticket.id, messageId))) return 'duplicate';
      const body = replyText(reply.text, SUPPORT_LIMITS.messageMax);
      if (body === '') return 'empty';
      if ((await repo.countMessages(ticket.id)) >= SUPPORT_LIMITS.messagesPerTicket) return 'full';
      const isNew = await deps.transactions.run(async () => {
        const now = clock.now().toISOString();
        if (
          !(await repo.insertMessage(ticket.id, { author: 'operator', body, message_id: messageId, created_at: now }))
        ) {
          return false;
        }
        await repo.setState(ticket.id, 'answered', now);
        return true;
      });
      if (!isNew) return 'duplicate';
      await deps.publish('support.ticket.answered', {
        ticketId: ticket.id,
        userId: ticket.user_id,
        subject: ticket.subject,
      });
      return 'stored';
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
