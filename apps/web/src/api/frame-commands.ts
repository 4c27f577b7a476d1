// The remote control of a frame: one mutation, no query (commands are not kept).
import type { FrameCommand, FrameCommandSent } from '@kinframe/contract';
import { type MutationMeta, useMutation } from '@tanstack/react-query';
import { call } from './typed.ts';

/** The remote control: the frame does it now, if it is listening (nothing is kept for later). */
export function commandFrame({
  frameId,
  command,
}: {
  frameId: number;
  command: FrameCommand;
}): Promise<FrameCommandSent> {
  return call('post', '/api/v3/frames/{id}/commands', { path: { id: String(frameId) }, json: command });
}

/**
 * Sends a command to a frame. Nothing to ask again afterwards: the frames list learns what the frame
 * shows from its heartbeats.
 */
export function useFrameCommandMutation(meta?: MutationMeta) {
  return useMutation({ mutationFn: commandFrame, meta });
}
