import { checkEmail, type Issue } from '@kinframe/contract';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountService } from './account.service.ts';

/** Who an invitee string names: an account, or an address nobody has signed up with yet. */
export type Invitee = { user: UserRow; email: string | null } | { user: undefined; email: string };

/**
 * Reads what a person typed to invite someone (to an album, as a friend): a username, a product
 * address (`<username>@<mail domain>`) or an email. An email keeps the address typed (lower-cased);
 * it names an account only once that account proved the address, since anyone may sign up with any
 * address: until then the invitation is mailed, and its link or the later proof binds it. A username
 * that names nobody, or a malformed address, is an issue.
 */
export async function resolveInvitee(
  value: string,
  deps: { accounts: Pick<AccountService, 'findByEmail' | 'findByLogin'>; mailDomain: string },
): Promise<Invitee | Issue> {
  const text = value.trim().toLowerCase();
  const productSuffix = `@${deps.mailDomain}`;
  if (text.includes('@') && !text.endsWith(productSuffix)) {
    const issue = checkEmail(text, deps.mailDomain);
    if (issue) return issue;
    const user = await deps.accounts.findByEmail(text);
    return user?.email_confirmed_at ? { user, email: text } : { user: undefined, email: text };
  }
  const username = text.endsWith(productSuffix) ? text.slice(0, -productSuffix.length) : text;
  const user = username.includes('@') ? undefined : await deps.accounts.findByLogin(username);
  if (!user || user.username !== username) return { code: 'user_not_found' };
  return { user, email: null };
}

export function isIssue(value: Invitee | Issue): value is Issue {
  return 'code' in value;
}
