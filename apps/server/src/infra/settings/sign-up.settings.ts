import { PLAN_TIERS, SIGN_UP_POLICIES, type SignUpPolicy, type Tier } from '@kinframe/contract';
import { z } from 'zod';
import { isLoopbackOnly } from './server.settings.ts';
import type { Settings, SettingValues } from './setting.ts';

/**
 * Who may make an account, and on which plan. Both defaults follow how Plus is had: sold online,
 * the spec's flow (anyone signs up on Lite, the paid plan has its trial); given away by whoever runs
 * the server, a server other machines reach is not left open to strangers, and the people let in get
 * Plus, since nobody could lift a Lite account from the web.
 */
export const SIGN_UP_SETTINGS = {
  SIGNUP: {
    schema: z.enum(SIGN_UP_POLICIES).optional(),
    defaultText: '(unset: `open` with online payment or when HOST is this machine, else `invite`)',
    doc: 'Who may sign up: `open` (anyone, on the sign-up page), `invite` (only with an invitation link an operator made) or `closed` (nobody). The first account can always be made: it becomes the owner (an operator, with Plus). Left unset it is `open` when Plus is sold online (BILLING_PROVIDER=stripe, where a stranger pays for what they use) or when the server listens on this machine alone (as `npm start` does, HOST=localhost), and `invite` when other machines reach it and Plus is given away: anyone who found the address could otherwise take Plus at no cost.',
  },
  NEW_ACCOUNT_PLAN: {
    schema: z.enum(PLAN_TIERS).optional(),
    defaultText: '(unset: `lite` with online payment, else `plus`)',
    doc: 'The plan of a new account: `plus` or `lite`; an invitation link names its own. Left unset it is `lite` when Plus is sold online (people start the 7-day trial from the subscribe page) and `plus` otherwise, since without online payment a Lite account waits on the operator.',
  },
} satisfies Settings;

type SignUpValues = SettingValues<typeof SIGN_UP_SETTINGS> & { HOST: string; BILLING_PROVIDER: string };

export function readSignUpConfig(values: SignUpValues): { policy: SignUpPolicy; newAccountPlan: Tier } {
  const sellsPlus = values.BILLING_PROVIDER !== 'none';
  return {
    policy: values.SIGNUP ?? (sellsPlus || isLoopbackOnly(values.HOST) ? 'open' : 'invite'),
    newAccountPlan: values.NEW_ACCOUNT_PLAN ?? (sellsPlus ? 'lite' : 'plus'),
  };
}
