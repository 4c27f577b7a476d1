import { FRAME_COMMANDS, type FrameCommandEvent, type FrameCommandName } from '@kinframe/contract';

/**
 * The remote control, as the player obeys it: the owner's commands (the event stream's `command`
 * events) turned into what the frame is to do. Free of React and of the slideshow, so the rules are
 * tested on their own; use-remote-control.ts applies them.
 */

/** How long `show` waits for the playlist to hold its item (a photo just sent is fetched first). */
export const SHOW_WAIT_MS = 30_000;
/** Command ids remembered, so that one delivered twice (a stream reopened) moves the frame once. */
const REMEMBERED_IDS = 20;

/** A move of the slideshow, numbered so that the same command twice moves twice. */
export type SlideMove = { serial: number } & ({ kind: 'next' | 'previous' } | { kind: 'show'; itemId: number });

export interface RemoteState {
  /** Held on the slide on screen until `resume`. */
  isPaused: boolean;
  /** The last move asked for; the player makes each serial once. */
  move: SlideMove | null;
  /** A `show` whose item the playlist does not hold yet; let go at `until`. */
  waitingShow: { itemId: number; until: number } | null;
  /** The player is to start again: simply, or with its cache and stored playlist emptied first. */
  restart: 'reload' | 'clear-cache' | null;
  obeyedIds: readonly string[];
}

export const INITIAL_REMOTE: RemoteState = {
  isPaused: false,
  move: null,
  waitingShow: null,
  restart: null,
  obeyedIds: [],
};

export type RemoteAction =
  /** A command arrived; `itemIds` are those of the playlist the player holds now. */
  | { type: 'command'; command: FrameCommandEvent; itemIds: ReadonlySet<number>; now: number }
  /** The playlist changed (or a wait ran out): a waiting `show` is made, or let go once too old. */
  | { type: 'playlist'; itemIds: ReadonlySet<number>; now: number };

const isCommandName = (value: unknown): value is FrameCommandName =>
  (FRAME_COMMANDS as readonly unknown[]).includes(value);

/** The `command` event's data, or null when it is not one this player knows (a newer server's). */
export function parseCommand(data: string): FrameCommandEvent | null {
  let value: { id?: unknown; command?: unknown; itemId?: unknown } | null;
  try {
    value = JSON.parse(data) as typeof value;
  } catch {
    return null;
  }
  if (typeof value?.id !== 'string' || !isCommandName(value.command)) return null;
  if (value.command !== 'show') return { id: value.id, command: value.command };
  const { itemId } = value;
  return typeof itemId === 'number' && Number.isInteger(itemId) && itemId > 0
    ? { id: value.id, command: 'show', itemId }
    : null;
}

function moved(state: RemoteState, move: { kind: 'next' | 'previous' } | { kind: 'show'; itemId: number }) {
  return { ...state, move: { ...move, serial: (state.move?.serial ?? 0) + 1 } };
}

export function remoteReducer(state: RemoteState, action: RemoteAction): RemoteState {
  if (action.type === 'playlist') {
    const waiting = state.waitingShow;
    if (!waiting) return state;
    if (action.itemIds.has(waiting.itemId))
      return { ...moved(state, { kind: 'show', itemId: waiting.itemId }), waitingShow: null };
    return action.now >= waiting.until ? { ...state, waitingShow: null } : state;
  }
  const { command, itemIds, now } = action;
  if (state.obeyedIds.includes(command.id)) return state;
  const obeyed = { ...state, obeyedIds: [...state.obeyedIds, command.id].slice(-REMEMBERED_IDS) };
  switch (command.command) {
    case 'next':
    case 'previous':
      return moved(obeyed, { kind: command.command });
    case 'pause':
      return { ...obeyed, isPaused: true };
    case 'resume':
      return { ...obeyed, isPaused: false };
    case 'show':
      // A newer `show` replaces one still waiting: the last photo asked for is the one wanted.
      return itemIds.has(command.itemId)
        ? { ...moved(obeyed, { kind: 'show', itemId: command.itemId }), waitingShow: null }
        : { ...obeyed, waitingShow: { itemId: command.itemId, until: now + SHOW_WAIT_MS } };
    case 'reload':
    case 'clear-cache':
      return { ...obeyed, restart: command.command };
  }
}
