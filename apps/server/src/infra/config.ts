import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BILLING_PROVIDERS } from '@kinframe/contract';
import { z } from 'zod';
import { type FoundMediaTools, findMediaTools, MEDIA_TOOL_CHOICES } from './media/media-tools.ts';
import type { S3Settings } from './storage/s3.ts';

/**
 * The server's configuration, read once from the environment at start and validated, so a typo in
 * a variable stops the process with one clear line instead of failing later in a request.
 */

/** The repository root: `npm start` runs inside apps/server (npm -w), yet `./data` means the root's. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export const STORAGE_PROVIDERS = ['local', 's3'] as const;

export const QUEUE_PROVIDERS = ['embedded', 'pg-boss'] as const;
export type QueueProvider = (typeof QUEUE_PROVIDERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable with what it does and its default: README's configuration table is made from this. */
export const CONFIG_DOCS = [
  { name: 'PORT', default: '8080', description: 'TCP port of the HTTP server.' },
  {
    name: 'HOST',
    default: 'localhost',
    description: 'Interface to listen on; `0.0.0.0` to accept outside connections.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for the SQLite file, media and the generated session secret. Relative paths are resolved from the folder the command was typed in; the default is `data/` at the repository root.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite at DATA_DIR/kinframe.db)',
    description: 'A `postgres://` URL to run on PostgreSQL instead of the embedded SQLite file.',
  },
  {
    name: 'APP_URL',
    default: 'http://localhost:PORT',
    description: 'The public URL of the web app, used in mailed links; `https://` turns on Secure cookies and HSTS.',
  },
  {
    name: 'MAIL_DOMAIN',
    default: 'kinframe.local',
    description: "The product's own mail domain: every user receives photos at <username>@MAIL_DOMAIN.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset: outbox)',
    description:
      'SMTP server for outgoing mail, e.g. `smtp://user:pass@mail.example.com:587`; the worker delivers it. Unset: mails are kept in the outbox table and shown at /dev/mailbox.',
  },
  { name: 'MAIL_FROM', default: 'Kinframe <no-reply@MAIL_DOMAIN>', description: 'Sender of outgoing mail.' },
  {
    name: 'MAIL_RETRY_SECONDS',
    default: '30',
    description:
      'With SMTP_URL: the wait before a failed mail is tried again, doubling after each failure (8 more tries, capped at an hour each). The worker delivers mail; a request never waits on the mail server.',
  },
  {
    name: 'CAPTCHA',
    default: 'altcha',
    description:
      'Sign-up captcha: `altcha` (self-hosted proof of work), `recaptcha` (Google reCAPTCHA v2) or `none` (development only).',
  },
  { name: 'RECAPTCHA_SITE_KEY', default: '', description: 'reCAPTCHA v2 site key; required when CAPTCHA=recaptcha.' },
  {
    name: 'RECAPTCHA_SECRET_KEY',
    default: '',
    description: 'reCAPTCHA v2 secret key; required when CAPTCHA=recaptcha.',
  },
  {
    name: 'ALTCHA_MAX_NUMBER',
    default: '50000',
    description: 'ALTCHA difficulty: the largest number the browser may have to try.',
  },
  {
    name: 'SESSION_SECRET',
    default: '(generated once into DATA_DIR/session-secret)',
    description:
      'Key that signs CSRF tokens and captcha challenges; set the same value on every process when scaled out.',
  },
  {
    name: 'SESSION_MAX_DAYS',
    default: '90',
    description:
      'Longest a session lasts from its sign-in, however often it is used (it also ends after 30 idle days); then the person signs in again.',
  },
  {
    name: 'RESET_TOKEN_TTL_MINUTES',
    default: '60',
    description: 'How long a password reset link stays valid.',
  },
  {
    name: 'STORAGE',
    default: 'local',
    description:
      'Where media bytes live: `local` (the folder DATA_DIR/media, served by signed links at /api/media) or `s3` (an S3 or S3-compatible bucket, read through presigned URLs; the bucket stays private).',
  },
  { name: 'S3_BUCKET', default: '', description: 'The bucket; required when STORAGE=s3.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'URL of an S3-compatible service (MinIO, Cloudflare R2, Ceph ...); browsers must reach it too.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: "(unset: the SDK's default chain)",
    description:
      'Access key; set it together with S3_SECRET_ACCESS_KEY, or neither to use the environment or an instance role.',
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', description: 'Secret of S3_ACCESS_KEY_ID.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      '`true` for services that want `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (MinIO, most self-hosted ones).',
  },
  {
    name: 'QUEUE',
    default: '(embedded on SQLite, pg-boss on PostgreSQL)',
    description:
      'Job queue: `embedded` (a table in the database, SQLite or PostgreSQL) or `pg-boss` (PostgreSQL only, tables in schema `pgboss`).',
  },
  {
    name: 'QUEUE_POLL_INTERVAL_MS',
    default: '1000',
    description: 'How often a worker looks for jobs sent by other processes (its own process wakes it at once).',
  },
  {
    name: 'QUEUE_CONCURRENCY',
    default: '4',
    description: 'Jobs a worker process runs at once (thumbnails, transcodes, zips).',
  },
  {
    name: 'QUEUE_RETENTION_DAYS',
    default: '7',
    description: 'How long completed jobs are kept before they are pruned; failed jobs are kept.',
  },
  {
    name: 'QUEUE_MAX_JOB_SECONDS',
    default: "(unset: each job's own, 3 minutes to an hour)",
    description:
      'With pg-boss: the longest any job may run. A job still running after it is given up and tried again; keep it above the slowest job.',
  },
  {
    name: 'QUEUE_LEASE_SECONDS',
    default: '30',
    description:
      "How long a worker's claim on a job holds without news of it. A running job's worker renews its claim every third of this, so a job of any length stays its own; the jobs of a worker that died (kill -9, a lost machine) are taken up again within this and a third more (on pg-boss, after the first retry's backoff), on either queue.",
  },
  {
    name: 'HTTP_IDLE_TIMEOUT_SECONDS',
    default: '120',
    description:
      'A connection that sends nothing for this long is closed, so an upload that stalls half way frees its spool file; event streams ping well within it.',
  },
  { name: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-For (set `true` behind a load balancer).' },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: '`production` hides /dev/mailbox, refuses CAPTCHA=none and skips the demo account.',
  },
  {
    name: 'DEV_MAILBOX',
    default: 'loopback',
    description:
      'The development mailbox at /dev/mailbox (never in production): `loopback` serves it only when HOST is this machine and only to requests from it that did not pass a proxy; `on` to anyone who reaches the server; `off` never.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'MEDIA_TOOLS',
    default: 'auto',
    description:
      "`auto`: the system's ffmpeg, ffprobe and libheif when they are on PATH (faster), else the ones npm installed with Kinframe; `bundled`: always npm's.",
  },
  {
    name: 'FFMPEG_PATH',
    default: '(unset: ffmpeg on PATH, else the npm build)',
    description: 'The ffmpeg binary: video poster frames and transcoding.',
  },
  {
    name: 'FFPROBE_PATH',
    default: '(unset: ffprobe on PATH, else the npm build)',
    description: 'The ffprobe binary: video duration, size and codecs.',
  },
  {
    name: 'HEIF_DEC_PATH',
    default: '(unset: heif-dec or heif-convert on PATH, else libheif in WebAssembly)',
    description: "libheif's command-line decoder, which converts HEIC uploads to JPEG.",
  },
  {
    name: 'PHOTO_MAX_MEGAPIXELS',
    default: '100',
    description: 'Largest photo accepted, in millions of pixels; refuses decompression bombs before decoding them.',
  },
  { name: 'MAX_PHOTO_UPLOAD_MB', default: '200', description: 'Largest photo file accepted, in megabytes.' },
  { name: 'MAX_VIDEO_UPLOAD_MB', default: '4096', description: 'Largest video file accepted, in megabytes.' },
  {
    name: 'DOWNLOAD_TTL_HOURS',
    default: '72',
    description: 'How long a prepared zip of chosen photos and its mailed link last; then the zip is removed.',
  },
  {
    name: 'ALBUM_MAX_ITEMS',
    default: '2000',
    description: 'Most items one album holds; adding more adds the first ones that fit.',
  },
  {
    name: 'SHARED_ALBUMS_LIMIT',
    default: '(unset: unlimited, as Plus promises)',
    description: 'Most shared albums one person may own; beyond it, creating or sharing one is refused.',
  },
  {
    name: 'FRIENDS_MAX',
    default: '100',
    description:
      'Most friends and family one person may have: accepted friends plus the requests they sent and are still waiting on.',
  },
  {
    name: 'BILLING_PROVIDER',
    default: 'none',
    description:
      'How Plus is paid for: `stripe` (Checkout with the 7-day trial, customer portal, webhooks at /api/billing/stripe/webhook) or `none` (the operator sets plans with `npm run admin -- plan:set`; Lite users are offered the contact form).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '',
    description: 'Stripe secret API key; required when BILLING_PROVIDER=stripe.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '',
    description: 'Signing secret of the Stripe webhook endpoint (`whsec_...`); required when BILLING_PROVIDER=stripe.',
  },
  {
    name: 'STRIPE_PRICE_ID',
    default: '',
    description: 'The Stripe price of Plus (49.99 USD a year); required when BILLING_PROVIDER=stripe.',
  },
  {
    name: 'STRIPE_API_BASE',
    default: 'https://api.stripe.com',
    description: "Base URL of Stripe's API; tests point it at a local stand-in.",
  },
  {
    name: 'WEATHER_API_URL',
    default: 'https://api.open-meteo.com/v1',
    description:
      "Base URL of Open-Meteo's forecast API, for the weather a frame may show next to its clock (off on every frame until its owner turns it on). Only the server calls it, every 30 minutes per place; frames never do.",
  },
  {
    name: 'WEATHER_GEOCODING_URL',
    default: 'https://geocoding-api.open-meteo.com/v1',
    description: "Base URL of Open-Meteo's geocoding API: the place search of a frame's weather setting.",
  },
  {
    name: 'CONNECTOR_TOKEN_KEY',
    default: '(generated once into DATA_DIR/connector-token-key)',
    description:
      'Key (32 bytes, base64) that encrypts the tokens of connected services (Dropbox, Google, Facebook, Instagram, Flickr) at rest (AES-256-GCM). Give every process of a cluster the same one; changing it means everyone connects again.',
  },
  {
    name: 'DROPBOX_APP_KEY',
    default: '(unset: no Dropbox albums)',
    description:
      'App key of a Dropbox app (scoped access, `files.metadata.read`, `files.content.read`, `account_info.read`) whose redirect URI is `APP_URL/api/v3/connectors/dropbox/callback`. PKCE: no secret needed.',
  },
  { name: 'DROPBOX_API_URL', default: 'https://api.dropboxapi.com', description: "Base URL of Dropbox's RPC API." },
  {
    name: 'DROPBOX_CONTENT_URL',
    default: 'https://content.dropboxapi.com',
    description: "Base URL of Dropbox's content API (downloads).",
  },
  {
    name: 'DROPBOX_NOTIFY_URL',
    default: 'https://notify.dropboxapi.com',
    description: "Base URL of Dropbox's longpoll API (changes to watched folders).",
  },
  {
    name: 'DROPBOX_OAUTH_URL',
    default: 'https://www.dropbox.com/oauth2/authorize',
    description: "Dropbox's consent page.",
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(unset: no Facebook import)',
    description:
      "A Meta app with Facebook Login and the `user_photos` permission (which needs Meta's app review), whose redirect URI is `APP_URL/api/v3/connectors/facebook/callback`; set it with FACEBOOK_APP_SECRET.",
  },
  { name: 'FACEBOOK_APP_SECRET', default: '(unset)', description: 'Secret of FACEBOOK_APP_ID.' },
  {
    name: 'FACEBOOK_OAUTH_URL',
    default: 'https://www.facebook.com/v21.0/dialog/oauth',
    description: "Facebook Login's consent dialog.",
  },
  {
    name: 'FACEBOOK_GRAPH_URL',
    default: 'https://graph.facebook.com/v21.0',
    description: 'Base URL of the Graph API, with its version.',
  },
  {
    name: 'INSTAGRAM_APP_ID',
    default: '(unset: no Instagram import)',
    description:
      'A Meta app with Instagram Login (`instagram_business_basic`; professional accounts only), whose redirect URI is `APP_URL/api/v3/connectors/instagram/callback`; set it with INSTAGRAM_APP_SECRET.',
  },
  { name: 'INSTAGRAM_APP_SECRET', default: '(unset)', description: 'Secret of INSTAGRAM_APP_ID.' },
  {
    name: 'INSTAGRAM_OAUTH_URL',
    default: 'https://www.instagram.com/oauth/authorize',
    description: "Instagram Login's consent page.",
  },
  {
    name: 'INSTAGRAM_API_URL',
    default: 'https://api.instagram.com',
    description: 'Where Instagram exchanges a consent code for a token.',
  },
  {
    name: 'INSTAGRAM_GRAPH_URL',
    default: 'https://graph.instagram.com',
    description: "Base URL of the Instagram API with Instagram Login (long-lived tokens, the person's media).",
  },
  {
    name: 'FLICKR_API_KEY',
    default: '(unset: no Flickr import)',
    description:
      'A Flickr API key (non-commercial or commercial), whose callback URL is `APP_URL/api/v3/connectors/flickr/callback`; set it with FLICKR_API_SECRET.',
  },
  { name: 'FLICKR_API_SECRET', default: '(unset)', description: 'Secret of FLICKR_API_KEY.' },
  {
    name: 'FLICKR_OAUTH_URL',
    default: 'https://www.flickr.com/services/oauth',
    description: "Flickr's OAuth 1.0a endpoints (request_token, authorize, access_token).",
  },
  {
    name: 'FLICKR_API_URL',
    default: 'https://api.flickr.com/services/rest',
    description: "Flickr's REST API.",
  },
  {
    name: 'FLICKR_CALLS_PER_HOUR',
    default: '3000',
    description: 'Calls to Flickr one process makes at most in an hour (Flickr allows 3,600 a key).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset: no Google Photos albums)',
    description:
      'OAuth client (web application) of a Google Cloud project with the Photos Picker API on, whose redirect URI is `APP_URL/api/v3/connectors/google/callback`; set it with GOOGLE_CLIENT_SECRET.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'Secret of GOOGLE_CLIENT_ID.' },
  {
    name: 'GOOGLE_OAUTH_URL',
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: "Google's consent page.",
  },
  {
    name: 'GOOGLE_TOKEN_URL',
    default: 'https://oauth2.googleapis.com/token',
    description: "Google's token endpoint (its revoke endpoint is `/revoke` on the same host).",
  },
  {
    name: 'GOOGLE_PICKER_URL',
    default: 'https://photospicker.googleapis.com',
    description: 'Base URL of the Google Photos Picker API.',
  },
  {
    name: 'CONNECTED_ALBUM_MAX_ITEMS',
    default: '2500',
    description: 'The most photos a connected album keeps (the newest ones).',
  },
  {
    name: 'DROPBOX_WATCH_MAX',
    default: '200',
    description:
      'Dropbox folders one worker process watches for changes at most (one held request each); more folders than the workers can hold are checked every 15 minutes instead.',
  },
  {
    name: 'CONTACT_EMAIL',
    default: '(unset: no contact form)',
    description:
      'Where the contact-us form (Lite users asking to upgrade) and Hub > Support requests are mailed. Support mails carry Reply-To `support+<token>@MAIL_DOMAIN`: the operator answers by replying from this address, and the answer reaches the ticket through the inbound mail receiver. Unset: neither form is offered.',
  },
  {
    name: 'OPERATOR_NAME',
    default: '(unset)',
    description: 'Who runs this Kinframe (a family, a club, a company), as people without Plus read it.',
  },
  {
    name: 'OPERATOR_CONTACT',
    default: '(unset)',
    description:
      'How people reach whoever runs this Kinframe, to ask for Plus when there is no online payment and no contact form: an email address, a web address or a phone number.',
  },
  {
    name: 'SMTP_INBOUND_PORT',
    default: '2525',
    description:
      'Port of the SMTP receiver for photos by mail (`<username>@MAIL_DOMAIN`); `0` turns it off. Point the MAIL_DOMAIN MX record (port 25) at it.',
  },
  {
    name: 'SMTP_INBOUND_HOST',
    default: 'HOST',
    description: 'Interface the SMTP receiver listens on; `0.0.0.0` to accept mail from outside.',
  },
  {
    name: 'INBOUND_MAIL_SECRET',
    default: '(unset: route off)',
    description:
      'Shared secret of POST /api/inbound-mail (a raw MIME message, `Authorization: Bearer <secret>`, recipients in `?to=`), for mail received through a provider’s webhook.',
  },
  {
    name: 'DNS_SERVERS',
    default: '(unset: the system’s)',
    description:
      'DNS servers that received mail is checked against (SPF, DKIM and DMARC), comma-separated `ip` or `ip:port`.',
  },
  {
    name: 'SHOP_URL',
    default: '(unset: no shop)',
    description:
      'Base URL of the operator’s shop, which signs people in with Kinframe: /shop/login sends them to `SHOP_URL/sso?token=<JWT>` and /shop/signout to `SHOP_URL/signout?return=APP_URL` (docs/shop-sso.md). Set it with SHOP_SSO_SECRET; unset, the app offers no shop.',
  },
  {
    name: 'SHOP_SSO_SECRET',
    default: '(unset)',
    description:
      'Key (at least 32 characters) that signs the shop’s sign-in tokens (JWT, HS256); the shop verifies them with the same key.',
  },
] as const;

const optionalText = z.string().trim().optional();
const httpUrl = (fallback: string) =>
  optionalText
    .default(fallback)
    .refine((url) => /^https?:\/\/[^/]+/.test(url), { message: 'must be an http:// or https:// URL' });

const ConfigVariables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalText.default('localhost'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// URL (leave it unset for SQLite)',
  }),
  APP_URL: optionalText.refine((url) => url === undefined || /^https?:\/\/[^/]+/.test(url), {
    message: 'must be an http:// or https:// URL',
  }),
  MAIL_DOMAIN: optionalText.default('kinframe.local').refine((domain) => /^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(domain), {
    message: 'must be a domain name such as kinframe.local',
  }),
  SMTP_URL: optionalText.refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalText,
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CAPTCHA: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  SESSION_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  STORAGE: z.enum(STORAGE_PROVIDERS).default('local'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine((url) => url === undefined || /^https?:\/\/[^/]+/.test(url), {
    message: 'must be an http:// or https:// URL',
  }),
  S3_REGION: optionalText.default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  QUEUE: z.enum(QUEUE_PROVIDERS).optional(),
  QUEUE_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  QUEUE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  QUEUE_MAX_JOB_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60 * 60)
    .optional(),
  QUEUE_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  NODE_ENV: optionalText.default('development'),
  DEV_MAILBOX: z.enum(['loopback', 'on', 'off']).default('loopback'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MEDIA_TOOLS: z.enum(MEDIA_TOOL_CHOICES).default('auto'),
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  HEIF_DEC_PATH: optionalText,
  PHOTO_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(100),
  MAX_PHOTO_UPLOAD_MB: z.coerce.number().positive().default(200),
  MAX_VIDEO_UPLOAD_MB: z.coerce.number().positive().default(4096),
  DOWNLOAD_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(72),
  ALBUM_MAX_ITEMS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  SHARED_ALBUMS_LIMIT: z.coerce.number().int().min(0).optional(),
  FRIENDS_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
  BILLING_PROVIDER: z.enum(BILLING_PROVIDERS).default('none'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_BASE: optionalText.default('https://api.stripe.com').refine((url) => /^https?:\/\/[^/]+/.test(url), {
    message: 'must be an http:// or https:// URL',
  }),
  WEATHER_API_URL: optionalText
    .default('https://api.open-meteo.com/v1')
    .refine((url) => /^https?:\/\/[^/]+/.test(url), {
      message: 'must be an http:// or https:// URL',
    }),
  WEATHER_GEOCODING_URL: optionalText
    .default('https://geocoding-api.open-meteo.com/v1')
    .refine((url) => /^https?:\/\/[^/]+/.test(url), { message: 'must be an http:// or https:// URL' }),
  CONNECTOR_TOKEN_KEY: optionalText.refine((key) => key === undefined || Buffer.from(key, 'base64').length === 32, {
    message: 'must be 32 bytes in base64',
  }),
  DROPBOX_APP_KEY: optionalText,
  DROPBOX_API_URL: httpUrl('https://api.dropboxapi.com'),
  DROPBOX_CONTENT_URL: httpUrl('https://content.dropboxapi.com'),
  DROPBOX_NOTIFY_URL: httpUrl('https://notify.dropboxapi.com'),
  DROPBOX_OAUTH_URL: httpUrl('https://www.dropbox.com/oauth2/authorize'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_OAUTH_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_PICKER_URL: httpUrl('https://photospicker.googleapis.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_OAUTH_URL: httpUrl('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: httpUrl('https://graph.facebook.com/v21.0'),
  INSTAGRAM_APP_ID: optionalText,
  INSTAGRAM_APP_SECRET: optionalText,
  INSTAGRAM_OAUTH_URL: httpUrl('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_API_URL: httpUrl('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: httpUrl('https://graph.instagram.com'),
  FLICKR_API_KEY: optionalText,
  FLICKR_API_SECRET: optionalText,
  FLICKR_OAUTH_URL: httpUrl('https://www.flickr.com/services/oauth'),
  FLICKR_API_URL: httpUrl('https://api.flickr.com/services/rest'),
  FLICKR_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(3600).default(3000),
  CONNECTED_ALBUM_MAX_ITEMS: z.coerce.number().int().min(1).max(100_000).default(2500),
  DROPBOX_WATCH_MAX: z.coerce.number().int().min(0).max(10_000).default(200),
  CONTACT_EMAIL: optionalText.refine((email) => email === undefined || /^[^\s@]+@[^\s@]+$/.test(email), {
    message: 'must be an email address',
  }),
  OPERATOR_NAME: optionalText.refine((name) => name === undefined || name.length <= 100, {
    message: 'must be at most 100 characters',
  }),
  OPERATOR_CONTACT: optionalText.refine((contact) => contact === undefined || contact.length <= 200, {
    message: 'must be at most 200 characters',
  }),
  SMTP_INBOUND_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  SMTP_INBOUND_HOST: optionalText,
  INBOUND_MAIL_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  DNS_SERVERS: optionalText.refine(
    (servers) =>
      servers === undefined ||
      servers
        .split(',')
        .every((server) => /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(:\d{1,5})?$/.test(server.trim())),
    { message: 'must be IP addresses, each with an optional :port, separated by commas' },
  ),
  SHOP_URL: optionalText.refine((url) => url === undefined || /^https?:\/\/[^/?#]+[^?#]*$/.test(url), {
    message: 'must be an http:// or https:// URL without a query',
  }),
  SHOP_SSO_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
});

/** The names of the variables read, for the test that CONFIG_DOCS misses none. */
export const CONFIG_VARIABLE_NAMES = Object.keys(ConfigVariables.shape);

const ConfigEnv = ConfigVariables.superRefine((env, issues) => {
  if (env.CAPTCHA === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)) {
    issues.addIssue({
      code: 'custom',
      path: ['CAPTCHA'],
      message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
    });
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    issues.addIssue({ code: 'custom', path: ['STORAGE'], message: 's3 needs S3_BUCKET' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issues.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    });
  }
  if (env.QUEUE === 'pg-boss' && !env.DATABASE_URL) {
    issues.addIssue({
      code: 'custom',
      path: ['QUEUE'],
      message: 'pg-boss needs PostgreSQL: set DATABASE_URL, or use QUEUE=embedded with SQLite',
    });
  }
  if (
    env.BILLING_PROVIDER === 'stripe' &&
    !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID)
  ) {
    issues.addIssue({
      code: 'custom',
      path: ['BILLING_PROVIDER'],
      message: 'stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID',
    });
  }
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
    ['FLICKR_API_KEY', 'FLICKR_API_SECRET'],
    ['SHOP_URL', 'SHOP_SSO_SECRET'],
  ] as const;
  for (const [id, secret] of pairs) {
    if (Boolean(env[id]) !== Boolean(env[secret])) {
      issues.addIssue({ code: 'custom', path: [id], message: `set ${id} and ${secret} together, or neither` });
    }
  }
  if (env.CAPTCHA === 'none' && env.NODE_ENV === 'production') {
    issues.addIssue({ code: 'custom', path: ['CAPTCHA'], message: 'none is refused in production' });
  }
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null: the embedded SQLite file in dataDir. */
  databaseUrl: string | null;
  appUrl: string;
  isHttps: boolean;
  mailDomain: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The first wait before a failed mail is tried again (then doubling). */
  mailRetrySeconds: number;
  captcha: { provider: CaptchaProvider; recaptchaSiteKey: string | null; recaptchaSecretKey: string | null };
  altchaMaxNumber: number;
  sessionSecret: string;
  resetTokenTtlMinutes: number;
  /** Absolute lifetime of a session, in days from its sign-in. */
  sessionMaxDays: number;
  /** How long a prepared download lasts, in hours. */
  downloadTtlHours: number;
  /** Seconds a connection may stay silent before it is closed. */
  httpIdleTimeoutSeconds: number;
  storage: StorageConfig;
  queue: QueueConfig;
  trustProxy: boolean;
  isProduction: boolean;
  /** The development mailbox: see isMailboxServed. */
  devMailbox: 'loopback' | 'on' | 'off';
  logLevel: (typeof LOG_LEVELS)[number];
  media: MediaConfig;
  uploads: { maxPhotoBytes: number; maxVideoBytes: number };
  albums: AlbumsConfig;
  /** Most friends one person may have (accepted, and requests they sent still pending). */
  maxFriends: number;
  billing: BillingConfig;
  /** Open-Meteo's base URLs (no trailing slash): forecasts, and the place search. */
  weather: { forecastUrl: string; geocodingUrl: string };
  connectors: ConnectorsConfig;
  /** Where the contact-us form is mailed; null: the form is not offered. */
  contactEmail: string | null;
  /** Who runs this Kinframe and how to reach them; each null when not said. */
  operator: { name: string | null; contact: string | null };
  /** The SMTP receiver of photos by mail; port 0: off. */
  smtpInbound: { host: string; port: number };
  /** POST /api/inbound-mail's shared secret; null: the route is off. */
  inboundMailSecret: string | null;
  /** The DNS servers received mail is checked against; null: the system's. */
  dnsServers: string[] | null;
  /** The operator's shop, signed in to with Kinframe (docs/shop-sso.md); null: there is none. */
  shop: ShopConfig | null;
}

export interface ShopConfig {
  /** Without a trailing slash. */
  url: string;
  /** HS256 key of the sign-in tokens. */
  ssoSecret: string;
}

/** The photo providers of connected albums; a provider without credentials is null (not offered). */
export interface ConnectorsConfig {
  /** AES-256-GCM key of the tokens at rest. */
  tokenKey: Buffer;
  dropbox: { appKey: string; apiUrl: string; contentUrl: string; notifyUrl: string; oauthUrl: string } | null;
  google: { clientId: string; clientSecret: string; oauthUrl: string; tokenUrl: string; pickerUrl: string } | null;
  /** Facebook Login (its dialog on `oauthUrl`) and the Graph API (`graphUrl`, versioned paths). */
  facebook: { appId: string; appSecret: string; oauthUrl: string; graphUrl: string } | null;
  /**
   * Instagram Login for professional accounts: the consent on `oauthUrl`, the code exchanged on
   * `apiUrl`, then the Instagram Graph API on `graphUrl`.
   */
  instagram: { appId: string; appSecret: string; oauthUrl: string; apiUrl: string; graphUrl: string } | null;
  /** Flickr: OAuth 1.0a on `oauthUrl` (www.flickr.com), the REST API on `apiUrl` (api.flickr.com). */
  flickr: { apiKey: string; apiSecret: string; oauthUrl: string; apiUrl: string; callsPerHour: number } | null;
  /** Dropbox folders one worker process holds a longpoll for. */
  watchMax: number;
}

export type BillingConfig =
  | { provider: 'none' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; priceId: string; apiBase: string };

export interface AlbumsConfig {
  maxItems: number;
  /** null: unlimited. */
  sharedAlbumsLimit: number | null;
  /** The most photos a connected album keeps (the newest). */
  connectedMaxItems: number;
}

/** What the media adapters (infra/media) need: the external tools found at start, and the pixel limit. */
export interface MediaConfig extends FoundMediaTools {
  photoMaxPixels: number;
}

export type StorageConfig = { provider: 'local'; directory: string } | ({ provider: 's3' } & S3Settings);

export interface QueueConfig {
  provider: QueueProvider;
  pollIntervalMs: number;
  /** Jobs the `worker` service runs at once in this process. */
  concurrency: number;
  retentionDays: number;
  /** pg-boss: caps every job's timeout; null: each job's own. */
  maxJobSeconds: number | null;
  /** How long a claim on a job holds without its worker renewing it. */
  leaseSeconds: number;
}

export class ConfigError extends Error {}

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CONNECTOR_TOKEN_KEY',
  'GOOGLE_CLIENT_SECRET',
  'SHOP_SSO_SECRET',
]);

/**
 * Environment -> Config. Pure but for the session secret, which is read from (or, the first time,
 * written to) DATA_DIR when it is not given, so sessions survive restarts without any setup.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means unset, as in a shell, rather than zero or the empty string.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = ConfigEnv.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(given[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name}=${value}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  // npm sets INIT_CWD to where the command was typed; `npm start` itself runs inside apps/server.
  const dataDir = e.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    mailDomain: e.MAIL_DOMAIN.toLowerCase(),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Kinframe <no-reply@${e.MAIL_DOMAIN.toLowerCase()}>`,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    captcha: {
      provider: e.CAPTCHA,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY ?? null,
    },
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret', 48),
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    downloadTtlHours: e.DOWNLOAD_TTL_HOURS,
    httpIdleTimeoutSeconds: e.HTTP_IDLE_TIMEOUT_SECONDS,
    queue: {
      provider: e.QUEUE ?? (e.DATABASE_URL ? 'pg-boss' : 'embedded'),
      pollIntervalMs: e.QUEUE_POLL_INTERVAL_MS,
      concurrency: e.QUEUE_CONCURRENCY,
      retentionDays: e.QUEUE_RETENTION_DAYS,
      maxJobSeconds: e.QUEUE_MAX_JOB_SECONDS ?? null,
      leaseSeconds: e.QUEUE_LEASE_SECONDS,
    },
    storage:
      e.STORAGE === 's3'
        ? {
            provider: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { provider: 'local', directory: path.join(dataDir, 'media') },
    trustProxy: e.TRUST_PROXY === 'true',
    isProduction: e.NODE_ENV === 'production',
    devMailbox: e.DEV_MAILBOX,
    logLevel: e.LOG_LEVEL,
    media: {
      ...findMediaTools({
        choice: e.MEDIA_TOOLS,
        ffmpegPath: e.FFMPEG_PATH,
        ffprobePath: e.FFPROBE_PATH,
        heifDecoderPath: e.HEIF_DEC_PATH,
      }),
      photoMaxPixels: Math.round(e.PHOTO_MAX_MEGAPIXELS * 1_000_000),
    },
    uploads: {
      maxPhotoBytes: Math.round(e.MAX_PHOTO_UPLOAD_MB * 1024 ** 2),
      maxVideoBytes: Math.round(e.MAX_VIDEO_UPLOAD_MB * 1024 ** 2),
    },
    albums: {
      maxItems: e.ALBUM_MAX_ITEMS,
      sharedAlbumsLimit: e.SHARED_ALBUMS_LIMIT ?? null,
      connectedMaxItems: e.CONNECTED_ALBUM_MAX_ITEMS,
    },
    maxFriends: e.FRIENDS_MAX,
    billing:
      e.BILLING_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            priceId: e.STRIPE_PRICE_ID ?? '',
            apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : { provider: 'none' },
    weather: {
      forecastUrl: e.WEATHER_API_URL.replace(/\/+$/, ''),
      geocodingUrl: e.WEATHER_GEOCODING_URL.replace(/\/+$/, ''),
    },
    connectors: {
      tokenKey: e.CONNECTOR_TOKEN_KEY
        ? Buffer.from(e.CONNECTOR_TOKEN_KEY, 'base64')
        : Buffer.from(readOrCreateSecret(dataDir, 'connector-token-key', 32), 'base64url'),
      dropbox: e.DROPBOX_APP_KEY
        ? {
            appKey: e.DROPBOX_APP_KEY,
            apiUrl: trimSlash(e.DROPBOX_API_URL),
            contentUrl: trimSlash(e.DROPBOX_CONTENT_URL),
            notifyUrl: trimSlash(e.DROPBOX_NOTIFY_URL),
            oauthUrl: e.DROPBOX_OAUTH_URL,
          }
        : null,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              oauthUrl: e.GOOGLE_OAUTH_URL,
              tokenUrl: e.GOOGLE_TOKEN_URL,
              pickerUrl: trimSlash(e.GOOGLE_PICKER_URL),
            }
          : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              oauthUrl: e.FACEBOOK_OAUTH_URL,
              graphUrl: trimSlash(e.FACEBOOK_GRAPH_URL),
            }
          : null,
      instagram:
        e.INSTAGRAM_APP_ID && e.INSTAGRAM_APP_SECRET
          ? {
              appId: e.INSTAGRAM_APP_ID,
              appSecret: e.INSTAGRAM_APP_SECRET,
              oauthUrl: e.INSTAGRAM_OAUTH_URL,
              apiUrl: trimSlash(e.INSTAGRAM_API_URL),
              graphUrl: trimSlash(e.INSTAGRAM_GRAPH_URL),
            }
          : null,
      flickr:
        e.FLICKR_API_KEY && e.FLICKR_API_SECRET
          ? {
              apiKey: e.FLICKR_API_KEY,
              apiSecret: e.FLICKR_API_SECRET,
              oauthUrl: trimSlash(e.FLICKR_OAUTH_URL),
              apiUrl: trimSlash(e.FLICKR_API_URL),
              callsPerHour: e.FLICKR_CALLS_PER_HOUR,
            }
          : null,
      watchMax: e.DROPBOX_WATCH_MAX,
    },
    contactEmail: e.CONTACT_EMAIL ?? null,
    operator: { name: e.OPERATOR_NAME ?? null, contact: e.OPERATOR_CONTACT ?? null },
    smtpInbound: { host: e.SMTP_INBOUND_HOST ?? e.HOST, port: e.SMTP_INBOUND_PORT },
    inboundMailSecret: e.INBOUND_MAIL_SECRET ?? null,
    dnsServers: e.DNS_SERVERS ? e.DNS_SERVERS.split(',').map((server) => server.trim()) : null,
    shop: e.SHOP_URL && e.SHOP_SSO_SECRET ? { url: trimSlash(e.SHOP_URL), ssoSecret: e.SHOP_SSO_SECRET } : null,
  };
}

/** Like loadConfig, but a bad configuration ends the process with one line on stderr. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** A secret of `bytes` random bytes (base64url) in DATA_DIR/<name>, written the first time. */
function readOrCreateSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: when two processes start together, the first one's secret wins and both read it.
      writeFileSync(file, crypto.getRandomValues(Buffer.alloc(bytes)).toString('base64url'), {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
