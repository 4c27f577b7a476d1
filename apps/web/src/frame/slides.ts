import type { FrameFill, FrameOrientation, FrameSettings, PlaylistItem } from '@kinframe/contract';

export type ScreenOrientation = 'landscape' | 'portrait';

/**
 * What fills the screen at once: one item, or two photos that would each leave half the screen
 * empty (portraits side by side on a landscape screen, landscapes stacked on a portrait one).
 */
export interface Slide {
  /** The ids of its items, joined: the same pair is the same slide. */
  key: string;
  /** `title`: a card of words and no items (the title of a day's memories). */
  layout: 'single' | 'side-by-side' | 'stacked' | 'title';
  items: PlaylistItem[];
  /** A memories title: how many years ago the photos after it were taken. */
  title?: { yearsAgo: number };
}

/** The frame's orientation setting wins; `auto` follows the screen as it stands. */
export function screenOrientation(setting: FrameOrientation, viewport: { width: number; height: number }) {
  if (setting !== 'auto') return setting;
  return viewport.width >= viewport.height ? 'landscape' : 'portrait';
}

/** A playlist kept from a server older than the setting has none: its photos pair, as they did then. */
export function fillOf(settings: Partial<FrameSettings> | null | undefined): FrameFill {
  return settings?.fill ?? 'pair';
}

/**
 * The photos that pair up on this screen: those of the other shape. What counts is the shape of the
 * file the frame gets, not of the original: a photo the server has already cut to fill the whole
 * screen is best shown alone, whatever its original shape.
 */
function pairsWith(item: PlaylistItem, screen: ScreenOrientation): boolean {
  if (item.kind !== 'photo' || item.orientation === 'square') return false;
  return screen === 'landscape' ? item.height > item.width : item.width > item.height;
}

/**
 * Turns the items, in the order they play, into slides: with the frame's fill `pair`, two of the
 * other shape in a row share one; with any other fill each item has a slide of its own.
 */
export function buildSlides(items: readonly PlaylistItem[], screen: ScreenOrientation, fill: FrameFill): Slide[] {
  const slides: Slide[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as PlaylistItem;
    const next = items[index + 1];
    if (fill === 'pair' && next && pairsWith(item, screen) && pairsWith(next, screen)) {
      slides.push({
        key: `${item.id}+${next.id}`,
        layout: screen === 'landscape' ? 'side-by-side' : 'stacked',
        items: [item, next],
      });
      index += 1;
    } else {
      slides.push({ key: String(item.id), layout: 'single', items: [item] });
    }
  }
  return slides;
}

/** The playlist's order, or a fresh shuffle of it (Fisher–Yates) for each round when asked. */
export function playOrder<T>(items: readonly T[], shuffle: boolean, random: () => number = Math.random): T[] {
  const order = [...items];
  if (!shuffle) return order;
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
}

/** The slide that holds the item at `position` of the items the slides were built from. */
export function slideAt(slides: readonly Slide[], items: readonly PlaylistItem[], position: number): number {
  const id = items[position]?.id;
  const at = slides.findIndex((slide) => slide.items.some((item) => item.id === id));
  return at === -1 ? 0 : at;
}

/**
 * Where to go on after `shownIds` once the slides were rebuilt (a new playlist, a turned screen):
 * the slide after the one holding the last item shown, or the start when that item is gone.
 */
export function indexAfter(slides: readonly Slide[], shownIds: readonly number[]): number {
  const last = shownIds.at(-1);
  const at = slides.findIndex((slide) => slide.items.some((item) => item.id === last));
  return at === -1 ? 0 : (at + 1) % slides.length;
}
