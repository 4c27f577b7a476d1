import { LIMITS, type VideoEdit } from '@kinframe/contract';

/** The span a trim keeps, in seconds, for a clip of `duration` seconds. */
export function trimSpanOf(edit: VideoEdit, duration: number): { start: number; end: number } {
  const end = Math.min(edit.trimEnd ?? duration, duration);
  return { start: Math.min(edit.trimStart, end), end };
}

/** The shortest span a trim keeps. */
export const MIN_TRIM_SECONDS = 0.5;

/**
 * Moves one end of the trim, keeping the span within the clip, at least MIN_TRIM_SECONDS and at
 * most the Plus limit long: the other end follows when the span would grow past it.
 */
export function setTrim(edit: VideoEdit, which: 'start' | 'end', seconds: number, duration: number): VideoEdit {
  const span = trimSpanOf(edit, duration);
  const limit = LIMITS.videoClipSeconds;
  let { start, end } = span;
  if (which === 'start') {
    start = Math.max(0, Math.min(seconds, end - MIN_TRIM_SECONDS));
    if (end - start > limit) end = start + limit;
  } else {
    end = Math.min(duration, Math.max(seconds, start + MIN_TRIM_SECONDS));
    if (end - start > limit) start = end - limit;
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  const trimEnd = round(end) >= duration && duration <= limit ? null : round(end);
  return { ...edit, trimStart: round(start), trimEnd };
}

/** A clip longer than the limit starts trimmed to its first two minutes. */
export function withinLimit(edit: VideoEdit, duration: number): VideoEdit {
  const span = trimSpanOf(edit, duration);
  return span.end - span.start > LIMITS.videoClipSeconds
    ? { ...edit, trimEnd: span.start + LIMITS.videoClipSeconds }
    : edit;
}
