import {
  type FrameSettings,
  type PlaylistItem,
  type PlaylistMemories,
  type PlaylistOrder,
  playlistPosition,
} from '@kinframe/contract';
import { sourceOf } from './media-cache.ts';
import { dueMemories, localMemoryLog, type MemoryLog, memorySlides } from './memories.ts';
import { buildSlides, fillOf, indexAfter, playOrder, type ScreenOrientation, type Slide, slideAt } from './slides.ts';

/** How long the old slide stays while the new one fades or slides in (the CSS animations' length). */
export const TRANSITION_MS = 1_000;
/** Nothing could be shown (no network, nothing cached): try again this often. */
const RETRY_MS = 10_000;
/** A video that never says it ended gets this long beyond its own duration. */
const VIDEO_GRACE_MS = 30_000;
/** A memories title card stays this long (or the interval, when shorter). */
const TITLE_MS = 6_000;

/** What an item plays from: object URLs of its cached rendition (and a video's poster). */
export interface ItemSources {
  src: string;
  poster: string | null;
}
export type SlideSources = Map<number, ItemSources>;

export interface ShownSlide {
  /** Counts up with every showing, so the same photo shown again is a new element that animates in. */
  serial: number;
  slide: Slide;
  sources: SlideSources;
}

export interface SlideshowView {
  current: ShownSlide | null;
  /** The slide on its way out during a transition. */
  leaving: ShownSlide | null;
  /** loading: no playlist yet; empty: it has no items; unavailable: none of them could be loaded. */
  status: 'loading' | 'empty' | 'unavailable' | 'showing';
}

export interface SlideshowDependencies {
  /** Gets a slide's files ready to show (decoded), or fails when they cannot be had. */
  prepare(slide: Slide): Promise<SlideSources>;
  /** Lets go of a slide's files once it is off screen. */
  release(sources: SlideSources): void;
  onView(view: SlideshowView): void;
  random?: () => number;
  /** The clock (ms): where a server-ordered cycle stands, and when memories are due. */
  now?: () => number;
  /** Which memories were shown (localStorage by default). */
  memoryLog?: MemoryLog;
}

/** What the playlist adds to its items, when the server sends it (an older one sends neither). */
export interface PlaylistExtras {
  order?: PlaylistOrder;
  memories?: PlaylistMemories[];
}

export interface Slideshow {
  setPlaylist(items: readonly PlaylistItem[] | null, settings: FrameSettings, extras?: PlaylistExtras): void;
  setOrientation(orientation: ScreenOrientation): void;
  /** Asleep, or paused by the remote control: nothing moves by itself until let go. */
  setPaused(isPaused: boolean): void;
  /**
   * Held on its slide (the remote control's pause, the tap panel open). Let go, the slide on screen
   * gets a fresh interval, rather than giving way at once to the next: the person just looked at it.
   */
  setHeld(isHeld: boolean): void;
  /** The remote control: the next slide now (paused or not; a paused slideshow stays paused). */
  next(): void;
  /** The remote control: the slide before the one on screen, now. */
  previous(): void;
  /** The remote control: the slide holding this item, now; false when the playlist does not hold it. */
  showItem(itemId: number): boolean;
  /** The video of showing `serial` played to its end (or failed). */
  videoEnded(serial: number): void;
  /** How many slides a round holds: with one or none, nothing is meant to change (the watchdog). */
  slideCount(): number;
  dispose(): void;
}

/**
 * The slideshow's clock and memory, free of React: which slide comes next (in the playlist's order
 * or shuffled anew each round, pairs made for the screen's orientation), when (the interval, or a
 * video's end), what to skip (files that cannot be loaded), and which files can be let go. The next
 * slide is prepared while the current one shows, so it is ready the moment its turn comes.
 *
 * A playlist with an `order` is already in the server's order for the frame's cycle: it plays as
 * it comes, never shuffled here, and starts (at first, and when a new cycle comes) at the item the
 * cycle's clock says is due, so a restarted frame resumes where it was. A day's memories, when
 * due, play once before the next slide: a title card per year, then its photos.
 */
export function createSlideshow(deps: SlideshowDependencies): Slideshow {
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const memoryLog = deps.memoryLog ?? localMemoryLog;
  let items: readonly PlaylistItem[] | null = null;
  let settings: FrameSettings | null = null;
  let extras: PlaylistExtras = {};
  /** The memories being played, before the deck goes on. */
  let memoryQueue: Slide[] = [];
  let orientation: ScreenOrientation = 'landscape';
  let isPaused = false;
  let isHeld = false;
  let isDisposed = false;
  let deck: Slide[] = [];
  let position = 0;
  let serial = 0;
  let view: SlideshowView = { current: null, leaving: null, status: 'loading' };
  let upcoming: { key: string; sources: Promise<SlideSources> } | null = null;
  let isStepping = false;
  /** The remote control asked for a move while a slide was being prepared: made right after. */
  let isMoveWanted = false;
  let nextTimer: ReturnType<typeof setTimeout> | undefined;
  let leavingTimer: ReturnType<typeof setTimeout> | undefined;

  const intervalMs = () => (settings?.intervalSeconds ?? 15) * 1000;

  function setView(next: SlideshowView) {
    for (const old of [view.current, view.leaving]) {
      if (old && old !== next.current && old !== next.leaving) deps.release(old.sources);
    }
    view = next;
    deps.onView(next);
  }

  /** Shuffled here: asked for, and not already ordered by the server. */
  const isShuffledHere = () => Boolean(settings?.shuffle) && !extras.order;

  function dealDeck() {
    deck =
      items && settings ? buildSlides(playOrder(items, isShuffledHere(), random), orientation, fillOf(settings)) : [];
  }

  function rebuildDeck(isNewCycle = false) {
    dealDeck();
    const shownIds = view.current?.slide.items.map((item) => item.id) ?? [];
    position = indexAfter(deck, shownIds);
    if (extras.order && items && settings && (isNewCycle || shownIds.length === 0)) {
      const due = playlistPosition(extras.order, items.length, settings.intervalSeconds, now());
      position = slideAt(deck, items, due);
      // The slide due is the one to show next, unless it is already on screen.
      if (deck[position]?.key === view.current?.slide.key) position = (position + 1) % deck.length;
    }
    // An item on screen that now looks otherwise (edited, or reverted) is shown again at once, in its place.
    if (isCurrentRedrawn()) position = (position + deck.length - 1) % deck.length;
    discardUpcoming();
  }

  /** The slide on screen shows an item that has left the playlist, or that the playlist now draws otherwise. */
  function isCurrentGone(): boolean {
    const current = view.current;
    if (!current) return deck.length > 0;
    const ids = new Set(items?.map((item) => item.id));
    return current.slide.items.some((item) => !ids.has(item.id)) || isCurrentRedrawn();
  }

  /** An item on screen comes from another file now: an edit or a revert gave it new renditions. */
  function isCurrentRedrawn(): boolean {
    const files = new Map(items?.map((item) => [item.id, sourceOf(item.url)]));
    return (
      view.current?.slide.items.some((item) => files.has(item.id) && files.get(item.id) !== sourceOf(item.url)) ?? false
    );
  }

  function discardUpcoming() {
    upcoming?.sources.then(deps.release, () => undefined);
    upcoming = null;
  }

  function takeSources(slide: Slide): Promise<SlideSources> {
    if (upcoming?.key === slide.key) {
      const { sources } = upcoming;
      upcoming = null;
      return sources;
    }
    discardUpcoming();
    return deps.prepare(slide);
  }

  function prepareUpcoming() {
    const next = deck[position < deck.length ? position : 0];
    // At the end of a shuffled round the next deck is not dealt yet: that one is prepared on its turn.
    const isNewRound = position >= deck.length && isShuffledHere();
    if (!next || isNewRound || next.key === view.current?.slide.key) return;
    const sources = deps.prepare(next);
    sources.catch(() => undefined);
    upcoming = { key: next.key, sources };
  }

  function schedule(ms: number) {
    clearTimeout(nextTimer);
    nextTimer = setTimeout(() => void step(), ms);
  }

  function timeOnScreen(slide: Slide): number {
    if (slide.layout === 'title') return Math.min(TITLE_MS, intervalMs());
    const [first] = slide.items;
    if (slide.items.length === 1 && first?.kind === 'video')
      return (first.durationMs ?? 0) + intervalMs() + VIDEO_GRACE_MS;
    return intervalMs();
  }

  function show(slide: Slide, sources: SlideSources) {
    serial += 1;
    const leaving = settings?.transition === 'none' ? null : view.current;
    setView({ current: { serial, slide, sources }, leaving, status: 'showing' });
    clearTimeout(leavingTimer);
    if (leaving) leavingTimer = setTimeout(() => setView({ ...view, leaving: null }), TRANSITION_MS);
  }

  /** Today's memories, when they are due and not yet shown, go before the deck; noted as shown at once. */
  function queueDueMemories() {
    if (memoryQueue.length > 0 || !items) return;
    const due = dueMemories(extras.memories, new Date(now()), memoryLog.read());
    if (!due) return;
    memoryLog.write(due.showing);
    memoryQueue = memorySlides(due.day, items, orientation, fillOf(settings));
  }

  /** The next memory slide that loads, if any are queued. */
  async function showNextMemory(isForced: boolean): Promise<boolean> {
    while (memoryQueue.length > 0) {
      const slide = memoryQueue.shift() as Slide;
      let sources: SlideSources;
      try {
        sources = await takeSources(slide);
      } catch {
        continue;
      }
      if (isDisposed || (isStill() && !isForced)) {
        // Held while it loaded: it is still the next to show once let go.
        memoryQueue.unshift(slide);
        deps.release(sources);
        return true;
      }
      show(slide, sources);
      schedule(timeOnScreen(slide));
      return true;
    }
    return false;
  }

  /** `isForced`: the remote control's move, made even while paused. */
  async function showNext(isForced: boolean): Promise<void> {
    queueDueMemories();
    if (await showNextMemory(isForced)) return;
    if (deck.length === 0) {
      discardUpcoming();
      return setView({ current: null, leaving: null, status: items ? 'empty' : 'loading' });
    }
    for (let tries = 0; tries < deck.length; tries += 1) {
      if (position >= deck.length) {
        position = 0;
        if (isShuffledHere()) dealDeck();
      }
      const dealt = deck;
      const slide = deck[position] as Slide;
      position += 1;
      // A playlist of one slide: it simply stays, unless it is to be drawn anew.
      if (deck.length === 1 && view.current?.slide.key === slide.key && !isCurrentRedrawn()) {
        return schedule(intervalMs());
      }
      let sources: SlideSources;
      try {
        sources = await takeSources(slide);
      } catch {
        continue;
      }
      if (isDisposed || (isStill() && !isForced)) {
        // Held (a tap, the remote) while it loaded: it stays the next to show, ready, once let go,
        // unless the playlist changed meanwhile and the deck already says what comes next.
        if (isDisposed || deck !== dealt) return deps.release(sources);
        position -= 1;
        discardUpcoming();
        upcoming = { key: slide.key, sources: Promise.resolve(sources) };
        return;
      }
      show(slide, sources);
      prepareUpcoming();
      return schedule(timeOnScreen(slide));
    }
    // Nothing can be loaded now: keep what is on screen, if it is still wanted, and try again soon.
    if (isCurrentGone()) setView({ current: null, leaving: null, status: 'unavailable' });
    schedule(RETRY_MS);
  }

  async function step(isForced = false): Promise<void> {
    if (isDisposed || (isStill() && !isForced) || isStepping) return;
    isStepping = true;
    clearTimeout(nextTimer);
    try {
      await showNext(isForced);
    } finally {
      isStepping = false;
    }
    if (isMoveWanted) {
      isMoveWanted = false;
      return step(true);
    }
    // The playlist changed while the slide was being prepared, and took the shown item with it.
    if (!isDisposed && !isStill() && view.current && isCurrentGone()) void step();
  }

  /** Asleep or held: nothing moves by itself. */
  function isStill(): boolean {
    return isPaused || isHeld;
  }

  /** The remote control's move: at once, or as soon as the slide being prepared is shown. */
  function moveNow() {
    if (isDisposed) return;
    if (isStepping) isMoveWanted = true;
    else void step(true);
  }

  /** The deck's slide `index` (any number: it wraps) is the next to show, before any memories. */
  function goTo(index: number) {
    memoryQueue = [];
    position = ((index % deck.length) + deck.length) % deck.length;
    discardUpcoming();
    moveNow();
  }

  return {
    setPlaylist(nextItems, nextSettings, nextExtras = {}) {
      const isNewCycle = nextExtras.order !== undefined && nextExtras.order.cycle !== extras.order?.cycle;
      // Another fill lays the photo on screen out anew (paired, or alone): shown so at once, not
      // an interval later, as its owner has just asked for it.
      const isRelaid = settings !== null && fillOf(settings) !== fillOf(nextSettings);
      items = nextItems;
      settings = nextSettings;
      extras = nextExtras;
      rebuildDeck(isNewCycle);
      const firstShown = view.current?.slide.items[0]?.id;
      if (isRelaid && firstShown !== undefined) {
        position = slideAt(deck, nextItems ?? [], nextItems?.findIndex((item) => item.id === firstShown) ?? -1);
      }
      if (!isStepping && (view.status !== 'showing' || isCurrentGone() || isRelaid)) void step();
    },
    setOrientation(next) {
      if (next === orientation) return;
      orientation = next;
      rebuildDeck();
    },
    setPaused(next) {
      if (next === isPaused) return;
      isPaused = next;
      if (isPaused) clearTimeout(nextTimer);
      else if (!isHeld) void step();
    },
    setHeld(next) {
      if (next === isHeld) return;
      isHeld = next;
      if (isHeld) return clearTimeout(nextTimer);
      if (isPaused) return;
      if (view.current && !isCurrentGone()) schedule(timeOnScreen(view.current.slide));
      else void step();
    },
    next: moveNow,
    previous() {
      if (deck.length === 0) return;
      const at = deck.findIndex((slide) => slide.key === view.current?.slide.key);
      // A memory on screen is not in the deck: back to the deck's slide shown before it.
      goTo(at === -1 ? position - 1 : at - 1);
    },
    showItem(itemId) {
      const at = deck.findIndex((slide) => slide.items.some((item) => item.id === itemId));
      if (at === -1) return false;
      goTo(at);
      return true;
    },
    videoEnded(endedSerial) {
      if (view.current?.serial === endedSerial) void step();
    },
    slideCount: () => deck.length,
    dispose() {
      isDisposed = true;
      clearTimeout(nextTimer);
      clearTimeout(leavingTimer);
      discardUpcoming();
      setView({ current: null, leaving: null, status: 'loading' });
    },
  };
}
