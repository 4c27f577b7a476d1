import type { AppContext } from '../../../context.ts';
import { databaseBytes } from '../../../infra/db/database-size.ts';
import { describeMediaTools } from '../../../infra/media/media-tools.ts';
import { VERSION } from '../../../infra/version.ts';
import type { BackupsService } from '../../backups/backups.service.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { OperatorsService } from '../../operators/operators.service.ts';
import { isReceiverAnswering } from './receiver-probe.ts';
import { createServerConsoleService } from './server-console.service.ts';
import { serverFactsOf } from './server-facts.ts';

/** The console's Server tab: what it reads it asks of the modules that own it, and of the context. */
export function createServerConsoleModule(
  context: AppContext,
  deps: {
    storedTotals: () => Promise<{ items: number; bytes: number }>;
    backups: Pick<BackupsService, 'latest'>;
    mail: Pick<MailService, 'listUndelivered'>;
    operators: Pick<OperatorsService, 'record'>;
    /** The names of every job the workers run. */
    jobKinds: readonly string[];
  },
) {
  const { config, db, dialect } = context;
  const serverConsole = createServerConsoleService({
    access: context.access,
    facts: serverFactsOf(config),
    version: VERSION,
    databaseKind: dialect,
    mediaTools: () => describeMediaTools(config.media),
    storedTotals: deps.storedTotals,
    databaseBytes: () => databaseBytes(db, dialect),
    latestBackup: deps.backups.latest,
    isReceiverAnswering,
    queue: context.queue,
    jobKinds: deps.jobKinds,
    listUndelivered: deps.mail.listUndelivered,
    recordAction: deps.operators.record,
  });
  return { serverConsole };
}
