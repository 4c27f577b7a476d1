import type { FrameTransition, Playlist, PlaylistItem } from '@kinframe/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import styles from './Player.module.css';
import { memoriesTitle, usePlayerTexts } from './player-texts.ts';
import { prepareSlide, releaseSlide } from './slide-sources.ts';
import { screenOrientation } from './slides.ts';
import { createSlideshow, type ShownSlide, type Slideshow, type SlideshowView } from './slideshow.ts';

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
}

/**
 * The slideshow, full screen. A frame set to the other orientation than the screen it runs on (a TV
 * hung on its side) has its picture turned a quarter so that it stands upright on the wall.
 */
export function Player({ playlist, isOffline, isAsleep, showingItemId }: PlayerProps) {
  const texts = usePlayerTexts();
  const viewport = useViewport();
  const setting = playlist?.settings.orientation ?? 'auto';
  const orientation = screenOrientation(setting, viewport);
  const isTurned = orientation !== screenOrientation('auto', viewport);
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
  useEffect(() => slideshow.current?.setPaused(isAsleep), [isAsleep]);
  useEffect(() => {
    showingItemId.current = isAsleep ? null : (view.current?.slide.items[0]?.id ?? null);
  }, [view, isAsleep, showingItemId]);

  if (isAsleep) return <main className={styles.asleep} aria-hidden />;
  const transition = playlist?.settings.transition ?? 'fade';
  const showCaptions = playlist?.settings.showCaptions ?? false;
  const message = {
    loading: texts.loading,
    unavailable: texts.unavailable,
    empty: null,
    showing: null,
  }[view.status];

  return (
    <main className={`${styles.stage} ${isTurned ? styles.turned : ''}`}>
      {view.leaving && (
        <SlideView
          key={view.leaving.serial}
          shown={view.leaving}
          motion={motionClass(transition, 'leave')}
          showCaptions={showCaptions}
        />
      )}
      {view.current && (
        <SlideView
          key={view.current.serial}
          shown={view.current}
          motion={motionClass(transition, 'enter')}
          showCaptions={showCaptions}
          onVideoEnded={(serial) => slideshow.current?.videoEnded(serial)}
        />
      )}
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
      {isOffline && (
        <p className={styles.offline} role="status">
          {texts.offline}
        </p>
      )}
    </main>
  );
}

function motionClass(transition: FrameTransition, direction: 'enter' | 'leave'): string {
  if (transition === 'none') return '';
  return styles[`${direction}-${transition}`] ?? '';
}

interface SlideViewProps {
  shown: ShownSlide;
  motion: string;
  showCaptions: boolean;
  onVideoEnded?: (serial: number) => void;
}

function SlideView({ shown, motion, showCaptions, onVideoEnded }: SlideViewProps) {
  const texts = usePlayerTexts();
  const { slide, sources, serial } = shown;
  if (slide.title) {
    return (
      <div className={`${styles.slide} ${styles.title} ${motion}`} data-slide={slide.key}>
        <h1 className={styles.titleText}>
          {memoriesTitle(texts, slide.title.yearsAgo, document.documentElement.lang)}
        </h1>
      </div>
    );
  }
  return (
    <div className={`${styles.slide} ${styles[slide.layout]} ${motion}`} data-slide={slide.key}>
      {slide.items.map((item) => {
        const source = sources.get(item.id);
        if (!source) return null;
        return (
          <figure key={item.id} className={styles.cell}>
            {item.kind === 'video' ? (
              <FrameVideo item={item} src={source.src} poster={source.poster} onEnded={() => onVideoEnded?.(serial)} />
            ) : (
              <img className={styles.media} src={source.src} alt={item.caption} data-item-id={item.id} />
            )}
            {showCaptions && item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
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
