import { DEFAULT_FRAME_SETTINGS, type Playlist, type PlaylistItem } from '@kinframe/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playlistItemFixture } from '../test/frame-fixtures.ts';
import { FrameClock, PhotoOverlay } from './FrameOverlays.tsx';
import { type OverlaySettings, overlaySettingsOf } from './overlays.ts';
import { Player } from './Player.tsx';
import { loadPlayerTexts, type PlayerTexts, PlayerTextsContext } from './player-texts.ts';

vi.mock('./slide-sources.ts', () => ({
  prepareSlide: async (slide: { items: PlaylistItem[] }) =>
    new Map(slide.items.map((item) => [item.id, { src: `blob:${item.id}`, poster: null }])),
  releaseSlide: () => undefined,
}));

const photo = playlistItemFixture({ sharedBy: 'Grace Hopper' });

const allOff: OverlaySettings = {
  showClock: false,
  clockFormat: 'auto',
  showCaptions: false,
  showTakenAt: false,
  showSharedBy: false,
};

function withTexts(texts: PlayerTexts, children: ReactNode) {
  return <PlayerTextsContext.Provider value={texts}>{children}</PlayerTextsContext.Provider>;
}

let english: PlayerTexts;
let french: PlayerTexts;

beforeEach(async () => {
  english = await loadPlayerTexts('en-US');
  french = await loadPlayerTexts('fr-FR');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what the frame writes over a photo', () => {
  it('writes nothing while every overlay is off, as for a server that knows none of them', () => {
    expect(overlaySettingsOf({ ...DEFAULT_FRAME_SETTINGS, showCaptions: false })).toEqual(allOff);
    const { showClock, clockFormat, showTakenAt, showSharedBy, ...older } = DEFAULT_FRAME_SETTINGS;
    expect(overlaySettingsOf({ ...older, showCaptions: false })).toEqual(allOff);
    const { container } = render(withTexts(english, <PhotoOverlay item={photo} settings={allOff} language="en-US" />));
    expect(container.textContent).toBe('');
  });

  it('shows the caption, the date taken and who shared it, each by its own setting', () => {
    const { rerender } = render(
      withTexts(english, <PhotoOverlay item={photo} settings={{ ...allOff, showCaptions: true }} language="en-US" />),
    );
    expect(screen.getByText('Grandma at the lake')).toBeTruthy();
    expect(screen.queryByText(/2024/)).toBeNull();
    expect(screen.queryByText(/Shared by/)).toBeNull();

    rerender(
      withTexts(english, <PhotoOverlay item={photo} settings={{ ...allOff, showTakenAt: true }} language="en-US" />),
    );
    expect(screen.queryByText('Grandma at the lake')).toBeNull();
    expect(screen.getByText('July 14, 2024')).toBeTruthy();

    rerender(
      withTexts(
        english,
        <PhotoOverlay
          item={photo}
          settings={{ ...allOff, showCaptions: true, showTakenAt: true, showSharedBy: true }}
          language="en-US"
        />,
      ),
    );
    expect(screen.getByText('July 14, 2024 · Shared by Grace Hopper')).toBeTruthy();
  });

  it('says nothing of who shared the frame owner’s own photos, nor of an empty caption', () => {
    const own = { ...photo, caption: '  ', sharedBy: null };
    const { container } = render(
      withTexts(
        english,
        <PhotoOverlay item={own} settings={{ ...allOff, showCaptions: true, showSharedBy: true }} language="en-US" />,
      ),
    );
    expect(container.textContent).toBe('');
  });

  it('writes the date taken and who shared it in the frame’s language', () => {
    render(
      withTexts(
        french,
        <PhotoOverlay item={photo} settings={{ ...allOff, showTakenAt: true, showSharedBy: true }} language="fr-FR" />,
      ),
    );
    expect(screen.getByText('14 juillet 2024 · Partagée par Grace Hopper')).toBeTruthy();
  });
});

describe('the on-screen clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 14, 30, 20));
  });

  const clockText = () => screen.getByTestId('frame-clock').textContent;

  it('shows nothing while off', () => {
    const { container } = render(<FrameClock settings={allOff} language="en-US" />);
    expect(container.textContent).toBe('');
  });

  it('writes 24 or 12 hours as set, or as the language does, with the day in that language', () => {
    const on = { ...allOff, showClock: true };
    const { rerender } = render(<FrameClock settings={{ ...on, clockFormat: '24h' }} language="en-US" />);
    expect(clockText()).toBe('14:30Thursday, November 26');
    rerender(<FrameClock settings={{ ...on, clockFormat: '12h' }} language="en-US" />);
    expect(clockText()).toBe('2:30 PMThursday, November 26');
    rerender(<FrameClock settings={{ ...on, clockFormat: 'auto' }} language="en-US" />);
    expect(clockText()).toBe('2:30 PMThursday, November 26');
    rerender(<FrameClock settings={{ ...on, clockFormat: 'auto' }} language="fr-FR" />);
    expect(clockText()).toBe('14:30jeudi 26 novembre');
    rerender(<FrameClock settings={{ ...on, clockFormat: '12h' }} language="de-DE" />);
    expect(clockText()).toMatch(/^2:30 PMDonnerstag, 26\. November$/);
    rerender(<FrameClock settings={{ ...on, clockFormat: '12h' }} language="ja-JP" />);
    expect(clockText()).toBe('午後2:3011月26日木曜日');
  });

  it('moves on at the turn of the minute', () => {
    render(<FrameClock settings={{ ...allOff, showClock: true, clockFormat: '24h' }} language="en-GB" />);
    expect(clockText()).toBe('14:30Thursday 26 November');
    act(() => vi.advanceTimersByTime(40_000));
    expect(clockText()).toBe('14:31Thursday 26 November');
  });
});

describe('the player with Ken Burns', () => {
  const playlist = (transition: Playlist['settings']['transition']): Playlist => ({
    frameId: 1,
    name: 'Hall',
    settings: { ...DEFAULT_FRAME_SETTINGS, transition, intervalSeconds: 30 },
    items: [photo],
    expiresAt: '2099-01-01T00:00:00.000Z',
  });

  function stubReducedMotion(matches: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: matches && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  }

  async function shownPhoto(transition: Playlist['settings']['transition']) {
    render(
      <Player playlist={playlist(transition)} isOffline={false} isAsleep={false} showingItemId={{ current: null }} />,
    );
    const image = (await screen.findByRole('img')) as HTMLImageElement;
    return { image, slide: image.closest('[data-slide]') as HTMLElement };
  }

  it('zooms each photo for its whole time on screen, heading for its centre, as it fades in', async () => {
    stubReducedMotion(false);
    const { image, slide } = await shownPhoto('ken-burns');
    expect(image.className).toMatch(/kenBurns/);
    expect(image.style.animationDuration).toBe('30000ms');
    expect(image.style.getPropertyValue('--pan-x')).toBe('0%');
    expect(image.style.getPropertyValue('--pan-y')).toBe('0%');
    expect(slide.className).toMatch(/enter-ken-burns/);
  });

  it('fades without zooming on a screen that asks for less motion', async () => {
    stubReducedMotion(true);
    const { image, slide } = await shownPhoto('ken-burns');
    expect(image.className).not.toMatch(/kenBurns/);
    expect(image.style.animationDuration).toBe('');
    expect(slide.className).toMatch(/enter-fade/);
  });

  it('zooms nothing with the other transitions', async () => {
    stubReducedMotion(false);
    const { image } = await shownPhoto('fade');
    expect(image.className).not.toMatch(/kenBurns/);
  });
});
