import type { AppContext } from '../../context.ts';
import { presentPerson } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createInvitationsRepo } from './invitations.repo.ts';
import { createInvitationsService } from './invitations.service.ts';

/** Who may join this server: its owner, and the invitations operators make. */
export function createInvitationsModule(
  context: AppContext,
  deps: { accounts: AccountService; mail: Pick<MailService, 'sendInvitation'> },
) {
  const { config } = context;
  /** The name people know this server by: the operator's, else the owner's. */
  const serverName = async (): Promise<string | null> => {
    if (config.operator.name) return config.operator.name;
    const owner = await deps.accounts.findOwner();
    return owner ? presentPerson(owner).displayName : null;
  };
  const invitations = createInvitationsService({
    repo: createInvitationsRepo(context.db),
    access: context.access,
    accounts: deps.accounts,
    mail: deps.mail,
    limits: context.rateLimits,
    clock: context.clock,
    transactions: context.transactions,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
    signUpPolicy: config.signUp.policy,
    serverName,
  });
  return { invitations };
}
