import { randomUUID } from 'node:crypto';
import type { FrameCommand, FrameCommandEvent, FrameCommandSent } from '@kinframe/contract';
import type { Realtime } from '../../infra/realtime/index.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { Access } from '../access/access.ts';
import type { FrameCommandsRepo } from './frame-commands.repo.ts';
import type { FrameItemsService } from './frame-items.service.ts';
import { FRAME_EVENTS, frameChannel } from './frame-signals.ts';

/** Commands per person and minute: a remote pressed quickly, never a flood through the frames' streams. */
export const FRAME_COMMANDS_PER_MINUTE = 60;

/**
 * The remote control of a frame: its owner's command goes straight to the frame's event stream
 * (the realtime channel every process listens on), within a second or two. Nothing is stored: a
 * frame that is not listening simply misses it, which is what a person pressing "next" on a frame
 * that is off expects.
 *
 * `show` names an item the frame may show: one of the owner's own (sent to the frame first, as
 * "Show on a frame" does, so that the playlist the frame fetches holds it) or one of an album on
 * the frame that the owner may see. Anything else is 404, like another person's frame.
 */
export function createFrameCommandsService(deps: {
  access: Access;
  repo: Pick<FrameCommandsRepo, 'isInAlbumOnFrame'>;
  frameItems: Pick<FrameItemsService, 'send'>;
  limits: Pick<RateLimits, 'take'>;
  realtime: Pick<Realtime, 'publish'>;
}) {
  const { access, repo, frameItems, limits, realtime } = deps;

  async function prepareShow(userId: number, frameId: number, itemId: number): Promise<void> {
    if (await repo.isInAlbumOnFrame({ id: frameId, ownerId: userId }, itemId)) return;
    // Refuses with 404 unless the item is the person's own.
    await frameItems.send(userId, frameId, { itemIds: [itemId] });
  }

  return {
    async send(userId: number, frameId: number, command: FrameCommand): Promise<FrameCommandSent> {
      await access.requireAccess(userId, 'frame.control', [frameId]);
      await limits.take([{ key: `frame-commands:${userId}`, max: FRAME_COMMANDS_PER_MINUTE, windowMinutes: 1 }]);
      if (command.command === 'show') await prepareShow(userId, frameId, command.itemId);
      const event: FrameCommandEvent = { id: randomUUID(), ...command };
      await realtime.publish(frameChannel(frameId), { type: FRAME_EVENTS.command, data: event });
      return { id: event.id };
    },
  };
}

export type FrameCommandsService = ReturnType<typeof createFrameCommandsService>;
