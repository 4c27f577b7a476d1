import { z } from 'zod';
import { ZSubscription, ZSubscriptionStatus } from './api.ts';
import type { Capabilities, ConnectedAlbumProvider } from './capabilities.ts';
import { ZVideoStorage } from './library.ts';
import { LIMITS, PLUS_PRICE } from './limits.ts';

/**
 * Billing (spec sections 1, 2, 3, 4 and 9; DESIGN.md sections 3 and 4): the membership screen, the
 * Plus trial offer, Stripe Checkout and customer portal, and the contact-us form of servers without
 * online payment. All JSON under /api/v3/, signed in:
 * - GET  membership        → Membership
 * - GET  billing/plans     → BillingPlans (what the plus-trial modal and the subscribe page show)
 * - POST billing/checkout  {returnPath?} → RedirectAnswer: send the browser to `url` (Stripe Checkout)
 * - POST billing/portal    {returnPath?} → RedirectAnswer: send the browser to `url` (Stripe portal)
 * - POST contact           ContactForm → {success: true}: mails the operator
 * The spec's own calls (v3/subscriptions?active=true, v3/features) stay in api.ts.
 */

/** How this server takes payment: `stripe`, or `none` (the operator sets plans; users contact them). */
export const BILLING_PROVIDERS = ['none', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];
export const ZBillingProvider = z.enum(BILLING_PROVIDERS);

export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/**
 * Days a Plus membership keeps working after a payment failed (status `past_due`), while the payment
 * provider retries the card. After them the account is Lite until a payment goes through.
 */
export const PAYMENT_GRACE_DAYS = 7;

/** The contact-us form's bounds, and how many messages one account may send an hour. */
export const CONTACT_LIMITS = { subjectMax: 120, messageMax: 5000, perHour: 5 } as const;

/**
 * What a Plus benefit may stand on beyond Plus itself: `onlinePayment` (the trial is Stripe
 * Checkout's), or one of the server's capabilities (capabilities.ts). Each is read from the server
 * at run time, so no Plus card promises what this Kinframe does not do.
 */
export type BenefitNeed = 'onlinePayment' | keyof Capabilities;

/**
 * The Plus benefits of spec section 1 that Kinframe can give, in the order the spec lists them, with
 * the numbers each text needs and what each stands on. The web app renders `plus.benefits.<key>`
 * with these params, so a limit changes in one place. The spec's shop benefits (warranty, frame
 * launches, discounts on frames and prints) are a frame maker's offers, which no Kinframe setting
 * makes true, so none is promised.
 */
export const PLUS_BENEFITS = [
  { key: 'trial', params: { days: LIMITS.trialDays }, needs: 'onlinePayment' },
  { key: 'videoClips', params: { minutes: LIMITS.videoClipSeconds / 60 } },
  { key: 'videoStorage', params: { gb: LIMITS.videoStorageGb.plus } },
  { key: 'photoStorage', params: {} },
  { key: 'albums', params: {} },
  // Its number is the server's (CONNECTED_ALBUM_MAX_ITEMS), given by offeredBenefits.
  { key: 'connectedAlbums', params: {}, needs: 'connectedAlbums' },
  { key: 'frames', params: { max: LIMITS.framesPerAccount } },
  { key: 'photoEditing', params: {} },
] as const satisfies readonly { key: string; params: Record<string, number>; needs?: BenefitNeed }[];
export type PlusBenefitKey = (typeof PLUS_BENEFITS)[number]['key'];

/** A benefit as a Plus card shows it: its text's key and params, and the providers it names. */
export interface OfferedBenefit {
  key: PlusBenefitKey;
  params: Record<string, number>;
  providers: readonly ConnectedAlbumProvider[];
}

/** The benefits this Kinframe really gives, where Plus is (or is not) paid for online. */
export function offeredBenefits(server: { canPayOnline: boolean; capabilities: Capabilities }): OfferedBenefit[] {
  return PLUS_BENEFITS.flatMap((benefit): OfferedBenefit[] => {
    const needs: BenefitNeed | undefined = 'needs' in benefit ? benefit.needs : undefined;
    if (needs === 'onlinePayment') return server.canPayOnline ? [{ ...benefit, providers: [] }] : [];
    if (needs === 'connectedAlbums') {
      const offer = server.capabilities.connectedAlbums;
      return offer ? [{ key: benefit.key, params: { photos: offer.maxPhotos }, providers: offer.providers }] : [];
    }
    return [{ ...benefit, providers: [] }];
  });
}

export const ZPlan = ZSubscription.shape.plan;
export type Plan = z.infer<typeof ZPlan>;

/**
 * GET v3/membership: everything the membership screen shows, in one call.
 * - `plan`/`status` are the plan the account is on now (tier from the plan's name, spec section 3):
 *   a Lite account (never subscribed, or its paid plan ended) has plan `lite`, price 0; `status` then
 *   tells whether a paid plan ended (`canceled`, `expired`) or there never was one (`active`).
 * - `nextBillingDate`: when the next payment is taken; null when none will be (Lite, or cancelled).
 *   During a trial it is the trial's end, the day the paid plan starts.
 * - `cancelAtPeriodEnd`: cancelled, but Plus until `endDate`; `endDate` is null while it renews.
 * - `canManageBilling`: a Stripe customer exists, so billing/portal can open (cancel, change card).
 */
export const ZMembership = z.object({
  tier: z.enum(['plus', 'lite']),
  provider: ZBillingProvider,
  plan: ZPlan,
  status: ZSubscriptionStatus,
  trialStartDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endDate: z.string().nullable(),
  canManageBilling: z.boolean(),
  usage: z.object({
    /** Plus keeps every photo; the screen says "unlimited photo storage". */
    hasUnlimitedPhotoStorage: z.boolean(),
    /** Shared albums the account owns or is a member of. */
    sharedAlbums: z.number().int(),
    frames: z.object({ count: z.number().int(), max: z.number().int() }),
    videoStorage: ZVideoStorage,
  }),
});
export type Membership = z.infer<typeof ZMembership>;

/**
 * GET v3/billing/plans: the Plus offer for this account.
 * - `trial.isAvailable`: a trial can still start (Stripe only, one trial per account, ever).
 * - `trial.paidPlanStartDate`: the date the paid plan would start if the person subscribed now
 *   (now + trial days with a trial, today without): the plus-trial modal states it.
 * - `contact.isAvailable`: the contact-us form reaches someone (the operator set CONTACT_EMAIL).
 */
export const ZBillingPlans = z.object({
  provider: ZBillingProvider,
  plan: ZPlan,
  trial: z.object({
    days: z.number().int(),
    isAvailable: z.boolean(),
    paidPlanStartDate: z.string(),
  }),
  /**
   * How to ask for Plus without online payment: the contact form when it is set up, else whoever
   * runs this Kinframe, named and reachable as configured (each null when not said), else its
   * owner (the first account made on it) by name: null only when no owner is left.
   */
  contact: z.object({
    isAvailable: z.boolean(),
    operator: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
    owner: z.string().nullable(),
  }),
});
export type BillingPlans = z.infer<typeof ZBillingPlans>;

/** The Plus plan as the server sells it; its name carries tier and frequency (plans.ts). */
export const PLUS_PLAN: Plan = {
  name: 'plus annual',
  price: PLUS_PRICE.amount,
  currency: PLUS_PRICE.currency,
  frequency: PLUS_PRICE.frequency,
};

/**
 * Where the browser comes back to after Stripe, a path inside the web app (default `/account/membership`).
 * The server adds `checkout=success|cancelled` (or `portal=done`) to it.
 */
const ZReturnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'a path inside the app, starting with a single /')
  // Control characters are dropped by URL parsers, so `/\t/evil.example` would become `//evil.example`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters')
  .optional();
// Strict: a body that is not what the call takes is a 400, before the call says payment is off.
export const ZCheckoutRequest = z.object({ returnPath: ZReturnPath }).strict();
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZPortalRequest = z.object({ returnPath: ZReturnPath }).strict();
export type PortalRequest = z.infer<typeof ZPortalRequest>;
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const PORTAL_RESULT_PARAM = 'portal';

/** POST v3/billing/checkout and billing/portal: where to send the browser. */
export const ZRedirectAnswer = z.object({ url: z.string() });
export type RedirectAnswer = z.infer<typeof ZRedirectAnswer>;

/** POST v3/contact: the contact-us modal. The reply goes to the account's contact email. */
export const ZContactForm = z.object({
  subject: z.string().trim().max(CONTACT_LIMITS.subjectMax).optional(),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.messageMax),
});
export type ContactForm = z.infer<typeof ZContactForm>;
