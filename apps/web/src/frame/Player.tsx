import type { FrameFill, FrameTransition, Playlist, PlaylistItem } from '@kinframe/contract';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import type { RemoteState } from './commands.ts';
import { FrameClock, PhotoOverlay } from './FrameOverlays.tsx';
import { fillPictureOf } from './fill.ts';
import { effectiveTransition, panShift, panTargetOf, usePrefersReducedMotion } from './ken-burns.ts';
import { type OverlaySettings, overlaySettingsOf } from './overlays.ts';
import { PausedMark } from './PausedMark.tsx';
import styles from './Player.module.css';
import { memoriesTitle, usePlayerTexts } from './player-texts.ts';
import { prepareSlide, releaseSlide } from './slide-sources.ts';
import { fillOf, screenOrientation } from './slides.ts';
import { createSlideshow, type ShownSlide, type Slideshow, type SlideshowView } from './slideshow.ts';
import { TapPanel } from './TapPanel.tsx';
import { type TapActions, useTapPanel } from './tap-panel.ts';
import { useRemoteMoves } from './use-remote-control.ts';
import { useSlideshowWatchdog } from './use-watchdog.ts';

const noRestart = () => undefined;

const readViewport = () => ({ width: window.innerWidth, height: window.innerHeight });

function useViewport() {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const update = () => setViewport(readViewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}

interface PlayerProps {
  playlist: Playlist | null;
  isOffline: boolean;
  isAsleep: boolean;
  /** Kept current with the first item on screen, for the heartbeat. */
  showingItemId: RefObject<number | null>;
  /** What the owner's remote control asks: held on the slide, or moved (use-remote-control.ts). */
  remote?: Pick<RemoteState, 'isPaused' | 'move'>;
  /** A touch screen's (or a remote's Enter) way to favourite or hide the photo shown; none: taps do nothing. */
  tapActions?: TapActions;
  /** The slideshow is stuck on one slide: start it afresh (use-watchdog.ts). None: it is not watched. */
  onStuck?: () => void;
}

/**
 * The slideshow, full screen. A frame set to the other orientation than the screen it runs on (a TV
 * hung on its side) has its picture turned a quarter so that it stands upright on the wall.
 */
export function Player({ playlist, isOffline, isAsleep, showingItemId, remote, tapActions, onStuck }: PlayerProps) {
  const texts = usePlayerTexts();
  const viewport = useViewport();
  const setting = playlist?.settings.orientation ?? 'auto';
  const orientation = screenOrientation(setting, viewport);
  const isTurned = orientation !== screenOrientation('auto', viewport);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [view, setView] = useState<SlideshowView>({ current: null, leaving: null, status: 'loading' });
  const slideshow = useRef<Slideshow | null>(null);

  useEffect(() => {
    const created = createSlideshow({ prepare: prepareSlide, release: releaseSlide, onView: setView });
    slideshow.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => slideshow.current?.setOrientation(orientation), [orientation]);
  useEffect(() => {
    if (playlist) {
      slideshow.current?.setPlaylist(playlist.items, playlist.settings, {
        order: playlist.order,
        memories: playlist.memories,
      });
    }
  }, [playlist]);
  const isHeld = remote?.isPaused ?? false;
  const tap = useTapPanel(view.current?.slide.items ?? [], playlist?.items, Boolean(tapActions) && !isAsleep);
  useEffect(() => slideshow.current?.setPaused(isAsleep), [isAsleep]);
  // The photo tapped stays while its panel is open, and for a whole interval after it closes.
  useEffect(() => slideshow.current?.setHeld(isHeld || tap.isOpen), [isHeld, tap.isOpen]);
  useRemoteMoves(slideshow, remote?.move ?? null, isAsleep);
  useSlideshowWatchdog({
    playlist,
    shown: view.current,
    // Still loading counts as meant to move: a player started afresh that never gets its first slide
    // up is as stuck as one that stopped (an empty playlist, or none of it loadable, is not).
    slideCount: view.status === 'showing' || view.status === 'loading' ? (slideshow.current?.slideCount() ?? 0) : 0,
    isAsleep,
    isPaused: isHeld || tap.isOpen,
    onStuck: onStuck ?? noRestart,
  });
  useEffect(() => {
    showingItemId.current = isAsleep ? null : (view.current?.slide.items[0]?.id ?? null);
  }, [view, isAsleep, showingItemId]);

  if (isAsleep) return <main className={styles.asleep} aria-hidden />;
  const transition = effectiveTransition(playlist?.settings.transition ?? 'fade', prefersReducedMotion);
  const overlays = overlaySettingsOf(playlist?.settings);
  const language = document.documentElement.lang;
  const slideMs = (playlist?.settings.intervalSeconds ?? 15) * 1000;
  // The picture's own size: a turned frame stands the viewport on its side.
  const stage = isTurned ? { width: viewport.height, height: viewport.width } : viewport;
  const slideProps = {
    overlays,
    language,
    zoomMs: transition === 'ken-burns' ? slideMs : null,
    fill: fillOf(playlist?.settings),
    stage,
  };
  const message = {
    loading: texts.loading,
    unavailable: texts.unavailable,
    empty: null,
    showing: null,
  }[view.status];

  return (
    // A tap anywhere opens the photo's panel; Enter does it from a keyboard or TV remote (useTapPanel).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the key is listened for on the window, as a remote has no focus to give.
    <main
      className={`${styles.stage} ${isTurned ? styles.turned : ''} ${overlays.showClock || playlist?.weather ? styles.withClock : ''}`}
      onClick={(event) => tap.open(event.target)}
    >
      {view.leaving && (
        <SlideView
          key={view.leaving.serial}
          shown={view.leaving}
          motion={motionClass(transition, 'leave')}
          {...slideProps}
        />
      )}
      {view.current && (
        <SlideView
          key={view.current.serial}
          shown={view.current}
          motion={motionClass(transition, 'enter')}
          {...slideProps}
          onVideoEnded={(serial) => slideshow.current?.videoEnded(serial)}
        />
      )}
      {view.status !== 'loading' && <FrameClock settings={overlays} language={language} weather={playlist?.weather} />}
      {view.status === 'empty' && (
        <div className={styles.notice}>
          <h1>{texts.emptyTitle}</h1>
          <p>{texts.emptyBody}</p>
        </div>
      )}
      {message && (
        <p className={styles.notice} role="status">
          {message}
        </p>
      )}
      {isHeld && view.status === 'showing' && <PausedMark />}
      {isOffline && (
        <p className={styles.offline} role="status">
          {texts.offline}
        </p>
      )}
      {tap.item && tapActions && (
        <TapPanel key={tap.item.id} item={tap.item} language={language} actions={tapActions} onClose={tap.close} />
      )}
    </main>
  );
}

function motionClass(transition: FrameTransition, direction: 'enter' | 'leave'): string {
  if (transition === 'none') return '';
  return styles[`${direction}-${transition}`] ?? '';
}

/**
 * A photo's slow zoom: a transform animation alone (composited, no layout or paint per frame), as
 * long as the slide shows, heading for the photo's pan target. It stays on the photo while it
 * leaves, so the zoom carries on under the next one fading in.
 */
function zoomStyle(item: PlaylistItem, zoomMs: number): CSSProperties {
  const shift = panShift(panTargetOf(item));
  return {
    '--pan-x': `${shift.x}%`,
    '--pan-y': `${shift.y}%`,
    animationDuration: `${zoomMs}ms`,
  } as CSSProperties;
}

interface SlideViewProps {
  shown: ShownSlide;
  motion: string;
  overlays: OverlaySettings;
  language: string;
  /** With the Ken Burns transition: how long each photo zooms (its time on screen). */
  zoomMs: number | null;
  /** What fills the screen around a photo of the other shape (fill.ts). */
  fill: FrameFill;
  stage: { width: number; height: number };
  onVideoEnded?: (serial: number) => void;
}

function SlideView({ shown, motion, overlays, language, zoomMs, fill, stage, onVideoEnded }: SlideViewProps) {
  const texts = usePlayerTexts();
  const { slide, sources, serial } = shown;
  if (slide.title) {
    return (
      <div className={`${styles.slide} ${styles.title} ${motion}`} data-slide={slide.key}>
        <h1 className={styles.titleText}>{memoriesTitle(texts, slide.title.yearsAgo, language)}</h1>
      </div>
    );
  }
  return (
    <div className={`${styles.slide} ${styles[slide.layout]} ${motion}`} data-slide={slide.key}>
      {slide.items.map((item) => {
        const source = sources.get(item.id);
        if (!source) return null;
        const fillPicture = fillPictureOf(slide, item, source, fill, stage);
        return (
          <figure key={item.id} className={styles.cell}>
            {fillPicture && <img className={styles.fill} src={fillPicture} alt="" data-fill="blur" />}
            {item.kind === 'video' ? (
              <FrameVideo item={item} src={source.src} poster={source.poster} onEnded={() => onVideoEnded?.(serial)} />
            ) : (
              <img
                className={zoomMs ? `${styles.media} ${styles.kenBurns}` : styles.media}
                style={zoomMs ? zoomStyle(item, zoomMs) : undefined}
                src={source.src}
                alt={item.caption}
                data-item-id={item.id}
              />
            )}
            <PhotoOverlay item={item} settings={overlays} language={language} />
          </figure>
        );
      })}
    </div>
  );
}

/** Module-level, so it runs once per video element and not on every render (which would restart it). */
function startPlaying(video: HTMLVideoElement | null) {
  if (!video) return;
  video.muted = true;
  // A refused start (a strict autoplay policy) leaves the poster up; the slideshow's own timer moves on.
  video.play().catch(() => undefined);
}

/** Muted, inline and autoplaying: the only way browsers let a video start by itself. */
function FrameVideo({
  item,
  src,
  poster,
  onEnded,
}: {
  item: PlaylistItem;
  src: string;
  poster: string | null;
  onEnded: () => void;
}) {
  return (
    <video
      ref={startPlaying}
      className={styles.media}
      src={src}
      poster={poster ?? undefined}
      muted
      autoPlay
      playsInline
      onEnded={onEnded}
      onError={onEnded}
      data-item-id={item.id}
      aria-label={item.caption || undefined}
    />
  );
}
