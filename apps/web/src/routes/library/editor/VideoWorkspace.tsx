import type { LibraryItem, VideoEdit } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/viewer/icons.tsx';
import styles from './Editor.module.css';
import { editOf } from './edit-of.ts';
import { setTrim, trimSpanOf, withinLimit } from './video-trim.ts';

interface VideoWorkspaceProps {
  item: LibraryItem;
  edit: VideoEdit;
  onChange: (edit: VideoEdit, key?: string) => void;
  onSettle: () => void;
}

const clock = (seconds: number) => {
  const whole = Math.max(0, seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${(whole - minutes * 60).toFixed(1).padStart(4, '0')}`;
};

/** The video playing its trimmed span, the trim's ends on a timeline under it, mute and turn. */
export function VideoWorkspace({ item, edit, onChange, onSettle }: VideoWorkspaceProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  // An edited item's clip is the trimmed one: the editor plays the original, whose length it reads.
  const source = editOf(item) ? item.urls.original : (item.urls.video ?? item.urls.original);
  const [duration, setDuration] = useState(editOf(item) ? 0 : (item.durationSeconds ?? 0));
  const span = trimSpanOf(edit, duration);

  // A clip longer than the limit is trimmed to it from the start; the person moves the span from there.
  useEffect(() => {
    if (duration > 0) {
      const limited = withinLimit(edit, duration);
      if (limited !== edit) onChange(limited);
    }
  }, [duration, edit, onChange]);

  // The preview plays the trimmed span over and over.
  const keepInSpan = () => {
    const video = videoRef.current;
    if (!video || duration === 0) return;
    if (video.currentTime < span.start - 0.05 || video.currentTime >= span.end) video.currentTime = span.start;
  };

  const trim = (which: 'start' | 'end', seconds: number) => {
    const next = setTrim(edit, which, seconds, duration);
    onChange(next, `trim.${which}`);
    const video = videoRef.current;
    if (video)
      video.currentTime =
        which === 'start' ? next.trimStart : Math.max(next.trimStart, trimSpanOf(next, duration).end - 1);
  };

  const percent = (seconds: number) => (duration > 0 ? `${(seconds / duration) * 100}%` : '0%');
  return (
    <>
      <div className={styles.stage}>
        <video
          ref={videoRef}
          className={styles.video}
          style={{ transform: `rotate(${edit.rotate}deg)` }}
          src={source}
          muted={edit.mute}
          controls
          playsInline
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds);
          }}
          onTimeUpdate={keepInSpan}
          onPlay={keepInSpan}
        />
      </div>
      <aside className={styles.panel} aria-label={t('editor.tools')}>
        <div className={styles.panelSection}>
          <div className={styles.timeline} aria-hidden="true">
            <div
              className={styles.timelineSpan}
              style={{ left: percent(span.start), width: percent(span.end - span.start) }}
            />
          </div>
          <p className={styles.sliderReadout}>
            {t('editor.video.span', { start: clock(span.start), end: clock(span.end) })}
          </p>
          {(['start', 'end'] as const).map((which) => (
            <div key={which} className={styles.slider}>
              <div className={styles.sliderHead}>
                <label htmlFor={`editor-trim-${which}`}>{t(`editor.video.${which}`)}</label>
                <span className={styles.sliderReadout}>{clock(which === 'start' ? span.start : span.end)}</span>
              </div>
              <input
                id={`editor-trim-${which}`}
                type="range"
                min={0}
                max={Math.max(duration, 0.1)}
                step={0.1}
                value={which === 'start' ? span.start : span.end}
                disabled={duration === 0}
                onChange={(event) => trim(which, Number(event.currentTarget.value))}
                onPointerUp={onSettle}
                onKeyUp={onSettle}
                onBlur={onSettle}
              />
            </div>
          ))}
          <p className={styles.hint}>{t('editor.video.limit', { minutes: 2 })}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={edit.mute}
              onChange={(event) => onChange({ ...edit, mute: event.currentTarget.checked })}
            />
            <span>{t('editor.video.mute')}</span>
          </label>
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('editor.crop.rotateRight')}
              title={t('editor.crop.rotateRight')}
              onClick={() => onChange({ ...edit, rotate: ((edit.rotate + 90) % 360) as VideoEdit['rotate'] })}
            >
              <Icon name="rotateRight" />
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}
