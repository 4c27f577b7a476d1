import { type ContactForm, DEFAULT_LOCALE, isLocale, type Locale } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { OperatorMailLimit } from '../mail/operator-mail-limit.ts';
import type { BillingService } from './billing.service.ts';

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
 * contact the provider to upgrade, and this is how. The message is mailed to CONTACT_EMAIL, within
 * the hourly budget of mails to the operator it shares with Hub > Support.
 */
export function createContactService(deps: {
  limit: OperatorMailLimit;
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
  contactEmail: string | null;
}) {
  const { contactEmail } = deps;

  return {
    isAvailable: contactEmail !== null,

    async send(userId: number, form: ContactForm): Promise<void> {
      if (contactEmail === null) throw new AppError('contact_unavailable');
      const sender = await deps.accounts.findById(userId);
      if (!sender) throw new AppError('not_found');
      await deps.limit.take(userId);
      const plan = await deps.billing.currentPlan(userId);
      await deps.mail.sendContactMessage(contactEmail, {
        locale: isLocale(sender.language) ? sender.language : DEFAULT_LOCALE,
        sender: {
          name: `${sender.first_name} ${sender.last_name}`.trim() || sender.username,
          username: sender.username,
          // The login address: the contact address is set without proof, so anyone could be named there.
          email: sender.email,
        },
        plan: plan.planName,
        // A subject is one line: a line break must not reach the mail's header.
        subject: form.subject?.replace(/\s+/g, ' ').trim() || null,
        message: form.message,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
