import { DEVICE_EVENTS, ZPlaylist } from '@kinframe/contract';
import { z } from 'zod';
import { PING_SECONDS, registerEventStreams } from '../../http/event-stream.ts';
import type { StreamLeases } from '../../http/stream-leases.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { Realtime } from '../../infra/realtime/index.ts';
import type { DeviceAuth } from './device-auth.ts';
import { FRAME_EVENTS, frameChannel } from './frame-signals.ts';
import type { FramesService } from './frames.service.ts';
import type { PlaylistService } from './playlist.service.ts';

/** An open event stream counts as being heard from; written at most this often per frame. */
const SEEN_EVERY_MS = 60_000;

const [PLAYLIST_EVENT, REMOVED_EVENT, COMMAND_EVENT] = DEVICE_EVENTS;

/**
 * What a paired frame reads, under /api/device/v1/ with its bearer token: the playlist (ETag,
 * 304 when unchanged) and the event stream that says when to fetch it again. docs/frame-protocol.md
 * is the whole story for a device maker.
 */
export function registerDevicePlaylistRoutes(
  app: ZodApp,
  deps: {
    playlist: PlaylistService;
    deviceAuth: DeviceAuth;
    frames: Pick<FramesService, 'markSeen' | 'connected' | 'left'>;
    realtime: Realtime;
    streamLeases: StreamLeases;
  },
) {
  const { playlist, deviceAuth, realtime } = deps;
  const tags = ['device'];
  const security = [{ device: [] }];
  const config = { csrf: false, session: false };
  const streams = registerEventStreams(app, deps.streamLeases);

  app.get(
    '/device/v1/playlist',
    {
      config,
      schema: {
        tags,
        security,
        response: {
          200: ZPlaylist,
          304: z.undefined().describe('Not modified: the playlist named in If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const frame = await deviceAuth.authenticate(request);
      const result = await playlist.poll(frame, request.headers['if-none-match']);
      // no-cache: a cache may keep it, but must ask (If-None-Match) before using it.
      reply.header('etag', result.etag).header('cache-control', 'no-cache');
      if (result.status === 'not-modified') return reply.code(304).send();
      return result.playlist;
    },
  );

  app.get('/device/v1/events', { config, schema: { tags, security } }, async (request, reply) => {
    const frame = await deviceAuth.authenticate(request);
    const logged = (what: string) => (error: unknown) => request.log.error({ err: error }, what);
    const markSeen = () => deps.frames.markSeen(frame.id).catch(logged('mark frame seen'));
    await deps.frames.connected(frame).catch(logged('frame connected'));
    const stream = await streams.open(reply, { holder: `frame:${frame.id}` });
    // Listening before `hello`: whatever happens after the frame hears it reaches the frame.
    const unsubscribe = realtime.subscribe(frameChannel(frame.id), (event) => {
      if (event.type === FRAME_EVENTS.removed) {
        stream.send(REMOVED_EVENT, event.data ?? { reason: 'removed' });
        stream.close();
        return;
      }
      if (event.type === FRAME_EVENTS.command) {
        stream.send(COMMAND_EVENT, event.data);
        return;
      }
      // `playlist`, and `resync` after events may have been lost: fetching again is the answer to both.
      stream.send(PLAYLIST_EVENT);
    });
    const seenTimer = setInterval(markSeen, SEEN_EVERY_MS);
    seenTimer.unref();
    stream.onClose(() => {
      unsubscribe();
      clearInterval(seenTimer);
      // A device that opened its next stream before this one was seen to close counts as online
      // again at that stream's next sign of life (SEEN_EVERY_MS).
      void deps.frames.left(frame).catch(logged('frame left'));
    });
    stream.send('hello', { frameId: frame.id, pingSeconds: PING_SECONDS });
    return reply;
  });
}
