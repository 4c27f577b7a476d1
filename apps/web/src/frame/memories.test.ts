import type { PlaylistItem, PlaylistMemories } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { dueMemories, localDate, memorySlides, memoryTimeAt } from './memories.ts';

const day: PlaylistMemories = {
  date: '2026-11-26',
  showAt: ['morning', 'evening'],
  groups: [
    { title: { yearsAgo: 1 }, itemIds: [4] },
    { title: { yearsAgo: 3 }, itemIds: [1, 2, 99] },
  ],
};

function photo(id: number, portrait = false): PlaylistItem {
  return {
    id,
    kind: 'photo',
    url: `https://media.example/${id}.jpg`,
    width: portrait ? 1080 : 1920,
    height: portrait ? 1920 : 1080,
    orientation: portrait ? 'portrait' : 'landscape',
    posterUrl: null,
    durationMs: null,
    caption: '',
    takenAt: '2023-11-26T10:00:00.000Z',
    isInterim: false,
  };
}

describe('a day’s memories on the frame', () => {
  it('are due from the morning time and again from the evening time, by the device’s own clock and date', () => {
    expect(memoryTimeAt(new Date('2026-11-26T07:59:00'))).toBeNull();
    expect(memoryTimeAt(new Date('2026-11-26T08:00:00'))).toBe('morning');
    expect(memoryTimeAt(new Date('2026-11-26T17:59:00'))).toBe('morning');
    expect(memoryTimeAt(new Date('2026-11-26T18:00:00'))).toBe('evening');
    expect(localDate(new Date('2026-11-26T23:30:00'))).toBe('2026-11-26');

    const morning = new Date('2026-11-26T09:00:00');
    expect(dueMemories([day], morning, null)?.showing).toBe('2026-11-26:morning');
    expect(dueMemories([day], morning, '2026-11-26:morning')).toBeNull();
    expect(dueMemories([day], new Date('2026-11-26T19:00:00'), '2026-11-26:morning')?.showing).toBe(
      '2026-11-26:evening',
    );
    expect(dueMemories([day], new Date('2026-11-27T09:00:00'), null)).toBeNull();
    expect(dueMemories(undefined, morning, null)).toBeNull();
  });

  it('are a title card per year, then its photos paired as any others, leaving out what the playlist lacks', () => {
    const slides = memorySlides(day, [photo(1, true), photo(2, true), photo(4)], 'landscape', 'pair');
    expect(slides.map((slide) => [slide.key, slide.layout])).toEqual([
      ['memories:2026-11-26:1', 'title'],
      ['4', 'single'],
      ['memories:2026-11-26:3', 'title'],
      ['1+2', 'side-by-side'],
    ]);
    expect(slides[0]?.title).toEqual({ yearsAgo: 1 });
  });
});
