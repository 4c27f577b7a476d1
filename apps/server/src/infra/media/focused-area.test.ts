import { describe, expect, it } from 'vitest';
import { focusedArea, focusInFrameRendition } from './photo-renditions.ts';

describe('the part of a photo a focused frame rendition shows', () => {
  const wide = { width: 1600, height: 300 };
  const screen = { width: 1920, height: 1080 };

  it('covers the screen’s ratio with the point in the middle when the picture allows', () => {
    expect(focusedArea(wide, screen, { x: 0.5, y: 0.5 })).toEqual({ left: 534, top: 0, width: 533, height: 300 });
  });

  it('stops at the picture’s edges: a point at the far left shows the left end', () => {
    expect(focusedArea(wide, screen, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 533, height: 300 });
    expect(focusedArea(wide, screen, { x: 1, y: 0.5 })).toEqual({ left: 1067, top: 0, width: 533, height: 300 });
  });

  it('moves up and down on a tall picture', () => {
    const tall = { width: 300, height: 1600 };
    expect(focusedArea(tall, screen, { x: 0.5, y: 0.02 })).toEqual({ left: 0, top: 0, width: 300, height: 169 });
    expect(focusedArea(tall, screen, { x: 0.5, y: 0.1 })).toEqual({ left: 0, top: 76, width: 300, height: 169 });
    expect(focusedArea(tall, screen, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 1431, width: 300, height: 169 });
  });

  it('says where the point lies in the rendition: its middle, or off it where an edge held the cut back', () => {
    expect(focusInFrameRendition(wide, screen, { x: 0.5, y: 0.5 })).toEqual({ x: 0.4991, y: 0.5 });
    expect(focusInFrameRendition(wide, screen, { x: 0.05, y: 0.5 })).toEqual({ x: 0.1501, y: 0.5 });
    expect(focusInFrameRendition(wide, screen, { x: 1, y: 0.5 })).toEqual({ x: 1, y: 0.5 });
  });
});
