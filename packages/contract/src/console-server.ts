import { z } from 'zod';
import { PLAN_TIERS, SIGN_UP_POLICIES } from './invitations.ts';

/**
 * The owner's console, Server tab: how this server runs. JSON under /api/v3/console/, for owners and
 * operators only (Lite ones too); everyone else gets 404:
 * - GET console/server                        → ServerStatus
 * - GET console/jobs                          → JobKinds: per kind, jobs waiting, running, failed
 * - GET console/jobs/failed?kind&cursor       → FailedJobPage, newest first, each with its reason
 * - POST console/jobs/{id}/retry              → RetriedJob (404: no failed job of that id to retry)
 * - GET console/mail/undelivered?cursor       → UndeliveredMailPage, newest first, each with its error
 * No answer carries a secret: which settings are set, never their values.
 */

export const CONSOLE_SERVER_LIMITS = {
  failedJobsPageSize: 20,
  undeliveredMailPageSize: 20,
  /** A job kind's name is kebab-case and short (infra/queue/job.ts). */
  jobKindMax: 64,
} as const;

const ZMediaTool = z.object({
  /** Where the tool comes from: the operator's path, the system's, npm's, or none found. */
  source: z.enum(['configured', 'system', 'bundled', 'missing']),
  version: z.string().nullable(),
});

/** The services a setting connects this server to; each offered to people only once it is set. */
export const SERVER_CONNECTORS = ['stripe', 'dropbox', 'google', 'facebook', 'instagram', 'flickr', 'weather'] as const;
export type ServerConnector = (typeof SERVER_CONNECTORS)[number];

export const ZServerStatus = z.object({
  version: z.string(),
  mediaTools: z.object({ ffmpeg: ZMediaTool, ffprobe: ZMediaTool, heic: ZMediaTool }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    /** The library's originals, as their sizes are recorded (copies count each time). */
    mediaBytes: z.number().int(),
    items: z.number().int(),
  }),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), bytes: z.number().int() }),
  queue: z.object({ provider: z.enum(['embedded', 'pg-boss']) }),
  signUp: z.object({
    policy: z.enum(SIGN_UP_POLICIES),
    newAccountPlan: z.enum(PLAN_TIERS),
    /** Whether machines other than this one reach the server (HOST is not localhost). */
    isReachable: z.boolean(),
    /** `open_to_everyone`: anyone who finds the address may sign up here. */
    warning: z.enum(['open_to_everyone']).nullable(),
  }),
  mail: z.object({
    /** The SMTP server's host and port (never its user or password); null: mails stay in the outbox. */
    outgoing: z.object({ smtpHost: z.string().nullable() }),
    inbound: z.object({
      /** off: SMTP_INBOUND_PORT is 0; else whether the receiver answers on its port now. */
      state: z.enum(['off', 'listening', 'not_answering']),
      port: z.number().int().nullable(),
      domain: z.string(),
      /** POST /api/inbound-mail takes mail from a provider's webhook (INBOUND_MAIL_SECRET is set). */
      isWebhookOn: z.boolean(),
    }),
  }),
  connectors: z.array(
    z.object({
      name: z.enum(SERVER_CONNECTORS),
      isConfigured: z.boolean(),
      /** The README's settings that turn it on. */
      settings: z.array(z.string()),
    }),
  ),
  backups: z.object({
    /** BACKUP_DIR is set: the worker takes one each night. */
    isConfigured: z.boolean(),
    keep: z.number().int(),
    latest: z.object({ at: z.string(), bytes: z.number().int() }).nullable(),
  }),
});
export type ServerStatus = z.infer<typeof ZServerStatus>;

export const ZJobKind = z.object({
  name: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
});
export type JobKind = z.infer<typeof ZJobKind>;
export const ZJobKinds = z.object({ kinds: z.array(ZJobKind) });
export type JobKinds = z.infer<typeof ZJobKinds>;

export const ZFailedJobQuery = z.object({
  kind: z
    .string()
    .max(CONSOLE_SERVER_LIMITS.jobKindMax)
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/),
  cursor: z.string().optional(),
});
export const ZFailedJob = z.object({
  /** The queue's own id: digits on the embedded queue, a UUID on pg-boss. */
  id: z.string(),
  kind: z.string(),
  /** The last run's error; null when the queue kept none. */
  reason: z.string().nullable(),
  failedAt: z.string(),
  attempts: z.number().int(),
});
export type FailedJob = z.infer<typeof ZFailedJob>;
export const ZFailedJobPage = z.object({ jobs: z.array(ZFailedJob), nextCursor: z.string().nullable() });
export type FailedJobPage = z.infer<typeof ZFailedJobPage>;

/** A job's id in a path: either queue's form, nothing else. */
export const ZJobIdParams = z.object({
  id: z.string().regex(/^([1-9][0-9]{0,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/),
});
export const ZRetriedJob = z.object({ id: z.string(), retried: z.literal(true) });
export type RetriedJob = z.infer<typeof ZRetriedJob>;

export const ZUndeliveredMailQuery = z.object({ cursor: z.string().optional() });
export const ZUndeliveredMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The SMTP server's last answer, or why it could not be reached. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof ZUndeliveredMail>;
export const ZUndeliveredMailPage = z.object({ mails: z.array(ZUndeliveredMail), nextCursor: z.string().nullable() });
export type UndeliveredMailPage = z.infer<typeof ZUndeliveredMailPage>;
