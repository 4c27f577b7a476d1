import type { Frame } from '@kinframe/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FrameCard } from './FrameCard.tsx';

const frame: Frame = frameFixture({ id: 4, online: true, lastSeenAt: '2026-01-01T00:00:00Z' });

beforeEach(() => {
  // What the card's sections ask for is theirs to show; here nothing answers but an empty list.
  vi.stubGlobal('fetch', async () => json(200, { items: [], albums: [] }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card, and what its menu offers; whether the remote was there before the menu opened. */
async function openMenu(canChange: boolean) {
  await renderWithApp(
    <FrameCard
      frame={frame}
      now={new Date('2026-01-01T00:01:00Z')}
      canChange={canChange}
      onOpenSettings={vi.fn()}
      onRemove={vi.fn()}
      onReconnect={vi.fn()}
    />,
  );
  const hasRemote = screen.queryByRole('group', { name: 'Remote control for Kitchen' }) !== null;
  fireEvent.keyDown(screen.getByRole('button', { name: 'Options for Kitchen' }), { key: 'Enter' });
  const entries = (await screen.findAllByRole('menuitem')).map((entry) => entry.textContent);
  return { entries, hasRemote };
}

describe('a frame’s card', () => {
  it('offers Plus the settings, the remote and the removal', async () => {
    const { entries, hasRemote } = await openMenu(true);
    expect(entries).toEqual(expect.arrayContaining(['Settings', 'Remove frame']));
    expect(hasRemote).toBe(true);
  });

  it('offers an account without Plus the removal alone: the frame goes on showing what it showed', async () => {
    const { entries, hasRemote } = await openMenu(false);
    expect(entries).toEqual(['Remove frame']);
    expect(hasRemote).toBe(false);
  });
});
