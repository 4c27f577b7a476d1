import { DEFAULT_FRAME_SETTINGS, type FrameSettings, type PlaylistItem } from '@kinframe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from './slides.ts';
import { createSlideshow, type SlideSources, type SlideshowDependencies, type SlideshowView } from './slideshow.ts';

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
function slideshowUnderTest(broken = new Set<number>(), extra: Partial<SlideshowDependencies> = {}) {
  const views: SlideshowView[] = [];
  const released: SlideSources[] = [];
  const slideshow = createSlideshow({
    async prepare(slide: Slide) {
      if (slide.items.some((item) => broken.has(item.id))) throw new Error('cannot load');
      return new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: null }]));
    },
    release: (sources) => released.push(sources),
    onView: (view) => views.push(view),
    ...extra,
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

  it('pairs portraits on a landscape screen when the frame fills around photos with another', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1, 'portrait'), photo(2, 'portrait'), photo(3)], { ...settings, fill: 'pair' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([3]);
    slideshow.dispose();
  });

  it('shows portraits one by one on a landscape screen that fills around them with the blurred photo', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1, 'portrait'), photo(2, 'portrait')], { ...settings, fill: 'blur' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
    // Changed to pairing while one shows: it is laid out anew at once, with its partner.
    slideshow.setPlaylist([photo(1, 'portrait'), photo(2, 'portrait')], { ...settings, fill: 'pair' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1, 2]);
    // And back: the first of the pair alone, then the second an interval later.
    slideshow.setPlaylist([photo(1, 'portrait'), photo(2, 'portrait')], { ...settings, fill: 'black' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
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

  describe('with the server’s order and memories', () => {
    const shuffled = { ...settings, shuffle: true };
    const startedAt = Date.parse('2026-11-26T10:00:00');
    const order = (cycle: number, start = startedAt) => ({
      cycle,
      startedAt: new Date(start).toISOString(),
      endsAt: new Date(start + 5 * 10_000).toISOString(),
    });
    const items = [photo(5), photo(3), photo(9), photo(1), photo(7)];
    /** A log of the memories shown that outlives one slideshow, as localStorage does a reload. */
    function memoryLog() {
      let last: string | null = null;
      return {
        read: () => last,
        write: (showing: string) => {
          last = showing;
        },
      };
    }

    it('plays the items as they come, from the one the cycle’s clock says is due, never shuffled here', async () => {
      const random = vi.fn(() => 0);
      // Two intervals and a half into the cycle: the third item is due.
      const now = () => startedAt + 25_000;
      const { slideshow, shown } = slideshowUnderTest(new Set(), { random, now, memoryLog: memoryLog() });
      slideshow.setPlaylist(items, shuffled, { order: order(4) });
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toEqual([9]);
      const seen: (number[] | null)[] = [];
      for (let step = 0; step < 5; step += 1) {
        await vi.advanceTimersByTimeAsync(10_000);
        seen.push(shown());
      }
      // Round again in the same order while the next cycle has not come.
      expect(seen).toEqual([[1], [7], [5], [3], [9]]);
      expect(random).not.toHaveBeenCalled();
      slideshow.dispose();
    });

    it('goes on from where it is when the playlist changes, and starts a new cycle where it is due', async () => {
      let clock = startedAt;
      const { slideshow, shown } = slideshowUnderTest(new Set(), { now: () => clock, memoryLog: memoryLog() });
      slideshow.setPlaylist(items, shuffled, { order: order(1) });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(shown()).toEqual([3]);
      // The same cycle with an item put in after the one due: next, without a jump.
      slideshow.setPlaylist([photo(5), photo(3), photo(2), photo(9), photo(1), photo(7)], shuffled, {
        order: order(1),
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(shown()).toEqual([2]);
      clock = startedAt + 60_000;
      slideshow.setPlaylist([photo(7), photo(1), photo(5), photo(3), photo(9)], shuffled, {
        order: order(2, startedAt + 50_000),
      });
      // Photo 2 left with the old cycle: the one due in the new cycle comes at once, then the next.
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toEqual([1]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(shown()).toEqual([5]);
      slideshow.dispose();
    });

    it('plays today’s memories once in the morning, title first, and not again after a reload', async () => {
      const log = memoryLog();
      const morning = Date.parse('2026-11-26T08:30:00');
      const memories = [
        {
          date: '2026-11-26',
          showAt: ['morning' as const, 'evening' as const],
          groups: [{ title: { yearsAgo: 3 }, itemIds: [7, 1] }],
        },
        { date: '2026-11-27', showAt: ['morning' as const], groups: [{ title: { yearsAgo: 1 }, itemIds: [3] }] },
      ];
      const { slideshow, views } = slideshowUnderTest(new Set(), { now: () => morning, memoryLog: log });
      slideshow.setPlaylist(items, settings, { memories });
      await vi.advanceTimersByTimeAsync(0);
      const slides = () =>
        views.map((view) => view.current?.slide.key).filter((key, index, all) => key !== all[index - 1]);
      expect(views.at(-1)?.current?.slide).toMatchObject({ layout: 'title', title: { yearsAgo: 3 }, items: [] });
      await vi.advanceTimersByTimeAsync(6_000 + 10_000 + 10_000);
      expect(slides()).toEqual(['memories:2026-11-26:3', '7', '1', '5']);
      expect(log.read()).toBe('2026-11-26:morning');
      slideshow.dispose();

      const reloaded = slideshowUnderTest(new Set(), { now: () => morning + 60_000, memoryLog: log });
      reloaded.slideshow.setPlaylist(items, settings, { memories });
      await vi.advanceTimersByTimeAsync(0);
      expect(reloaded.shown()).toEqual([5]);
      reloaded.slideshow.dispose();

      // Before the morning time, nothing; in the evening, once more.
      const early = slideshowUnderTest(new Set(), {
        now: () => Date.parse('2026-11-26T07:59:00'),
        memoryLog: memoryLog(),
      });
      early.slideshow.setPlaylist(items, settings, { memories });
      await vi.advanceTimersByTimeAsync(0);
      expect(early.shown()).toEqual([5]);
      early.slideshow.dispose();
      const evening = slideshowUnderTest(new Set(), { now: () => Date.parse('2026-11-26T18:01:00'), memoryLog: log });
      evening.slideshow.setPlaylist(items, settings, { memories });
      await vi.advanceTimersByTimeAsync(0);
      expect(evening.views.at(-1)?.current?.slide.key).toBe('memories:2026-11-26:3');
      evening.slideshow.dispose();
    });
  });
});

describe("the slideshow at its owner's remote control", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on and back at once, then keeps its interval from there', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    slideshow.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    slideshow.previous();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([1]);
    slideshow.previous();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([3]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([1]);
    slideshow.dispose();
  });

  it('shows the slide holding an item now, and says when the playlist holds no such item', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3), photo(4)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(slideshow.showItem(3)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([3]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([4]);
    expect(slideshow.showItem(99)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([4]);
    slideshow.dispose();
  });

  it('paused, holds its slide, yet still moves when told, and stays paused', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    slideshow.setPaused(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown()).toEqual([1]);
    slideshow.next();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown()).toEqual([2]);
    slideshow.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([3]);
    slideshow.dispose();
  });

  it('held, keeps its slide, and let go, gives it a whole interval before the next', async () => {
    const { slideshow, shown } = slideshowUnderTest();
    slideshow.setPlaylist([photo(1), photo(2), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(9_000);
    slideshow.setHeld(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown()).toEqual([1]);
    slideshow.setHeld(false);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(shown()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([2]);
    // Held while its photo leaves the playlist (hidden from the frame): let go, the next comes at once.
    slideshow.setHeld(true);
    slideshow.setPlaylist([photo(1), photo(3)], settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([2]);
    slideshow.setHeld(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).not.toEqual([2]);
    slideshow.dispose();
  });

  it('held while the photo on screen is being drawn anew, shows that photo once let go, not the next', async () => {
    // A slow device: the photo's own frame-size file takes a second to load, and the frame is
    // tapped (held) meanwhile.
    const { slideshow, shown, views } = slideshowUnderTest(new Set(), {
      prepare: (slide) =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve(new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: null }]))),
            1_000,
          ),
        ),
    });
    const drawn = (item: PlaylistItem) => ({ ...item, url: `https://media.example/frame/${item.id}.jpg` });
    slideshow.setPlaylist([photo(1), photo(2)], settings);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([1]);
    slideshow.setPlaylist([drawn(photo(1)), drawn(photo(2))], settings);
    await vi.advanceTimersByTimeAsync(500);
    slideshow.setHeld(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(views.at(-1)?.current?.slide.items[0]?.url).toBe(photo(1).url);
    slideshow.setHeld(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([1]);
    expect(views.at(-1)?.current?.slide.items[0]?.url).toBe(drawn(photo(1)).url);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toEqual([2]);
    slideshow.dispose();
  });
});
