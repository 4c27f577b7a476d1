/** The library's ratio filter (all, landscape, portrait, square), for photos and videos alike. */
export type Orientation = 'landscape' | 'portrait' | 'square';

/**
 * Within 1% of 1:1 counts as square: cameras and phones that crop "square" land a few pixels off
 * (1080x1079), while 5:4 and the like are clearly not square.
 */
const SQUARE_TOLERANCE = 0.01;

/** Width and height as the item is shown, that is after its rotation. */
export function classifyOrientation(width: number, height: number): Orientation {
  if (Math.abs(width / height - 1) <= SQUARE_TOLERANCE) return 'square';
  return width > height ? 'landscape' : 'portrait';
}
