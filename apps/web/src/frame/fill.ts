import type { FrameFill, PlaylistItem } from '@kinframe/contract';
import type { Slide } from './slides.ts';
import type { ItemSources } from './slideshow.ts';

interface Size {
  width: number;
  height: number;
}

/** Shapes closer than this (2 %) leave bars too thin to see: nothing is drawn behind them. */
const SHAPE_TOLERANCE = 0.02;

/** Whether a picture shown whole (never cut) on a screen of this size leaves bars beside or above it. */
export function leavesBars(picture: Size, screen: Size): boolean {
  if (picture.width <= 0 || picture.height <= 0 || screen.width <= 0 || screen.height <= 0) return false;
  const ratio = picture.width / picture.height / (screen.width / screen.height);
  return Math.abs(ratio - 1) > SHAPE_TOLERANCE;
}

/**
 * The picture to draw blurred behind an item alone on the screen, or null for black bars: the
 * item's own file (the same object URL, so the browser decodes it once), a video's poster (a second
 * video would mean a second decode), and nothing with the fill `black`, for two photos that share the
 * screen (each covers its half), or when the item fills the screen already. With `pair`, a photo left
 * without a partner gets the blur too.
 */
export function fillPictureOf(
  slide: Pick<Slide, 'layout'>,
  item: PlaylistItem,
  sources: ItemSources,
  fill: FrameFill,
  screen: Size,
): string | null {
  if (fill === 'black' || slide.layout !== 'single' || !leavesBars(item, screen)) return null;
  return item.kind === 'photo' ? sources.src : sources.poster;
}
