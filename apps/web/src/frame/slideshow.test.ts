import { DEFAULT_FRAME_SETTINGS, type FrameSettings, type PlaylistItem } from '@kinframe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from './slides.ts';
import { createSlideshow, type SlideSources, type SlideshowView } from './slideshow.ts';

function photo(id: number, orientation: PlaylistItem['orientation'] = 'landscape'): PlaylistItem {
  return {
    id,
    kind: 'photo',
    url: `https://media.example/${id}.jpg`,
    width: orientation === 'portrait' ? 1080 : 1920,
    height: orientation === 'portrait' ? 1920 : 1080,
    orientation,
    posterUrl: null,
    durationMs: null,
    caption: '',
    takenAt: '2024-08-02T10:00:00.000Z',
    isInterim: false,
  };
}

const settings: FrameSettings = { ...DEFAULT_FRAME_SETTINGS, intervalSeconds: 10, transition: 'none' };

/** A slideshow whose files "load" unless their item is listed as broken, and what it showed. */
function slideshowUnderTest(broken = new Set<number>()) {
  const views: SlideshowView[] = [];
  const released: SlideSources[] = [];
  const slideshow = createSlideshow({
    async prepare(slide: Slide) {
      if (slide.items.some((item) => broken.has(item.id))) throw new Error('cannot load');
      return new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: null }]));
    },
    release: (sources) => released.push(sources),
    onView: (view) => views.push(view),
  });
  const shown = () => views.at(-1)?.current?.slide.items.map((item) => item.id) ?? null;
  const status = () => views.at(-1)?.status;
  return { slideshow, views, released, shown, status };
}

describe('the slideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each slide for the interval, in order, round and round', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(shown()).toEqual([1]);
    slideshow.dispose();
  });

  it('draws an item on screen anew, in its place, when its file changes (an edit or a revert)', async () => {
    const { slideshow, shown, views } = slideshowUnderTest();
    const edited = (item: PlaylistItem) => ({ ...item, url: `https://media.example/edits/${item.id}/2.jpg` });
    slideshow.setPlaylist([photo(1)], settings);
    await vi.advanceTimersByTimeAsync(0);
    const firstShowing = views.at(-1)?.current?.serial;
    // The same file under a new signature is the same picture: nothing moves.
    slideshow.setPlaylist([{ ...photo(1), url: `${photo(1).url}?signature=new` }], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(views.at(-1)?.current?.serial).toBe(firstShowing);

    slideshow.setPlaylist([edited(photo(1))], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(views.at(-1)?.current?.serial).not.toBe(firstShowing);
    expect(views.at(-1)?.current?.slide.items[0]?.url).toBe(edited(photo(1)).url);

    // Among others, the edited item on screen is shown again before the slideshow moves on.
    slideshow.setPlaylist([edited(photo(1)), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
    slideshow.setPlaylist([edited(photo(1)), edited(photo(2)), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    expect(views.at(-1)?.current?.slide.items[0]?.url).toBe(edited(photo(2)).url);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([3]);
    slideshow.dispose();
  });

  it('pairs portraits on a landscape screen', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1, 'portrait'), photo(2, 'portrait'), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([3]);
    slideshow.dispose();
  });

  it('skips what cannot be loaded, and says so when nothing can', async () => {
    const broken = new Set([2]);
    const { slideshow, shown, status } = slideshowUnderTest(broken);
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([3]);

    const { slideshow: stuck, status: stuckStatus } = slideshowUnderTest(new Set([1, 2]));
    stuck.setPlaylist([photo(1), photo(2)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(stuckStatus()).toBe('unavailable');
    expect(status()).toBe('showing');
    slideshow.dispose();
    stuck.dispose();
  });

  it('moves on at once when the item on screen leaves the playlist, and empties when all have', async () => {
    const { slideshow, shown, status } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1]);
    slideshow.setPlaylist([photo(2)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    slideshow.setPlaylist([], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('empty');
    expect(shown()).toBeNull();
    slideshow.dispose();
  });

  it('shows a new item in its turn after the one on screen, without starting over', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2)], settings);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([3]);
    slideshow.dispose();
  });

  it('stands still while asleep and goes on when woken', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2)], settings);
    await vi.advanceTimersByTimeAsync(0);
    slideshow.setPaused(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown()).toEqual([1]);
    slideshow.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    slideshow.dispose();
  });

  it('lets go of the files of every slide that left the screen', async () => {
    const { slideshow, released } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], { ...settings, transition: 'fade' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    // Slide 1 fades out under slide 2, then goes.
    expect(released.map((sources) => [...sources.keys()])).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(released.map((sources) => [...sources.keys()])).toEqual([[1]]);
    slideshow.dispose();
    await vi.advanceTimersByTimeAsync(0);
    // On the way out: what was on screen and what was prepared for next.
    expect(released.map((sources) => [...sources.keys()]).sort()).toEqual([[1], [2], [3]]);
  });
});
