// The remote control of a frame: one mutation, no query (commands are not kept).
import { useMutation } from '@tanstack/react-query';
import { commandFrame } from './calls.ts';

/**
 * Sends a command to a frame. Nothing to ask again afterwards: the frames list learns what the frame
 * shows from its heartbeats.
 */
export function useFrameCommandMutation() {
  return useMutation({ mutationFn: commandFrame });
}
