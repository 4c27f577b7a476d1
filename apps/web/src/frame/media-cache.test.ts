import type { PlaylistItem } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { renditionKey, renditionsOf, sourceOf } from './media-cache.ts';

const ORIGIN = 'https://kinframe.example';
const video: PlaylistItem = {
  id: 42,
  kind: 'video',
  url: 'https://media.example/renditions/abc/frame.mp4?X-Amz-Signature=one&X-Amz-Expires=21600',
  width: 1920,
  height: 1080,
  orientation: 'landscape',
  posterUrl: 'https://media.example/renditions/abc/poster.jpg?X-Amz-Signature=one',
  durationMs: 8000,
  caption: 'Waves',
  takenAt: '2024-08-02T10:00:00.000Z',
  isInterim: false,
};

describe('cache keys of renditions', () => {
  it('keys each rendition by item and rendition, so a newly signed URL finds the same copy', () => {
    const first = renditionsOf(video, ORIGIN);
    const resigned = renditionsOf(
      { ...video, url: video.url.replace('one', 'two'), posterUrl: `${video.posterUrl}&again` },
      ORIGIN,
    );
    expect(first.map((rendition) => rendition.key)).toEqual([
      `${ORIGIN}/frame/cache/items/42/video-frame-1920x1080`,
      `${ORIGIN}/frame/cache/items/42/poster`,
    ]);
    expect(resigned.map((rendition) => rendition.key)).toEqual(first.map((rendition) => rendition.key));
    expect(sourceOf(resigned[0]?.url ?? '')).toBe(sourceOf(first[0]?.url ?? ''));
  });

  it('gives the frame rendition a key of its own once it replaces the interim one', () => {
    const interim = renditionsOf(
      { ...video, kind: 'photo', posterUrl: null, isInterim: true, width: 1280, height: 720 },
      ORIGIN,
    );
    const final = renditionsOf({ ...video, kind: 'photo', posterUrl: null }, ORIGIN);
    expect(interim.map((rendition) => rendition.key)).toEqual([renditionKey(ORIGIN, 42, 'photo-interim-1280x720')]);
    expect(final.map((rendition) => rendition.key)).toEqual([renditionKey(ORIGIN, 42, 'photo-frame-1920x1080')]);
  });

  it('tells a different stored file apart by its path, whatever the signature', () => {
    expect(sourceOf('/api/media/ab/cd/ef.jpg?exp=1&sig=x')).toBe(`${location.origin}/api/media/ab/cd/ef.jpg`);
    expect(sourceOf('/api/media/ab/cd/ef.jpg?exp=2&sig=y')).toBe(`${location.origin}/api/media/ab/cd/ef.jpg`);
    expect(sourceOf('/api/media/ab/cd/00.jpg?exp=1&sig=x')).not.toBe(sourceOf('/api/media/ab/cd/ef.jpg?exp=1&sig=x'));
  });
});
