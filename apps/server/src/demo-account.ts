import { AppError } from './app-error.ts';
import type { Config } from './infra/config.ts';
import { randomToken } from './infra/security/tokens.ts';
import type { Services } from './services.ts';

export const DEMO_ACCOUNT = { email: 'demo@example.com', username: 'demo' } as const;

/**
 * On the very first start of a development install, a Plus account to log in with, so a newcomer
 * sees the real app at once. Being the first account, it is the server's owner (an operator), so
 * the operator's screens (invitations, moderation) are there to see too. Returns its login, or null
 * when there was nothing to do.
 */
export async function ensureDemoAccount(
  services: Services,
  config: Pick<Config, 'isProduction'>,
): Promise<{ email: string; username: string; password: string } | null> {
  if (config.isProduction || (await services.accounts.hasAnyAccount())) return null;
  // Random, yet meets the password rules: upper and lower case, symbols.
  const password = `Demo-${randomToken(12)}!`;
  try {
    // The first account: the server's owner, an operator with Plus.
    await services.auth.createAccount({ ...DEMO_ACCOUNT, password, firstName: 'Demo', lastName: 'User' }, 'plus');
  } catch (error) {
    // Another process starting at the same moment made it first.
    if (error instanceof AppError) return null;
    throw error;
  }
  return { ...DEMO_ACCOUNT, password };
}
