import type { LibraryGrouping } from '@kinframe/contract';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGroupKey } from '../../format.ts';
import { type ScrubberMark, scrubberMarks } from './grid-layout.ts';
import styles from './Library.module.css';

interface DateScrubberProps {
  marks: readonly ScrubberMark[];
  /** Height of the whole grid, in pixels. */
  totalHeight: number;
  grouping: LibraryGrouping;
  /** Where the grid's top is scrolled to, in pixels from its start, right now. */
  readScrolled: () => number;
  /** The group whose rows are at `offset` pixels from the grid's start. */
  groupKeyAt: (offset: number) => string | undefined;
  onJump: (offset: number) => void;
}

/** Year labels closer than this on the track hide behind the one above. */
const MIN_LABEL_GAP = 22;

/**
 * The strip at the grid's right edge, as photo apps have it: years at their place in the library,
 * the date under the pointer, and a press or drag anywhere jumps there. The grid's layout is known
 * from the summary, so a jump is a scroll; the rows there load in one request.
 */
export function DateScrubber({ marks, totalHeight, grouping, readScrolled, groupKeyAt, onJump }: DateScrubberProps) {
  const { t, i18n } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [trackHeight, setTrackHeight] = useState(0);
  const [hover, setHover] = useState<{ y: number; label: string } | null>(null);
  const [position, setPosition] = useState(0);
  const isDragging = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(() => setTrackHeight(track.clientHeight));
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // The thumb follows the page's scroll, once per frame at most.
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPosition(Math.min(1, Math.max(0, readScrolled() / totalHeight))));
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [readScrolled, totalHeight]);

  const offsetAt = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const y = Math.min(Math.max(event.clientY - box.top, 0), box.height);
    return { y, offset: (y / Math.max(box.height, 1)) * totalHeight };
  };
  const labelAt = (offset: number) => {
    const key = groupKeyAt(offset);
    return key ? formatGroupKey(key, grouping === 'date' ? 'month' : grouping, i18n.language) : '';
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    isDragging.current = true;
    onJump(offsetAt(event).offset);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const { y, offset } = offsetAt(event);
    setHover({ y, label: labelAt(offset) });
    if (isDragging.current) onJump(offset);
  };
  const handlePointerUp = () => {
    isDragging.current = false;
  };

  const shown = scrubberMarks(marks, totalHeight, trackHeight, MIN_LABEL_GAP);

  return (
    <nav className={styles.scrubber} aria-label={t('library.scrubber.label')}>
      {/* The track is for the pointer; the year buttons below are the keyboard's way. */}
      <div
        ref={trackRef}
        className={styles.scrubberTrack}
        aria-hidden="true"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onPointerLeave={() => {
          if (!isDragging.current) setHover(null);
        }}
      >
        <span className={styles.scrubberThumb} style={{ top: `${position * 100}%` }} />
        {hover ? (
          <span className={styles.scrubberBubble} style={{ top: hover.y }}>
            {hover.label}
          </span>
        ) : null}
      </div>
      <ul className={styles.scrubberYears}>
        {shown.map((mark) => (
          <li key={mark.year} style={{ top: mark.top }}>
            <button type="button" className={styles.scrubberYear} onClick={() => onJump(mark.offset)}>
              {mark.year}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
