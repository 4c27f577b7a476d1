import { DEFAULT_FRAME_SETTINGS, type FrameFill, type Playlist, type PlaylistItem } from '@kinframe/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playlistItemFixture } from '../test/frame-fixtures.ts';
import { fillPictureOf, leavesBars } from './fill.ts';
import { Player } from './Player.tsx';

vi.mock('./slide-sources.ts', () => ({
  prepareSlide: async (slide: { items: PlaylistItem[] }) =>
    new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: `blob:poster-${item.id}` }])),
  releaseSlide: () => undefined,
}));

afterEach(cleanup);

const portrait = (id: number) => playlistItemFixture({ id, width: 608, height: 1080, orientation: 'portrait' });
const landscape = { width: 1920, height: 1080 };

describe('what fills the screen around a photo', () => {
  it('is wanted only when the picture shown whole leaves bars worth seeing', () => {
    expect(leavesBars({ width: 608, height: 1080 }, landscape)).toBe(true);
    expect(leavesBars({ width: 1920, height: 1080 }, { width: 1080, height: 1920 })).toBe(true);
    expect(leavesBars({ width: 1440, height: 1080 }, landscape)).toBe(true);
    expect(leavesBars({ width: 1280, height: 720 }, landscape)).toBe(false);
    expect(leavesBars({ width: 1916, height: 1080 }, landscape)).toBe(false);
    expect(leavesBars({ width: 0, height: 0 }, landscape)).toBe(false);
  });

  it("is the photo's own picture, a video's poster, or nothing: black, two sharing the screen, or no poster", () => {
    const sources = { src: 'blob:1', poster: 'blob:poster-1' };
    const single = { layout: 'single' } as const;
    expect(fillPictureOf(single, portrait(1), sources, 'blur', landscape)).toBe('blob:1');
    expect(fillPictureOf(single, portrait(1), sources, 'pair', landscape)).toBe('blob:1');
    expect(fillPictureOf(single, portrait(1), sources, 'black', landscape)).toBeNull();
    expect(fillPictureOf({ layout: 'side-by-side' }, portrait(1), sources, 'pair', landscape)).toBeNull();
    expect(fillPictureOf(single, playlistItemFixture(), sources, 'blur', landscape)).toBeNull();
    const video = { ...portrait(1), kind: 'video' as const };
    expect(fillPictureOf(single, video, sources, 'blur', landscape)).toBe('blob:poster-1');
    expect(fillPictureOf(single, video, { src: 'blob:1', poster: null }, 'blur', landscape)).toBeNull();
  });
});

describe('the player around a portrait photo on a landscape screen', () => {
  const playlist = (fill: FrameFill, items: PlaylistItem[]): Playlist => ({
    frameId: 1,
    name: 'Hall',
    settings: { ...DEFAULT_FRAME_SETTINGS, fill },
    items,
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const fillLayers = () => document.querySelectorAll('img[data-fill]');

  async function shown(fill: FrameFill, items: PlaylistItem[]) {
    // jsdom's window is 1024 × 768: a landscape screen.
    render(
      <Player playlist={playlist(fill, items)} isOffline={false} isAsleep={false} showingItemId={{ current: null }} />,
    );
    return (await screen.findAllByRole('img')) as HTMLImageElement[];
  }

  it('draws the photo blurred behind itself, out of the way of screen readers and taps', async () => {
    const [photo] = await shown('blur', [portrait(1), portrait(2)]);
    expect(photo?.getAttribute('data-item-id')).toBe('1');
    const layers = fillLayers();
    expect(layers).toHaveLength(1);
    const layer = layers[0] as HTMLImageElement;
    expect(layer.getAttribute('src')).toBe(photo?.getAttribute('src'));
    expect(layer.getAttribute('alt')).toBe('');
    expect(layer.className).toMatch(/fill/);
    expect(layer.closest('figure')).toBe(photo?.closest('figure'));
  });

  it('leaves black bars when the frame asks for black', async () => {
    await shown('black', [portrait(1), portrait(2)]);
    expect(fillLayers()).toHaveLength(0);
  });

  it('pairs two portraits with no fill, and blurs behind one left without a partner', async () => {
    const pair = await shown('pair', [portrait(1), portrait(2)]);
    expect(pair.map((image) => image.getAttribute('data-item-id'))).toEqual(['1', '2']);
    expect(fillLayers()).toHaveLength(0);
    cleanup();
    await shown('pair', [portrait(3)]);
    expect(fillLayers()).toHaveLength(1);
  });

  it('draws nothing behind a photo that fills the screen', async () => {
    await shown('blur', [playlistItemFixture({ width: 1024, height: 768 })]);
    expect(fillLayers()).toHaveLength(0);
  });
});
