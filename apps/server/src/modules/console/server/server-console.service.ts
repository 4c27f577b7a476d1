import {
  CONSOLE_SERVER_LIMITS,
  type FailedJobPage,
  type JobKinds,
  type RetriedJob,
  type ServerStatus,
  type UndeliveredMailPage,
} from '@kinframe/contract';
import { AppError } from '../../../app-error.ts';
import type { OutboxRow } from '../../../infra/db/schema.ts';
import type { MediaToolsReport } from '../../../infra/media/media-tools.ts';
import type { JobQueue } from '../../../infra/queue/index.ts';
import type { Access, ServerActor } from '../../access/access.ts';
import type { LatestBackup } from '../../backups/backups.service.ts';
import { decodeCursor, decodeNumberCursor, encodeCursor } from '../../cursor.ts';
import type { OperatorAction } from '../../operators/operators.service.ts';
import type { ServerFacts } from './server-facts.ts';

/**
 * The owner's console, Server tab, and the CLI's commands over the same calls: how this server
 * runs (version, tools, storage, database, sign-up, mail, connectors, backups), its job queue with
 * each failure's reason and a retry, and the mail SMTP has not taken. Owners and operators only;
 * anyone else is told none of it is there.
 */
export function createServerConsoleService(deps: {
  access: Pick<Access, 'requireServerPermission'>;
  facts: ServerFacts;
  version: string;
  databaseKind: 'sqlite' | 'postgres';
  mediaTools: () => Promise<MediaToolsReport>;
  storedTotals: () => Promise<{ items: number; bytes: number }>;
  databaseBytes: () => Promise<number>;
  latestBackup: () => Promise<LatestBackup | null>;
  isReceiverAnswering: (host: string, port: number) => Promise<boolean>;
  queue: Pick<JobQueue, 'countByKind' | 'listFailed' | 'retryFailed'>;
  /** Every kind of job this server has, so a kind with nothing in the queue shows as such. */
  jobKinds: readonly string[];
  listUndelivered: (limit: number, beforeId: number | null) => Promise<OutboxRow[]>;
  recordAction: (action: OperatorAction) => Promise<void>;
}) {
  const { facts, queue } = deps;

  const requireSee = (asker: ServerActor) => deps.access.requireServerPermission(asker, 'server.see');

  async function inboundState(): Promise<ServerStatus['mail']['inbound']['state']> {
    const { port, host } = facts.inbound;
    if (port === null) return 'off';
    return (await deps.isReceiverAnswering(host, port)) ? 'listening' : 'not_answering';
  }

  return {
    async status(asker: ServerActor): Promise<ServerStatus> {
      await requireSee(asker);
      const [mediaTools, stored, databaseBytes, latest, inbound] = await Promise.all([
        deps.mediaTools(),
        deps.storedTotals(),
        deps.databaseBytes(),
        deps.latestBackup(),
        inboundState(),
      ]);
      return {
        version: deps.version,
        mediaTools,
        storage: { driver: facts.storageDriver, mediaBytes: stored.bytes, items: stored.items },
        database: { kind: deps.databaseKind, bytes: databaseBytes },
        queue: { provider: facts.queueProvider },
        signUp: facts.signUp,
        mail: {
          outgoing: { smtpHost: facts.smtpHost },
          inbound: {
            state: inbound,
            port: facts.inbound.port,
            domain: facts.inbound.domain,
            isWebhookOn: facts.inbound.isWebhookOn,
          },
        },
        connectors: facts.connectors,
        backups: { ...facts.backups, latest: latest ? { at: latest.at, bytes: latest.bytes } : null },
      };
    },

    async jobKinds(asker: ServerActor): Promise<JobKinds> {
      await requireSee(asker);
      const counted = await queue.countByKind();
      const names = new Set(counted.map((kind) => kind.name));
      const idle = deps.jobKinds
        .filter((name) => !names.has(name))
        .map((name) => ({ name, waiting: 0, running: 0, failed: 0 }));
      return { kinds: [...counted, ...idle].sort((a, b) => a.name.localeCompare(b.name)) };
    },

    async failedJobs(asker: ServerActor, kind: string, cursor?: string): Promise<FailedJobPage> {
      await requireSee(asker);
      const after = decodeCursor(cursor, ['string', 'string']);
      const limit = CONSOLE_SERVER_LIMITS.failedJobsPageSize;
      const rows = await queue.listFailed(kind, {
        limit: limit + 1,
        after: after ? { failedAt: String(after[0]), id: String(after[1]) } : undefined,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        jobs: page.map((job) => ({
          id: job.id,
          kind: job.name,
          reason: job.error,
          failedAt: job.failedAt,
          attempts: job.attempts,
        })),
        nextCursor: rows.length > limit && last ? encodeCursor([last.failedAt, last.id]) : null,
      };
    },

    /** One more run of a failed job, now; recorded in the operator log. */
    async retryJob(asker: ServerActor, id: string): Promise<RetriedJob> {
      await requireSee(asker);
      if (!(await queue.retryFailed(id))) throw new AppError('not_found');
      await deps.recordAction({
        operatorId: asker === 'terminal' ? null : asker,
        action: 'job_retried',
        subjectKind: 'job',
        // pg-boss's ids are UUIDs, which the log's number cannot hold: the details keep the id.
        subjectId: /^[0-9]+$/.test(id) ? Number(id) : 0,
        details: id,
      });
      return { id, retried: true };
    },

    async undeliveredMail(asker: ServerActor, cursor?: string): Promise<UndeliveredMailPage> {
      await requireSee(asker);
      const [beforeId = null] = decodeNumberCursor(cursor, 1) ?? [];
      const limit = CONSOLE_SERVER_LIMITS.undeliveredMailPageSize;
      const rows = await deps.listUndelivered(limit + 1, beforeId);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        mails: page.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          error: row.last_error,
          attempts: row.attempts,
          createdAt: row.created_at,
        })),
        nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
      };
    },
  };
}

export type ServerConsoleService = ReturnType<typeof createServerConsoleService>;
