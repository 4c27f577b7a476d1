import { LIMITS } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { VIDEO_EDIT_ORIGINAL } from './edit-of.ts';
import { MIN_TRIM_SECONDS, setTrim, trimSpanOf, withinLimit } from './video-trim.ts';

describe('the video trim', () => {
  it('keeps the whole clip as no trim end', () => {
    const edit = setTrim(setTrim(VIDEO_EDIT_ORIGINAL, 'start', 2, 30), 'end', 30, 30);
    expect(edit).toMatchObject({ trimStart: 2, trimEnd: null });
    expect(trimSpanOf(edit, 30)).toEqual({ start: 2, end: 30 });
  });

  it('never lets the end pass the start', () => {
    const edit = setTrim({ ...VIDEO_EDIT_ORIGINAL, trimStart: 10 }, 'end', 3, 30);
    expect(edit.trimEnd).toBe(10 + MIN_TRIM_SECONDS);
  });

  it('keeps the span within the Plus limit, the other end following', () => {
    const long = 600;
    const started = withinLimit(VIDEO_EDIT_ORIGINAL, long);
    expect(started.trimEnd).toBe(LIMITS.videoClipSeconds);
    const moved = setTrim(started, 'end', 400, long);
    expect(moved).toMatchObject({ trimStart: 400 - LIMITS.videoClipSeconds, trimEnd: 400 });
  });
});
