import { z } from 'zod';
import { ZCapabilities } from './capabilities.ts';
import { SIGN_UP_POLICIES, ZInvitationToken } from './invitations.ts';
import { LOCALES } from './locales.ts';

/**
 * Request and answer shapes of the calls of spec section 7 and DESIGN.md section 4. The server
 * validates with them, the web app types with them, the OpenAPI document is generated from them.
 * Form fields are strings: they arrive form-encoded or multipart, exactly as the spec writes.
 */
const text = z.string().default('');

export const ZSuccess = z.object({ success: z.literal(true) });

/** A page of a list: after `cursor` (from the page before), at most `limit` rows. */
export const ZPageQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZLoginForm = z.object({ email: text, password: text });
export type LoginForm = z.infer<typeof ZLoginForm>;

export const ZExistsForm = z.object({ email: z.string().optional(), username: z.string().optional() });
export const ZExistsAnswer = z.object({ email: z.boolean().optional(), username: z.boolean().optional() });
export type ExistsAnswer = z.infer<typeof ZExistsAnswer>;

/** Sign-up payload (spec section 3): the username arrives with the product mail domain appended. */
export const ZSignUpForm = z.object({
  username: text,
  password: text,
  firstName: text,
  lastName: text,
  country: text,
  email: text,
  token: text,
  language: z.enum(LOCALES).optional(),
  /** Ours: the token of an invitation link (/join/<token>), which may carry the new account's plan. */
  invitation: ZInvitationToken.optional(),
});
export type SignUpForm = z.infer<typeof ZSignUpForm>;

export const ZPasswordRetrievalForm = z.object({ email: text });
export const ZResetValidateForm = z.object({ token: text });
export const ZResetPasswordForm = z.object({ token: text, password: text, password_confirm: text });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZIsLoggedIn = z.object({ isLoggedIn: z.boolean() });
export type IsLoggedIn = z.infer<typeof ZIsLoggedIn>;

export const ZFeatures = z.object({ config: z.object({ video_storage_base: z.number() }) });
export type Features = z.infer<typeof ZFeatures>;

export const ZSubscriptionStatus = z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']);
export const ZSubscription = z.object({
  name: z.string(),
  plan: z.object({
    name: z.string(),
    price: z.number(),
    currency: z.string(),
    frequency: z.enum(['quarterly', 'monthly', 'annual']),
  }),
  status: ZSubscriptionStatus,
  trialStartDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;
export const ZSubscriptions = z.object({ data: z.array(ZSubscription) });
export type Subscriptions = z.infer<typeof ZSubscriptions>;

export const ZProfile = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Ours: the login address was proved by its mailed link. */
  email_confirmed: z.boolean(),
  /** Ours: a new login address waiting for its link; `email` stays until it is opened. */
  pending_email: z.string().nullable(),
  contact_email: z.string(),
  country: z.string(),
  product_email: z.string(),
  language: z.enum(LOCALES),
  avatar: z.string().nullable(),
  stats: z.object({ video_storage_used: z.number() }),
  /** Ours: how the person stands on the server as a whole; owners and operators reach the console. */
  server_role: z.enum(['owner', 'operator']).nullable(),
});
export type Profile = z.infer<typeof ZProfile>;

/** PUT v3/users/settings: each field optional, only what is sent changes. */
export const ZUserSettings = z.object({ language: z.enum(LOCALES).optional() });
export type UserSettings = z.infer<typeof ZUserSettings>;

/** Which captcha the sign-up page shows; ALTCHA fetches its challenge from `challengeUrl`. */
export const ZCaptchaConfig = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  siteKey: z.string().optional(),
  challengeUrl: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof ZCaptchaConfig>;

/** GET v3/app-config (ours, public): what the web app needs before anyone signs in. */
export const ZAppConfig = z.object({
  mailDomain: z.string(),
  captcha: ZCaptchaConfig,
  version: z.string(),
  /** The operator's shop (SHOP_URL); null: there is none, and the app offers none. */
  shop: z.object({ signOutUrl: z.string() }).nullable(),
  /**
   * Who may sign up now (SIGNUP): `open` also while the server has no account yet, since its first
   * one, the owner's, may always be made.
   */
  signUp: z.enum(SIGN_UP_POLICIES),
  capabilities: ZCapabilities,
});
export type AppConfig = z.infer<typeof ZAppConfig>;

/** POST v3/shop/sso (ours): where the browser goes to be signed in to the shop, a one-use token in it. */
export const ZShopSignIn = z.object({ url: z.string() });
export type ShopSignIn = z.infer<typeof ZShopSignIn>;
