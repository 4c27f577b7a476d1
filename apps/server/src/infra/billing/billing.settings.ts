import { BILLING_PROVIDERS } from '@kinframe/contract';
import { z } from 'zod';
import {
  httpUrl,
  optionalText,
  type Settings,
  type SettingsCheck,
  type SettingValues,
  trimSlash,
} from '../settings/setting.ts';
import type { StripeSettings } from './stripe.ts';

/** How Plus is paid for. */
export const BILLING_SETTINGS = {
  BILLING_PROVIDER: {
    schema: z.enum(BILLING_PROVIDERS).default('none'),
    doc: 'How Plus is paid for: `stripe` (Checkout with the 7-day trial, customer portal, webhooks at /api/billing/stripe/webhook) or `none` (the operator sets plans with `npm run admin -- plan:set`; Lite users are offered the contact form).',
  },
  STRIPE_SECRET_KEY: {
    schema: optionalText,
    doc: 'Stripe secret API key; required when BILLING_PROVIDER=stripe.',
    secret: true,
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: optionalText,
    doc: 'Signing secret of the Stripe webhook endpoint (`whsec_...`); required when BILLING_PROVIDER=stripe.',
    secret: true,
  },
  STRIPE_PRICE_ID: {
    schema: optionalText,
    doc: 'The Stripe price of Plus (49.99 USD a year); required when BILLING_PROVIDER=stripe.',
  },
  STRIPE_API_BASE: {
    schema: httpUrl('https://api.stripe.com'),
    doc: "Base URL of Stripe's API; tests point it at a local stand-in.",
  },
} satisfies Settings;

type BillingValues = SettingValues<typeof BILLING_SETTINGS>;

export const checkBillingSettings: SettingsCheck<BillingValues> = (values, report) => {
  if (
    values.BILLING_PROVIDER === 'stripe' &&
    !(values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET && values.STRIPE_PRICE_ID)
  ) {
    report('BILLING_PROVIDER', 'stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID');
  }
};

export function readBillingConfig(values: BillingValues) {
  if (values.BILLING_PROVIDER !== 'stripe') return { provider: 'none' as const };
  const stripe: StripeSettings = {
    secretKey: values.STRIPE_SECRET_KEY ?? '',
    webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
    priceId: values.STRIPE_PRICE_ID ?? '',
    apiBase: trimSlash(values.STRIPE_API_BASE),
  };
  return { provider: 'stripe' as const, ...stripe };
}

export type BillingConfig = ReturnType<typeof readBillingConfig>;
