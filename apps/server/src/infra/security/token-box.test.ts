import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenBox } from './token-box.ts';

describe('the token box', () => {
  const box = createTokenBox(randomBytes(32));

  it('opens what it sealed, and seals the same token differently each time', () => {
    const first = box.seal('sl.refresh-token');
    expect(box.open(first)).toBe('sl.refresh-token');
    expect(box.seal('sl.refresh-token')).not.toBe(first);
    expect(first).not.toContain('refresh');
  });

  it('refuses a changed seal, and a seal of another key', () => {
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createTokenBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('token')).toThrow();
  });
});
