import { DEFAULT_FRAME_SETTINGS, type Playlist, type PlaylistItem } from '@kinframe/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playlistItemFixture } from '../test/frame-fixtures.ts';
import { Player } from './Player.tsx';
import { loadPlayerTexts, type PlayerTexts, PlayerTextsContext } from './player-texts.ts';
import { TapPanel } from './TapPanel.tsx';
import { HIDDEN_NOTICE_MS, TAP_PANEL_IDLE_MS, type TapActions, tapChoicesOf, tappedItemId } from './tap-panel.ts';

vi.mock('./slide-sources.ts', () => ({
  prepareSlide: async (slide: { items: PlaylistItem[] }) =>
    new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: null }])),
  releaseSlide: () => undefined,
}));

const photo = playlistItemFixture({ isFavourite: false });
const friendsPhoto: PlaylistItem = { ...photo, id: 5, caption: '', sharedBy: 'Grace Hopper', isFavourite: null };

let english: PlayerTexts;

beforeEach(async () => {
  english = await loadPlayerTexts('en-US');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const withTexts = (children: ReactNode) => (
  <PlayerTextsContext.Provider value={english}>{children}</PlayerTextsContext.Provider>
);

function fakeActions(overrides: Partial<TapActions> = {}): TapActions {
  return {
    favourite: vi.fn(async (_id: number, isFavourite: boolean) => isFavourite),
    hide: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** Lets the panel's awaited call settle. */
const settle = () => act(async () => undefined);

describe('what a tap on the frame offers', () => {
  it('offers a favourite only for the owner’s own items, and a hide for any library item', () => {
    expect(tapChoicesOf(photo)).toEqual({ canFavourite: true, canHide: true });
    expect(tapChoicesOf({ ...photo, isFavourite: true })).toEqual({ canFavourite: true, canHide: true });
    expect(tapChoicesOf(friendsPhoto)).toEqual({ canFavourite: false, canHide: true });
    // A server older than the field: no favourite button rather than one that fails.
    const { isFavourite, ...older } = photo;
    expect(tapChoicesOf(older)).toEqual({ canFavourite: false, canHide: true });
    expect(tapChoicesOf({ ...photo, id: -3, isFavourite: null })).toEqual({ canFavourite: false, canHide: false });
  });

  it('picks the photo under the tap, of two sharing the screen, else the first', () => {
    document.body.innerHTML =
      '<figure><img data-item-id="4"><figcaption id="a">x</figcaption></figure><figure><img data-item-id="5"></figure>';
    const second = document.querySelector('[data-item-id="5"]');
    expect(tappedItemId(second, [photo, friendsPhoto])).toBe(5);
    expect(tappedItemId(document.getElementById('a'), [photo, friendsPhoto])).toBe(4);
    expect(tappedItemId(document.body, [photo, friendsPhoto])).toBe(4);
    expect(tappedItemId(null, [])).toBeNull();
    document.body.innerHTML = '';
  });
});

describe('the tap panel', () => {
  it('tells of the photo and favourites it, saying so, and takes it out again', async () => {
    const actions = fakeActions();
    render(withTexts(<TapPanel item={photo} language="en-US" actions={actions} onClose={vi.fn()} />));
    expect(screen.getByRole('dialog', { name: 'About this photo' })).toBeTruthy();
    expect(screen.getByText('Grandma at the lake')).toBeTruthy();
    expect(screen.getByText('Taken on July 14, 2024')).toBeTruthy();
    const favourite = screen.getByRole('button', { name: /Favourite/ });
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement, 'a remote can press it at once').toBe(favourite);

    fireEvent.click(favourite);
    await settle();
    expect(actions.favourite).toHaveBeenCalledWith(4, true);
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Added to your favourites');

    fireEvent.click(favourite);
    await settle();
    expect(actions.favourite).toHaveBeenLastCalledWith(4, false);
    expect(screen.getByRole('status').textContent).toBe('Removed from your favourites');
  });

  it('offers no favourite for a photo someone shared, and says who shared it', () => {
    render(withTexts(<TapPanel item={friendsPhoto} language="en-US" actions={fakeActions()} onClose={vi.fn()} />));
    expect(screen.getByText('Shared by Grace Hopper')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide from this frame' })).toBeTruthy();
  });

  it('hides the photo, says so, and closes soon after so the next photo comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const actions = fakeActions();
    const onClose = vi.fn();
    render(withTexts(<TapPanel item={photo} language="en-US" actions={actions} onClose={onClose} />));
    fireEvent.click(screen.getByRole('button', { name: 'Hide from this frame' }));
    await settle();
    expect(actions.hide).toHaveBeenCalledWith(4);
    expect(screen.getByRole('status').textContent).toMatch(/^Hidden from this frame/);
    expect((screen.getByRole('button', { name: 'Hide from this frame' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(HIDDEN_NOTICE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when it did not work, and leaves the buttons to try again', async () => {
    const actions = fakeActions({ hide: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    render(withTexts(<TapPanel item={photo} language="en-US" actions={actions} onClose={vi.fn()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Hide from this frame' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('That did not work. Please try again.');
    expect((screen.getByRole('button', { name: 'Hide from this frame' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes away after a while without a touch, later when touched, and at once with Close or Escape', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClose = vi.fn();
    render(withTexts(<TapPanel item={photo} language="en-US" actions={fakeActions()} onClose={onClose} />));
    act(() => vi.advanceTimersByTime(TAP_PANEL_IDLE_MS - 1_000));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(TAP_PANEL_IDLE_MS - 1_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

describe('the player, tapped', () => {
  const INTERVAL_MS = 5_000;
  const playlist: Playlist = {
    frameId: 1,
    name: 'Hall',
    settings: { ...DEFAULT_FRAME_SETTINGS, showCaptions: false, intervalSeconds: INTERVAL_MS / 1000 },
    items: [photo, friendsPhoto],
    expiresAt: '2099-01-01T00:00:00.000Z',
  };

  /** The items on screen (a photo without a caption is no `img` to the accessibility tree). */
  const shownIds = () =>
    [...document.querySelectorAll('[data-item-id]')].map((shown) => shown.getAttribute('data-item-id'));

  function renderPlayer(actions: TapActions | undefined) {
    return render(
      withTexts(
        <Player
          playlist={playlist}
          isOffline={false}
          isAsleep={false}
          showingItemId={{ current: null }}
          tapActions={actions}
        />,
      ),
    );
  }

  it('shows nothing over the photo until tapped, then the panel, and holds the photo while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPlayer(fakeActions());
    await act(() => vi.advanceTimersByTimeAsync(10));
    const image = screen.getByRole('img', { name: 'Grandma at the lake' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Grandma at the lake', { selector: 'p, span' })).toBeNull();

    fireEvent.click(image);
    expect(screen.getByRole('dialog', { name: 'About this photo' })).toBeTruthy();
    // Past the slide's interval (and its transition): still the tapped photo alone, as the slideshow waits.
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(shownIds()).toEqual(['4']);

    fireEvent.click(screen.getByTestId('tap-scrim'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closed, the photo stays for a whole interval more (the person just looked at it), then the next.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(shownIds()).toEqual(['4']);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    expect(shownIds()).toContain('5');
  });

  it('opens with Enter, as a TV remote presses it', async () => {
    renderPlayer(fakeActions());
    await screen.findByRole('img', { name: 'Grandma at the lake' });
    // The photo may be on screen a moment before the player counts it as shown; Enter opens the
    // panel of a shown photo, so press until it is (an open panel takes no more Enters from here).
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'Enter' });
      expect(screen.getByRole('dialog', { name: 'About this photo' })).toBeTruthy();
    });
  });

  it('does nothing on a tap when it has no way to act (no device token)', async () => {
    renderPlayer(undefined);
    fireEvent.click(await screen.findByRole('img', { name: 'Grandma at the lake' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
