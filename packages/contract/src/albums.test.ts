import { describe, expect, it } from 'vitest';
import { albumFill } from './albums.ts';

describe('album fill', () => {
  it('warns near the limit and is full at it', () => {
    expect(albumFill(10, 2000)).toBe('ok');
    expect(albumFill(1800, 2000)).toBe('near-limit');
    expect(albumFill(2000, 2000)).toBe('full');
  });
});
