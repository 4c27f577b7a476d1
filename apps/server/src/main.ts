import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.ts';
import { createContext } from './context.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { markServerRunning } from './infra/backups/server-presence.ts';
import { loadConfigOrExit } from './infra/config.ts';
import { describeMediaTools, formatMediaToolsReport } from './infra/media/media-tools.ts';
import { removeLeftovers } from './infra/storage/leftovers.ts';
import { createServices } from './services.ts';

/**
 * The process: `node src/main.ts [--services=web,...]`. One process runs every service by default;
 * scaled out, each process runs the ones it is given: `web` (the API and the web app) and `worker`
 * (the job queue: renditions, zips) and `smtp` (the receiver of photos by mail, when
 * SMTP_INBOUND_PORT is not 0).
 */
const SERVICES = ['web', 'worker', 'smtp'] as const;
const EXPIRY_SWEEP_MS = 15 * 60_000;
/** How often a worker looks for connected albums due a run (a picking session to ask about, a retry). */
const CONNECTORS_TICK_MS = 3000;
/** How often a worker asks for the weather reports that are due (each is fetched every 30 minutes). */
const WEATHER_CHECK_MS = 5 * 60_000;
type Service = (typeof SERVICES)[number];

function parseServices(argv: string[]): Service[] {
  const flagIndex = argv.findIndex((arg) => arg === '--services' || arg.startsWith('--services='));
  if (flagIndex === -1) return [...SERVICES];
  const flag = argv[flagIndex] ?? '';
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : (argv[flagIndex + 1] ?? '');
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SERVICES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    process.stderr.write(`Unknown service "${unknown.join(',') || value}": choose from ${SERVICES.join(', ')}\n`);
    process.exit(1);
  }
  return names as Service[];
}

function publicUrl(address: AddressInfo): string {
  const isWildcard = address.address === '0.0.0.0' || address.address === '::';
  const host =
    isWildcard || address.address === '127.0.0.1' || address.address === '::1' ? 'localhost' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const services = parseServices(process.argv.slice(2));
  // A restore refuses to write under a running server; this mark is how it knows.
  const unmarkRunning = await markServerRunning(config.dataDir);
  const context = await createContext(config);
  console.log(`Media tools: ${formatMediaToolsReport(await describeMediaTools(config.media))}`);
  const leftovers = await removeLeftovers({
    spoolDir: path.join(config.dataDir, 'tmp'),
    mediaDir: config.storage.provider === 'local' ? config.storage.directory : null,
    now: new Date(),
  });
  const abandoned = await createServices(context).ingest.releaseAbandonedOriginals();
  if (leftovers + abandoned > 0) {
    console.log(`Removed ${leftovers + abandoned} work files and originals left by a process that stopped mid-way`);
  }
  const stops: Array<() => Promise<unknown>> = [];

  if (services.includes('web')) {
    const app = await buildApp(context);
    const demo = await ensureDemoAccount(app.services, config);
    if (demo) {
      console.log(
        `\nA demo Kinframe Plus account was created on this first start:\n  email:    ${demo.email}\n  username: ${demo.username}\n  password: ${demo.password}\n`,
      );
    }
    await app.listen({ port: config.port, host: config.host });
    console.log(`Kinframe listening on ${publicUrl(app.server.address() as AddressInfo)}`);
    stops.push(() => app.close());
  }

  if (services.includes('worker')) {
    const {
      jobs,
      library,
      downloads,
      inboundMail,
      mail,
      weather,
      requestOfflineSweep,
      requestNightlyBackup,
      requestFactsCatchUp,
      connectorsTick,
      importsTick,
      competitionsTick,
      createDropboxWatch,
      startAnalysisCatchUp,
    } = createServices(context);
    await context.queue.work(jobs, { concurrency: config.queue.concurrency });
    // Items from before the library read where photos were taken (and their cameras) get it read.
    const catchUp = () =>
      requestFactsCatchUp().catch((error: unknown) => console.error('queueing the metadata catch-up:', error));
    void catchUp();
    // Items that came before the analysis, or whose analysis never ran: a background run, once at start.
    startAnalysisCatchUp().catch((error: unknown) => console.error('queueing the analysis catch-up:', error));
    // Expired zips, held mails and items in the Trash past its days leave storage even when nobody
    // asks for anything; so do mails SMTP never took.
    const sweep = setInterval(() => {
      downloads.removeExpired().catch((error: unknown) => console.error('removing expired downloads:', error));
      library
        .emptyExpiredTrash()
        .catch((error: unknown) => console.error('emptying what has been in the Trash too long:', error));
      inboundMail.expireHeld().catch((error: unknown) => console.error('expiring held mails:', error));
      mail.pruneUndelivered().catch((error: unknown) => console.error('pruning undelivered mail:', error));
      // Owners hear of frames offline for a day even when nobody asks for anything.
      requestOfflineSweep().catch((error: unknown) => console.error('queueing the offline frames sweep:', error));
      // With BACKUP_DIR, the job takes the day's backup once its hour has come.
      requestNightlyBackup().catch((error: unknown) => console.error('queueing the nightly backup:', error));
      void catchUp();
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
    stops.push(async () => clearInterval(sweep));
    // Every worker asks; the job's singleton key and the reports' claims make it one fetch per place.
    const checkWeather = () =>
      weather.requestRefresh().catch((error: unknown) => console.error('asking for weather reports:', error));
    void checkWeather();
    const weatherClock = setInterval(checkWeather, WEATHER_CHECK_MS);
    weatherClock.unref();
    stops.push(async () => clearInterval(weatherClock));
    // Connected albums and imports: the runs that are due; and the Dropbox folders this process watches.
    const connectorsClock = setInterval(() => {
      connectorsTick().catch((error: unknown) => console.error('connected albums tick:', error));
      importsTick().catch((error: unknown) => console.error('imports tick:', error));
      // Entrants hear a competition's results once its voting closes.
      competitionsTick().catch((error: unknown) => console.error('competitions tick:', error));
    }, CONNECTORS_TICK_MS);
    connectorsClock.unref();
    stops.push(async () => clearInterval(connectorsClock));
    const dropboxWatch = createDropboxWatch();
    dropboxWatch?.start();
    if (dropboxWatch) stops.push(() => dropboxWatch.stop());
    console.log(`Kinframe worker running (${context.queue.provider} queue)`);
    stops.push(() => context.queue.stop());
  }

  if (services.includes('smtp') && config.smtpInbound.port !== 0) {
    const { inboundMail } = createServices(context);
    // Only the process that receives mail loads the SMTP server.
    const { createSmtpReceiver } = await import('./modules/inbound-mail/smtp-receiver.ts');
    const receiver = createSmtpReceiver({ inboundMail, hostname: config.mailDomain });
    const port = await receiver.listen(config.smtpInbound.port, config.smtpInbound.host);
    console.log(`Kinframe receiving photos by mail on smtp://${config.smtpInbound.host}:${port}`);
    stops.push(() => receiver.close());
  }

  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal}: shutting down`);
    for (const stop of stops) await stop();
    await context.close();
    await unmarkRunning();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Port in use, database unreachable, a failed migration: say so in one line and stop.
  process.stderr.write(`Kinframe could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
