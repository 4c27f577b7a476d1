import { z } from 'zod';
import { ZPageQuery, ZProfile } from './api.ts';
import { LOCALES } from './locales.ts';

/**
 * The account section (spec sections 2, 3, 5, 7; DESIGN.md section 4): profile, password, profile
 * picture, deletion and settings. The spec's own calls keep their paths and encodings:
 * - GET  user/profile/edit/               → Profile (ZProfile, in api.ts)
 * - POST user/profile/edit/ (form)        ProfileEditForm → Profile
 * - GET  v3/avatar                        → Avatar
 * - GET  v3/avatar/upload-policy          → AvatarUploadPolicy; then the browser POSTs (multipart, no
 *                                           credentials) every `fields` entry and then `file` to `url`
 * - POST v3/avatar/activate               AvatarActivation → Avatar
 * - DELETE v3/avatar                      → Avatar (url null)
 * - PUT  v3/users/settings                AccountSettingsChanges → AccountSettings
 * - POST user/email/allow_list/settings/  (form) EmailShieldForm → EmailShield (GET: the same answer)
 * Ours, JSON under /api/v3/users/ (signed in):
 * - GET  v3/users/settings                → AccountSettings
 * - POST v3/users/password                PasswordChangeForm → {success}; other sessions end
 * - POST v3/users/delete                  AccountDeletionForm → {success}; the session cookie is cleared
 * - POST v3/users/email/confirm           EmailConfirmation → Profile; opens a mailed link (spec section
 *                                         5's new-email confirmation, made a proof of the address)
 * - POST v3/users/email/link              → {success}; mails the link again (3 an hour)
 * - DELETE v3/users/email/pending         → Profile; the pending address is dropped
 * - GET  v3/users/email-senders           ?cursor&limit → EmailSenderPage
 * - DELETE v3/users/email-senders/{id}    → {success}
 * Form fields are strings, as they arrive form-encoded.
 */

/**
 * POST user/profile/edit/: the fields of the profile answer a person may change, plus the current
 * password. A field left out stays as it is. `email` is the login email; when it changes,
 * `email_confirm` must repeat it, and it takes effect only once the link mailed to it is opened (it
 * waits as `pending_email`). The username (and so the product email) does not change.
 */
export const ZProfileEditForm = z.object({
  old_password: z.string().default(''),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  country: z.string().optional(),
  email: z.string().optional(),
  email_confirm: z.string().optional(),
  contact_email: z.string().optional(),
});
export type ProfileEditForm = z.infer<typeof ZProfileEditForm>;
export const ZProfileEditAnswer = ZProfile;

/** POST v3/users/email/confirm: the token of the link mailed to the address. */
export const ZEmailConfirmation = z.object({ token: z.string().max(200) });
export type EmailConfirmation = z.infer<typeof ZEmailConfirmation>;

/** POST v3/users/password: the current password, the new one (rules of spec section 5) twice. */
export const ZPasswordChangeForm = z.object({
  old_password: z.string(),
  password: z.string(),
  password_confirm: z.string(),
});
export type PasswordChangeForm = z.infer<typeof ZPasswordChangeForm>;

/** POST v3/users/delete: confirmed with the current password. */
export const ZAccountDeletionForm = z.object({ password: z.string() });
export type AccountDeletionForm = z.infer<typeof ZAccountDeletionForm>;

/** The profile picture: what may be uploaded, and what is kept (a square, metadata stripped). */
export const AVATAR_LIMITS = {
  /** Bytes of the file as uploaded. */
  maxBytes: 10 * 1024 * 1024,
  /** The kept picture is this many pixels on each side, cropped to the middle square. */
  size: 512,
  /** How long an upload policy may be used, from when it was handed out. */
  policyTtlMinutes: 10,
  /** Spec section 5: JPEG, HEIC or PNG only. */
  mimeTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/heif'],
} as const;

/** GET v3/avatar/upload-policy (spec section 3): where and how the browser posts the file. */
export const ZAvatarUploadPolicy = z.object({
  uploadId: z.string(),
  uploadPolicy: z.object({
    /** Absolute (S3) or relative to the site (our own storage endpoint). */
    url: z.string(),
    /** Sent first, each as a multipart field, exactly as given; the file goes last, as `file`. */
    fields: z.record(z.string(), z.string()),
  }),
});
export type AvatarUploadPolicy = z.infer<typeof ZAvatarUploadPolicy>;

export const ZAvatarActivation = z.object({ uploadId: z.string().min(1).max(100) });
export type AvatarActivation = z.infer<typeof ZAvatarActivation>;

/** GET v3/avatar: a signed link to the picture, null when there is none. */
export const ZAvatar = z.object({ url: z.string().nullable() });
export type Avatar = z.infer<typeof ZAvatar>;

/** The email shield of spec sections 3 and 4; `email_slideshow_id` is -1 when unset. */
export const NO_EMAIL_ALBUM = -1;

/**
 * The email shield as the server keeps it: `email_filter` on means mail from a new sender waits for
 * approval; `email_slideshow_id` is the album that photos mailed in by approved senders are added
 * to, or -1 (they stay in the Emailed collection only).
 */
export const ZEmailShield = z.object({ email_filter: z.boolean(), email_slideshow_id: z.number().int() });
export type EmailShield = z.infer<typeof ZEmailShield>;

/**
 * POST user/email/allow_list/settings/ (form): either field or both. `email_filter` is `true`/`false`
 * (also `1`/`0`, `on`/`off`); `email_slideshow_id` an album id or `-1`.
 */
export const ZEmailShieldForm = z.object({
  email_filter: z.string().optional(),
  email_slideshow_id: z.string().optional(),
});
export type EmailShieldForm = z.infer<typeof ZEmailShieldForm>;

/** Every setting of the settings screen. */
export const ZAccountSettings = z.object({
  language: z.enum(LOCALES),
  /** Album that photos friends send are copied into; null: none. Owned by the user or shared with them. */
  defaultAlbumId: z.number().int().nullable(),
  autoAcceptFriends: z.boolean(),
  emailShield: ZEmailShield,
});
export type AccountSettings = z.infer<typeof ZAccountSettings>;

/** PUT v3/users/settings: each field optional, only what is sent changes; answers AccountSettings. */
export const ZAccountSettingsChanges = z.object({
  language: z.enum(LOCALES).optional(),
  defaultAlbumId: z.number().int().nullable().optional(),
  autoAcceptFriends: z.boolean().optional(),
});
export type AccountSettingsChanges = z.infer<typeof ZAccountSettingsChanges>;

/** The allow-list: senders whose mailed photos arrive (approved) or are refused (blocked). */
export const EMAIL_SENDER_STATUSES = ['approved', 'blocked'] as const;
export type EmailSenderStatus = (typeof EMAIL_SENDER_STATUSES)[number];

export const ZEmailSender = z.object({
  id: z.number().int(),
  address: z.string(),
  status: z.enum(EMAIL_SENDER_STATUSES),
  createdAt: z.string(),
});
export type EmailSender = z.infer<typeof ZEmailSender>;
export const ZEmailSenderQuery = ZPageQuery;
export const ZEmailSenderPage = z.object({ senders: z.array(ZEmailSender), nextCursor: z.string().nullable() });
export type EmailSenderPage = z.infer<typeof ZEmailSenderPage>;
