import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { reportToStderr } from './in-process.ts';
import { createLocalFanout } from './local-fanout.ts';
import { decodeMessage, encodeMessage, RESYNC_EVENT, type Realtime } from './realtime.ts';

/** The one NOTIFY channel every process listens on; the app's channels travel inside the payload. */
export const NOTIFY_CHANNEL = 'kinframe_realtime';

export interface PostgresRealtimeOptions {
  connectionString: string;
  /** The app's pool: NOTIFY goes through it, so publishing never waits for the listening connection. */
  db: Database;
  reportError?: (error: unknown) => void;
  /** Waits between reconnection attempts, doubling (with jitter) from `initialMs` up to `maxMs`. */
  reconnect?: { initialMs: number; maxMs: number };
  /** How often the listening connection is checked with a query, to notice a silently dead one. */
  pingIntervalMs?: number;
}

const DEFAULT_RECONNECT = { initialMs: 250, maxMs: 30_000 };
const DEFAULT_PING_INTERVAL_MS = 30_000;

/**
 * The scaled-out adapter: PostgreSQL LISTEN/NOTIFY. Each process holds one dedicated connection
 * listening on one NOTIFY channel; a publish is a `pg_notify` through the pool with a small JSON
 * payload {channel, event}; every process (the publisher included) hands the event to its own
 * listeners of that channel. NOTIFY is delivered at commit, so a publish made after a write
 * reaches listeners that will read the write.
 *
 * When the listening connection drops (a restart, a failover, a network cut) it is opened again
 * with backoff, and every local listener then gets `resync`: events of the gap are lost, and
 * re-reading is what makes that harmless.
 */
export async function createPostgresRealtime(options: PostgresRealtimeOptions): Promise<Realtime> {
  const reportError = options.reportError ?? reportToStderr;
  const backoff = options.reconnect ?? DEFAULT_RECONNECT;
  const fanout = createLocalFanout(reportError);
  let client: pg.Client | null = null;
  let isClosed = false;
  let failedAttempts = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: 'kinframe-realtime',
    });
    next.on('error', (error) => onLost(next, error));
    next.on('end', () => onLost(next));
    next.on('notification', (notification) => {
      if (notification.channel !== NOTIFY_CHANNEL || !notification.payload) return;
      const message = decodeMessage(notification.payload);
      if (message) fanout.deliver(message.channel, message.event);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      return next;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
  }

  function onLost(lost: pg.Client, error?: Error): void {
    // Events of a connection already replaced (or being opened) are not news.
    if (lost !== client) return;
    client = null;
    lost.end().catch(() => {});
    if (isClosed) return;
    reportError(new Error(`listening connection lost${error ? `: ${error.message}` : ''}; reconnecting`));
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (isClosed || reconnectTimer) return;
    const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(16, failedAttempts));
    // Jitter, so the processes of one outage do not all knock at the same moment.
    const delay = ceiling / 2 + (Math.random() * ceiling) / 2;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        (next) => {
          if (isClosed) {
            next.end().catch(() => {});
            return;
          }
          client = next;
          failedAttempts = 0;
          fanout.deliverToAll(RESYNC_EVENT);
        },
        (error: unknown) => {
          failedAttempts += 1;
          reportError(error);
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  // A connection can die without a word (a cut cable, a NAT forgetting it): a query then times
  // out instead of failing, and is what tells us.
  const pingTimer = setInterval(() => {
    const current = client;
    if (!current) return;
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('no answer to a ping')), 10_000);
    });
    Promise.race([current.query('SELECT 1'), timedOut])
      .catch((error: unknown) => onLost(current, error instanceof Error ? error : new Error(String(error))))
      .finally(() => clearTimeout(timeout));
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS);
  pingTimer.unref();

  client = await connect();

  return {
    provider: 'postgres',

    async publish(channel, event) {
      if (isClosed) throw new Error('Realtime is closed');
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${encodeMessage(channel, event)})`.execute(options.db);
    },

    async publishMany(messages) {
      if (isClosed) throw new Error('Realtime is closed');
      if (messages.length === 0) return;
      const payloads = messages.map((message) => encodeMessage(message.channel, message.event));
      await sql`select pg_notify(${NOTIFY_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(
        options.db,
      );
    },

    subscribe(channel, listener) {
      return fanout.add(channel, listener);
    },

    async close() {
      isClosed = true;
      clearInterval(pingTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      fanout.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
