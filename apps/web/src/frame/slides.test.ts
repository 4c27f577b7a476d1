import type { PlaylistItem } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { buildSlides, fillOf, indexAfter, playOrder, screenOrientation } from './slides.ts';

let nextId = 1;
function item(orientation: PlaylistItem['orientation'], kind: PlaylistItem['kind'] = 'photo'): PlaylistItem {
  const id = nextId++;
  const [width, height] =
    orientation === 'portrait' ? [1080, 1920] : orientation === 'landscape' ? [1920, 1080] : [1080, 1080];
  return {
    id,
    kind,
    url: `https://media.example/${id}.jpg?sig=x`,
    width,
    height,
    orientation,
    posterUrl: null,
    durationMs: kind === 'video' ? 4000 : null,
    caption: '',
    takenAt: '2024-08-02T10:00:00.000Z',
    isInterim: false,
  };
}

const layouts = (slides: ReturnType<typeof buildSlides>) => slides.map((slide) => slide.layout);

describe('slides', () => {
  it('pairs two portrait photos in a row side by side on a landscape screen', () => {
    const items = [item('portrait'), item('portrait'), item('landscape'), item('portrait')];
    const slides = buildSlides(items, 'landscape', 'pair');
    expect(layouts(slides)).toEqual(['side-by-side', 'single', 'single']);
    expect(slides[0]?.items.map((one) => one.id)).toEqual([items[0]?.id, items[1]?.id]);
    expect(slides[0]?.key).toBe(`${items[0]?.id}+${items[1]?.id}`);
  });

  it('stacks two landscape photos on a portrait screen, and leaves portraits alone there', () => {
    const items = [item('landscape'), item('landscape'), item('landscape'), item('portrait'), item('portrait')];
    expect(layouts(buildSlides(items, 'portrait', 'pair'))).toEqual(['stacked', 'single', 'single', 'single']);
  });

  it('shows alone a portrait photo whose file was already cut to fill the landscape screen', () => {
    const cut = { ...item('portrait'), width: 1920, height: 1080 };
    expect(layouts(buildSlides([cut, item('portrait')], 'landscape', 'pair'))).toEqual(['single', 'single']);
  });

  it('never pairs videos or square photos', () => {
    const items = [item('portrait', 'video'), item('portrait'), item('square'), item('portrait')];
    expect(layouts(buildSlides(items, 'landscape', 'pair'))).toEqual(['single', 'single', 'single', 'single']);
  });

  it('shows every photo alone when the frame fills around photos rather than pairing them', () => {
    const portraits = [item('portrait'), item('portrait'), item('portrait')];
    const landscapes = [item('landscape'), item('landscape')];
    for (const fill of ['blur', 'black'] as const) {
      expect(layouts(buildSlides(portraits, 'landscape', fill))).toEqual(['single', 'single', 'single']);
      expect(layouts(buildSlides(landscapes, 'portrait', fill))).toEqual(['single', 'single']);
    }
  });

  it('pairs the photos of a playlist from a server older than the fill setting, as it did then', () => {
    expect(fillOf({ intervalSeconds: 15 })).toBe('pair');
    expect(fillOf(undefined)).toBe('pair');
    expect(fillOf({ fill: 'blur' })).toBe('blur');
  });

  it('takes the orientation from the setting, or from the screen when it is auto', () => {
    expect(screenOrientation('auto', { width: 1920, height: 1080 })).toBe('landscape');
    expect(screenOrientation('auto', { width: 1080, height: 1920 })).toBe('portrait');
    expect(screenOrientation('portrait', { width: 1920, height: 1080 })).toBe('portrait');
  });

  it('keeps the playlist order, or shuffles every item exactly once', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(playOrder(items, false)).toEqual(items);
    let seed = 0.3;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    const shuffled = playOrder(items, true, random);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('goes on after the item last shown once the slides are rebuilt, or from the start when it is gone', () => {
    const items = [item('landscape'), item('landscape'), item('landscape')];
    const slides = buildSlides(items, 'landscape', 'pair');
    expect(indexAfter(slides, [items[0]?.id ?? 0])).toBe(1);
    expect(indexAfter(slides, [items[2]?.id ?? 0])).toBe(0);
    expect(indexAfter(slides, [999_999])).toBe(0);
    expect(indexAfter(slides, [])).toBe(0);
  });
});
