import { CONTACT_LIMITS, type ContactForm, DEFAULT_LOCALE, isLocale, type Locale } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { BillingService } from './billing.service.ts';
import type { ContactRepo } from './contact.repo.ts';

interface Sender {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_email: string;
  language: string;
}

/**
 * The contact-us form (spec section 2): on a server without online payment, Lite users are told to
 * contact the provider to upgrade, and this is how. The message is mailed to CONTACT_EMAIL; each
 * account may send CONTACT_LIMITS.perHour an hour, counted in the database so every process agrees.
 */
export function createContactService(deps: {
  repo: ContactRepo;
  billing: BillingService;
  accounts: { findById(id: number): Promise<Sender | undefined> };
  mail: {
    sendContactMessage(
      operatorEmail: string,
      message: {
        locale: Locale;
        sender: { name: string; username: string; email: string };
        plan: string;
        subject: string | null;
        message: string;
      },
    ): Promise<void>;
  };
  clock: Clock;
  contactEmail: string | null;
}) {
  const { repo, clock, contactEmail } = deps;

  return {
    isAvailable: contactEmail !== null,

    async send(userId: number, form: ContactForm): Promise<void> {
      if (contactEmail === null) throw new AppError('contact_unavailable');
      const sender = await deps.accounts.findById(userId);
      if (!sender) throw new AppError('not_found');
      const now = clock.now();
      const hourAgo = addMinutes(now, -60).toISOString();
      if ((await repo.countSentSince(userId, hourAgo)) >= CONTACT_LIMITS.perHour) {
        throw new AppError('contact_throttled', { max: CONTACT_LIMITS.perHour });
      }
      // Counted before sending: a mail server that fails after accepting must not lift the limit.
      await repo.recordSent(userId, now.toISOString());
      const plan = await deps.billing.currentPlan(userId);
      await deps.mail.sendContactMessage(contactEmail, {
        locale: isLocale(sender.language) ? sender.language : DEFAULT_LOCALE,
        sender: {
          name: `${sender.first_name} ${sender.last_name}`.trim() || sender.username,
          username: sender.username,
          email: sender.contact_email || sender.email,
        },
        plan: plan.planName,
        // A subject is one line: a line break must not reach the mail's header.
        subject: form.subject?.replace(/\s+/g, ' ').trim() || null,
        message: form.message,
      });
      await repo.deleteSentBefore(hourAgo);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
