import { INVITATION_LIMITS, type Invitation, ZNewInvitation } from '@kinframe/contract';
import { type Command, CommandError, exactly, plural, table, UsageError, wholeNumber } from './command.ts';

/** The most invitations invitation:list prints, newest first. */
const LISTED_INVITATIONS = 1000;

const CREATE_USAGE = 'invitation:create [--email address] [--plan plus|lite] [--uses 1] [--days 14] [--note text]';

function forWhom(invitation: Invitation): string {
  return invitation.email ?? 'anyone with the link';
}

/**
 * Invitations to sign up, from the terminal: the console's Invitations tab as commands, over the
 * same service. Made here, an invitation names no inviter: the server itself invites.
 */
export const INVITATION_COMMANDS: Record<string, Command> = {
  'invitation:create': {
    usage: CREATE_USAGE,
    help: `make an invitation link: for one address (mailed there) or for anyone holding it (--uses, up to ${INVITATION_LIMITS.maxUses}), open --days days (up to ${INVITATION_LIMITS.maxDays}); prints the link, shown this once`,
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      uses: { type: 'string' },
      days: { type: 'string' },
      note: { type: 'string' },
    },
    async run(services, { positional, values }) {
      exactly(positional, 0, 'invitation:create');
      const parsed = ZNewInvitation.safeParse({
        ...(typeof values.email === 'string' ? { email: values.email } : {}),
        plan: values.plan ?? 'plus',
        ...(values.uses === undefined ? {} : { maxUses: wholeNumber(values.uses, '--uses') }),
        ...(values.days === undefined ? {} : { expiresInDays: wholeNumber(values.days, '--days') }),
        ...(typeof values.note === 'string' ? { note: values.note } : {}),
      });
      if (!parsed.success) {
        const problem = parsed.error.issues[0];
        throw new UsageError(`${CREATE_USAGE}\n${problem?.path.join('.') ?? ''}: ${problem?.message ?? ''}`);
      }
      const invitation = await services.invitations.create('terminal', parsed.data);
      return [
        `Invitation ${invitation.id} for ${forWhom(invitation)}, ${invitation.plan === 'plus' ? 'Plus' : 'Lite'}, open until ${invitation.expiresAt}${invitation.email ? ' (mailed there)' : ''}:`,
        invitation.link,
      ].join('\n');
    },
  },
  'invitation:list': {
    usage: 'invitation:list',
    help: 'list the invitations, newest first, with whom each is for, its plan, uses and state',
    async run(services, { positional }) {
      exactly(positional, 0, 'invitation:list');
      const invitations: Invitation[] = [];
      let cursor: string | undefined;
      do {
        const page = await services.invitations.list('terminal', cursor);
        invitations.push(...page.invitations);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && invitations.length < LISTED_INVITATIONS);
      const rows = [
        ['ID', 'FOR', 'PLAN', 'USES', 'STATE', 'OPEN UNTIL', 'NOTE'],
        ...invitations.map((invitation) => [
          String(invitation.id),
          forWhom(invitation),
          invitation.plan,
          `${invitation.useCount}/${invitation.maxUses}`,
          invitation.state,
          invitation.expiresAt,
          invitation.note,
        ]),
      ];
      return [...table(rows), plural(invitations.length, 'invitation')].join('\n');
    },
  },
  'invitation:revoke': {
    usage: 'invitation:revoke <id>',
    help: 'withdraw an invitation: nobody joins with its link any more (accounts made with it stay)',
    async run(services, { positional }) {
      const [idText = ''] = exactly(positional, 1, 'invitation:revoke <id>');
      const id = wholeNumber(idText, 'The id');
      const invitation = await services.invitations.revoke('terminal', id).catch(() => {
        throw new CommandError(`No open invitation ${id}.`);
      });
      return `Invitation ${invitation.id} for ${forWhom(invitation)} is withdrawn.`;
    },
  },
};
