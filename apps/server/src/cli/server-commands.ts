import { ZFailedJobQuery, ZJobIdParams } from '@kinframe/contract';
import { AppError } from '../app-error.ts';
import { type Command, CommandError, exactly, plural, table, UsageError } from './command.ts';

const mebibytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

/**
 * The console's Server tab on the command line, over the same service (the CLI asks as the
 * operator at the machine, null in the operator log): rows of the CLI's COMMANDS table.
 */
export const SERVER_COMMANDS: Record<string, Command> = {
  'server:status': {
    usage: 'server:status',
    help: 'how this server runs: version, media tools, storage, database, sign-up, mail, connectors, backups',
    async run(services, { positional }) {
      exactly(positional, 0, 'server:status');
      const status = await services.serverConsole.status('terminal');
      const tools = Object.entries(status.mediaTools).map(
        ([name, tool]) => `${name} ${tool.version ?? '?'} (${tool.source})`,
      );
      const { signUp, mail, backups } = status;
      const latest = backups.latest ? `${backups.latest.at}, ${mebibytes(backups.latest.bytes)}` : 'none yet';
      const rows = [
        ['Version', status.version],
        ['Media tools', tools.join(', ')],
        [
          'Storage',
          `${status.storage.driver}: ${plural(status.storage.items, 'item')}, ${mebibytes(status.storage.mediaBytes)}`,
        ],
        ['Database', `${status.database.kind}, ${mebibytes(status.database.bytes)}`],
        ['Job queue', status.queue.provider],
        [
          'Sign-up',
          `${signUp.policy}, new accounts on ${signUp.newAccountPlan}, ${signUp.isReachable ? 'reachable from other machines' : 'this machine only'}`,
        ],
        ['Mail out', mail.outgoing.smtpHost ? `SMTP ${mail.outgoing.smtpHost}` : 'outbox only (no SMTP_URL)'],
        [
          'Mail in',
          mail.inbound.port === null
            ? 'off'
            : `${mail.inbound.state} on port ${mail.inbound.port}, @${mail.inbound.domain}`,
        ],
        ...status.connectors.map((connector) => [
          `  ${connector.name}`,
          connector.isConfigured ? 'configured' : `not configured (${connector.settings.join(', ')})`,
        ]),
        [
          'Backups',
          backups.isConfigured ? `nightly, keeping ${backups.keep}; latest: ${latest}` : 'off (set BACKUP_DIR)',
        ],
      ];
      const lines = table(rows);
      if (signUp.warning) lines.push('', 'Warning: anyone who reaches this server may sign up (SIGNUP=open).');
      return lines.join('\n');
    },
  },
  'jobs:list': {
    usage: 'jobs:list',
    help: 'the job queue by kind: waiting, running, failed',
    async run(services, { positional }) {
      exactly(positional, 0, 'jobs:list');
      const { kinds } = await services.serverConsole.jobKinds('terminal');
      const rows = [
        ['KIND', 'WAITING', 'RUNNING', 'FAILED'],
        ...kinds.map((kind) => [kind.name, String(kind.waiting), String(kind.running), String(kind.failed)]),
      ];
      return table(rows).join('\n');
    },
  },
  'jobs:failed': {
    usage: 'jobs:failed <kind>',
    help: 'the newest failed jobs of a kind, with the reason each failed',
    async run(services, { positional }) {
      const [kind = ''] = exactly(positional, 1, 'jobs:failed <kind>');
      if (!ZFailedJobQuery.shape.kind.safeParse(kind).success) throw new UsageError(`"${kind}" is not a kind of job.`);
      const { jobs } = await services.serverConsole.failedJobs('terminal', kind);
      const rows = [
        ['ID', 'FAILED', 'RUNS', 'REASON'],
        ...jobs.map((job) => [job.id, job.failedAt, String(job.attempts), job.reason ?? '']),
      ];
      return [...table(rows), plural(jobs.length, 'failed job')].join('\n');
    },
  },
  'jobs:retry': {
    usage: 'jobs:retry <id>',
    help: 'run a failed job once more, now',
    async run(services, { positional }) {
      const [id = ''] = exactly(positional, 1, 'jobs:retry <id>');
      if (!ZJobIdParams.shape.id.safeParse(id).success) throw new UsageError(`"${id}" is not a job's id.`);
      try {
        await services.serverConsole.retryJob('terminal', id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') {
          throw new CommandError(`No failed job ${id} to retry (done, waiting already, or unknown).`);
        }
        throw error;
      }
      return `Job ${id} is queued to run again.`;
    },
  },
  'mail:undelivered': {
    usage: 'mail:undelivered',
    help: 'the newest mails the SMTP server has not taken, with its last error',
    async run(services, { positional }) {
      exactly(positional, 0, 'mail:undelivered');
      const { mails } = await services.serverConsole.undeliveredMail('terminal');
      const rows = [
        ['ID', 'WRITTEN', 'TO', 'SUBJECT', 'TRIES', 'ERROR'],
        ...mails.map((mail) => [
          String(mail.id),
          mail.createdAt,
          mail.to,
          mail.subject,
          String(mail.attempts),
          mail.error ?? '',
        ]),
      ];
      return [...table(rows), plural(mails.length, 'undelivered mail')].join('\n');
    },
  },
};
