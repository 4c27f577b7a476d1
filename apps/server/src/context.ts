import { type Captcha, createCaptcha } from './infra/captcha/index.ts';
import { type Clock, systemClock } from './infra/clock.ts';
import type { Config } from './infra/config.ts';
import { type Database, type Dialect, openDatabase } from './infra/db/database.ts';
import { migrateToLatest } from './infra/db/migrate.ts';
import { createTransactions, type Transactions } from './infra/db/transactions.ts';
import { createMailer, type Mailer } from './infra/mailer/index.ts';
import { createJobQueue, type JobQueue } from './infra/queue/index.ts';
import { createRealtime, type Realtime } from './infra/realtime/index.ts';
import { createRateLimits, type RateLimits } from './infra/security/rate-limits.ts';
import { createMediaUrls, createStorage, type MediaUrls, type Storage } from './infra/storage/index.ts';
import { type Access, createAccess } from './modules/access/access.ts';
import { type DNSResolver, systemDnsResolver } from './modules/inbound-mail/mail-authentication.ts';

/**
 * Everything the application stands on, with each provider picked once from the configuration.
 * The server, the CLI and the tests build it the same way; tests swap in their own clock.
 */
export interface AppContext {
  config: Config;
  db: Database;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  captcha: Captcha;
  storage: Storage;
  /** Signs and checks the links of the local media route (/api/media). */
  mediaUrls: MediaUrls;
  queue: JobQueue;
  /** Events between processes (in-process on SQLite, LISTEN/NOTIFY on PostgreSQL): SSE rides on it. */
  realtime: Realtime;
  /** One transaction per command (`transactions.run`), and what waits for its commit. */
  transactions: Pick<Transactions, 'run' | 'afterCommit' | 'attempt'>;
  /** DNS for checking received mail (SPF, DKIM keys, DMARC policies); tests give a stand-in. */
  dnsResolver: DNSResolver;
  /** Counted events and their limits (wrong passwords, mails sent, costly calls), shared by every process. */
  rateLimits: RateLimits;
  /** Who may do what (modules/access): every service function that takes an id asks it first. */
  access: Access;
  close(): Promise<void>;
}

export async function createContext(
  config: Config,
  overrides: { clock?: Clock; dnsResolver?: DNSResolver } = {},
): Promise<AppContext> {
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    // Every repo's queries go through `transactions.db`: inside a command, to its transaction.
    const transactions = createTransactions(database.db);
    const { db } = transactions;
    const mediaUrls = createMediaUrls(config, clock);
    const storage = await createStorage(config, { clock, mediaUrls });
    const queue = await createJobQueue(config, db, clock);
    const mailer = await createMailer(config, db, clock, queue, transactions.afterCommit);
    const realtime = transactions.deferRealtime(await createRealtime({ ...database, databaseUrl: config.databaseUrl }));
    return {
      config,
      db,
      transactions,
      dialect: database.dialect,
      clock,
      mailer,
      captcha: createCaptcha(config, db, clock),
      storage,
      mediaUrls,
      queue,
      realtime,
      dnsResolver: overrides.dnsResolver ?? systemDnsResolver(config.dnsServers),
      rateLimits: createRateLimits({ db, clock }),
      access: createAccess(db),
      async close() {
        await queue.close();
        await realtime.close();
        await storage.close?.();
        await mailer.close?.();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
