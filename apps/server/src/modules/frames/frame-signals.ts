import type { RemovedReason } from '@kinframe/contract';
import type { Clock } from '../../infra/clock.ts';
import type { Realtime } from '../../infra/realtime/index.ts';
import type { FrameSignals } from './frames.service.ts';
import type { PlaylistRepo } from './playlist.repo.ts';

/** The realtime channel of one frame: its event stream listens here. */
export function frameChannel(frameId: number): string {
  return `frame:${frameId}`;
}

/**
 * What a frame is told: fetch the playlist again, forget the token (the frame was removed), or do
 * what its owner's remote control says (frame-commands.service).
 */
export const FRAME_EVENTS = { playlist: 'playlist', removed: 'removed', command: 'command' } as const;

/**
 * How the rest of the server tells frames that what they show changed, in the words of each
 * module: a frame's own settings or sources, an album, a person's library, the NFT Art. The
 * content-level signals find the frames concerned; each is told twice: its `content_version` moves
 * to the change's own number (so no process answers its next poll from a remembered ETag, and the
 * frames of one change can share a built playlist) and an event goes to its stream.
 * They over-signal on purpose
 * (a frame that asks again with its ETag gets a cheap 304), and never fail the change that caused
 * them: the change is already written, and a frame also catches up at its next fetch.
 */
export function createFrameSignals(deps: {
  repo: Pick<
    PlaylistRepo,
    'bumpContentVersion' | 'framesShowingAlbum' | 'framesShowingCollection' | 'framesShowingContentOf'
  >;
  realtime: Realtime;
  clock: Clock;
  reportError?: (error: unknown) => void;
}) {
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Frame signal: ${error instanceof Error ? error.message : String(error)}\n`));

  async function tell(frameIds: number[] | Promise<number[]>, type: string, data?: unknown): Promise<void> {
    try {
      const unique = [...new Set(await frameIds)];
      // First in the database, which every process reads: a frame that hears the event and asks at
      // once, whichever process answers, gets the new playlist rather than a remembered 304.
      if (type === FRAME_EVENTS.playlist) await deps.repo.bumpContentVersion(unique, deps.clock.now().toISOString());
      await deps.realtime.publishMany(
        unique.map((frameId) => ({ channel: frameChannel(frameId), event: { type, data } })),
      );
    } catch (error) {
      reportError(error);
    }
  }

  const signals = {
    /** Its name, settings, screen or sources changed, or its renditions are ready: fetch again. */
    changed: (frameId: number) => tell([frameId], FRAME_EVENTS.playlist),

    /** The frame was removed (or given away): its token is about to stop working. */
    removed: (frameId: number, reason: RemovedReason = 'removed') => tell([frameId], FRAME_EVENTS.removed, { reason }),

    /** An album's items, order, name or members changed, or it is being deleted. */
    albumChanged: (albumId: number) => tell(deps.repo.framesShowingAlbum(albumId), FRAME_EVENTS.playlist),

    /** A person's items changed (caption, favourite, deleted, ready): every frame that may show one. */
    libraryChanged: (userId: number) => tell(deps.repo.framesShowingContentOf(userId), FRAME_EVENTS.playlist),

    /** The operator imported art: every frame showing NFT Art. */
    artChanged: () => tell(deps.repo.framesShowingCollection('nft-art'), FRAME_EVENTS.playlist),
  };
  return signals satisfies FrameSignals;
}

export type FrameSignalsService = ReturnType<typeof createFrameSignals>;
