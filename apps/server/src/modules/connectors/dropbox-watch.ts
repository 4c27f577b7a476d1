import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../infra/clock.ts';
import { ConnectorError, type DropboxConnector } from '../../infra/connectors/connector.ts';
import { randomToken } from '../../infra/security/tokens.ts';
import type { ConnectorsRepo } from './connectors.repo.ts';

/** How often a watcher renews its folders and takes free ones (a new album waits this long at most). */
const LOOK_EVERY_MS = 5000;
/** A watcher silent this long (a process gone) leaves its folders to the others. */
const LEASE_MS = 2 * 60_000;
/**
 * How long a longpoll is held when nothing changes (Dropbox allows 30-480 s and adds up to 90 s):
 * well under the 300 s an HTTP client waits for an answer's headers, which would cut it.
 */
const LONGPOLL_SECONDS = 180;
/** After a change, the sync run is given this long to move the cursor on before the next longpoll. */
const CURSOR_WAIT_MS = 60_000;
/** Between two failed longpolls of a folder. */
const RETRY_WAIT_MS = 30_000;

/**
 * The Dropbox folders this worker process watches: one held longpoll per folder (on Dropbox's
 * notify host, without a token), at most `max` per process. Folders are shared among the worker
 * processes by leases in the database, renewed while held and taken over once one goes quiet, so
 * each folder has one holder. A longpoll that reports changes sends the album's sync job; the next
 * longpoll waits for that run to move the cursor on.
 */
export function createDropboxWatch(deps: {
  repo: ConnectorsRepo;
  dropbox: DropboxConnector;
  clock: Clock;
  max: number;
  requestSync(albumId: number): Promise<void>;
  /** Tests shorten the longpoll and the waits. */
  timing?: { longpollSeconds?: number; lookEveryMs?: number; cursorWaitMs?: number; retryWaitMs?: number };
}) {
  const { repo, clock } = deps;
  const holder = `${hostname()}:${process.pid}:${randomToken(6)}`;
  const longpollSeconds = deps.timing?.longpollSeconds ?? LONGPOLL_SECONDS;
  const lookEveryMs = deps.timing?.lookEveryMs ?? LOOK_EVERY_MS;
  const cursorWaitMs = deps.timing?.cursorWaitMs ?? CURSOR_WAIT_MS;
  const retryWaitMs = deps.timing?.retryWaitMs ?? RETRY_WAIT_MS;
  const held = new Map<number, AbortController>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<void> = Promise.resolve();

  const leaseEnd = () => new Date(clock.now().getTime() + LEASE_MS).toISOString();

  /** Waits, unless the watch of this folder (or the whole watcher) ends first. */
  async function pause(ms: number, signal: AbortSignal): Promise<void> {
    await sleep(ms, undefined, { signal }).catch(() => undefined);
  }

  async function watch(albumId: number, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const album = await repo.findConnectedAlbum(albumId);
      if (!album?.cursor || (album.state !== 'synced' && album.state !== 'importing')) break;
      try {
        const result = await deps.dropbox.longpoll(album.cursor, longpollSeconds, signal);
        if (signal.aborted) break;
        if (result.changes) {
          await deps.requestSync(albumId);
          for (let waited = 0; waited < cursorWaitMs && !signal.aborted; waited += 500) {
            if ((await repo.findConnectedAlbum(albumId))?.cursor !== album.cursor) break;
            await pause(500, signal);
          }
        }
        if (result.backoffSeconds) await pause(result.backoffSeconds * 1000, signal);
      } catch (error) {
        if (signal.aborted) break;
        // An expired cursor: the sync run lists the folder again and saves a new one.
        if (error instanceof ConnectorError && error.kind === 'not_found') await deps.requestSync(albumId);
        else console.warn(`Watching Dropbox folder of album ${albumId}:`, (error as Error).message);
        await pause(retryWaitMs, signal);
      }
    }
    held.delete(albumId);
    await repo.releaseWatches(holder, [albumId]);
  }

  function start(albumId: number): void {
    const controller = new AbortController();
    held.set(albumId, controller);
    const signal = AbortSignal.any([controller.signal, stopping.signal]);
    void watch(albumId, signal).catch((error: unknown) => {
      held.delete(albumId);
      console.error(`Watching Dropbox folder of album ${albumId} stopped:`, error);
    });
  }

  /** Renews what this process holds (dropping what another took over) and takes free folders. */
  async function look(): Promise<void> {
    const until = leaseEnd();
    const kept = new Set(await repo.renewWatches(holder, [...held.keys()], until));
    for (const [albumId, controller] of held) {
      if (!kept.has(albumId)) {
        controller.abort();
        held.delete(albumId);
      }
    }
    const claimed = await repo.claimWatches(holder, clock.now().toISOString(), until, deps.max - held.size);
    for (const album of claimed) start(album.album_id);
  }

  return {
    holder,
    /** The folders watched now, for tests and the health line. */
    watching: () => [...held.keys()],

    /** Looks once now, then every few seconds, until stop(). */
    start(): void {
      const tick = () => {
        looking = look().catch((error: unknown) => console.error('Looking for Dropbox folders to watch:', error));
      };
      tick();
      timer = setInterval(tick, lookEveryMs);
      timer.unref();
    },

    /** One look, for tests: renew, take over, start watching. */
    look,

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      stopping.abort();
      await looking;
      const albumIds = [...held.keys()];
      held.clear();
      await repo.releaseWatches(holder, albumIds);
    },
  };
}

export type DropboxWatch = ReturnType<typeof createDropboxWatch>;
