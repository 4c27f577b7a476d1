import type { AppContext } from '../../context.ts';
import { createBillingProvider } from '../../infra/billing/index.ts';
import { presentPerson } from '../account/account.presenters.ts';
import type { createAccountService } from '../account/account.service.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { createLibraryService } from '../library/library.service.ts';
import type { createMailService } from '../mail/mail.service.ts';
import { createOperatorMailLimit } from '../mail/operator-mail-limit.ts';
import type { createBillingRepo } from './billing.repo.ts';
import type { createBillingService } from './billing.service.ts';
import { createContactService } from './contact.service.ts';
import { createMembershipRepo } from './membership.repo.ts';
import { createMembershipService } from './membership.service.ts';
import { createPaymentsService } from './payments.service.ts';

/** Paying for Plus (the provider the configuration names), the membership screen and the contact form. */
export function createBillingModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    repo: ReturnType<typeof createBillingRepo>;
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    library: ReturnType<typeof createLibraryService>;
  },
) {
  const { config, db, clock } = context;
  const provider = createBillingProvider(config.billing);
  const contact = createContactService({
    limit: createOperatorMailLimit(context.rateLimits),
    billing: deps.billing,
    accounts: deps.accounts,
    mail: deps.mail,
    contactEmail: config.contactEmail,
  });
  const payments = createPaymentsService({
    repo: deps.repo,
    billing: deps.billing,
    provider,
    accounts: deps.accounts,
    clock,
    appUrl: config.appUrl,
    isContactAvailable: contact.isAvailable,
    operator: config.operator,
    ownerName: async () => {
      const owner = await deps.accounts.findOwner();
      return owner ? presentPerson(owner).displayName : null;
    },
  });
  const membership = createMembershipService({
    repo: createMembershipRepo(db),
    billing: deps.billing,
    provider: provider.name,
    videoStorage: (userId) => deps.library.videoStorage(userId),
  });
  deps.declareErasure({ module: 'billing', phase: 'payments', erase: (userId) => payments.endSubscriptionOf(userId) });
  return { payments, membership, contact };
}
