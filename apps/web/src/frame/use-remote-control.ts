import type { Playlist } from '@kinframe/contract';
import { type Dispatch, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  INITIAL_REMOTE,
  parseCommand,
  type RemoteAction,
  type RemoteState,
  remoteReducer,
  type SlideMove,
} from './commands.ts';
import { forgetPlaylist } from './frame-store.ts';
import { clearRenditions } from './media-cache.ts';
import type { Slideshow } from './slideshow.ts';

export interface RemoteControl {
  state: RemoteState;
  /** The data of a `command` event, as the event stream delivers it (stable: never changes). */
  receive: (data: string) => void;
  /** Internal to the hooks below. */
  dispatch: Dispatch<RemoteAction>;
  itemIds: { current: ReadonlySet<number> };
}

/** The player's remote control: commands in, the state the player follows out (commands.ts). */
export function useRemoteControl(): RemoteControl {
  const [state, dispatch] = useReducer(remoteReducer, INITIAL_REMOTE);
  const itemIds = useRef<ReadonlySet<number>>(new Set());
  const receive = useCallback((data: string) => {
    const command = parseCommand(data);
    if (command) dispatch({ type: 'command', command, itemIds: itemIds.current, now: Date.now() });
  }, []);
  return { state, receive, dispatch, itemIds };
}

/**
 * What the remote control needs of the playlist: a `show` of an item it lacks asks for it again (a
 * photo just sent is in the next one) and is made when it arrives, or let go after a while; a
 * restart happens here.
 */
export function useRemoteFollowsPlaylist(
  remote: RemoteControl,
  playlist: Playlist | null,
  refresh: () => void,
  reloadPage: () => void = () => location.reload(),
) {
  const { dispatch, itemIds, state } = remote;
  const ids = useMemo(() => new Set(playlist?.items.map((item) => item.id)), [playlist]);
  useEffect(() => {
    itemIds.current = ids;
    dispatch({ type: 'playlist', itemIds: ids, now: Date.now() });
  }, [ids, itemIds, dispatch]);

  const { waitingShow } = state;
  useEffect(() => {
    if (!waitingShow) return;
    refresh();
    const timer = setTimeout(
      () => dispatch({ type: 'playlist', itemIds: itemIds.current, now: Date.now() }),
      Math.max(0, waitingShow.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [waitingShow, refresh, dispatch, itemIds]);

  const { restart } = state;
  useEffect(() => {
    if (!restart) return;
    void (async () => {
      if (restart === 'clear-cache') {
        // The token stays: the frame is still paired; everything it shows is fetched again.
        forgetPlaylist();
        await clearRenditions().catch(() => undefined);
      }
      reloadPage();
    })();
  }, [restart, reloadPage]);
}

/**
 * Makes each move of the remote control once on the slideshow. Asleep, the screen is off: a move
 * is let go rather than kept for the morning.
 */
export function useRemoteMoves(
  slideshow: { current: Pick<Slideshow, 'next' | 'previous' | 'showItem'> | null },
  move: SlideMove | null,
  isAsleep: boolean,
) {
  // A player started afresh (the watchdog) does not make again the move made before it.
  const made = useRef(move?.serial ?? 0);
  useEffect(() => {
    if (!move || move.serial === made.current) return;
    made.current = move.serial;
    if (isAsleep) return;
    if (move.kind === 'show') slideshow.current?.showItem(move.itemId);
    else if (move.kind === 'next') slideshow.current?.next();
    else slideshow.current?.previous();
  }, [slideshow, move, isAsleep]);
}
