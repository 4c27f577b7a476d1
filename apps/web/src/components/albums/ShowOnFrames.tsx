import type { Frame, FrameSourceId } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isShownOn, useFrameSourceToggle, useFramesQuery } from '../../api/frames.ts';
import { pathOf } from '../../app/routes.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './ShowOnFrames.module.css';

/**
 * Which of the person's frames show an album or a collection, one switch per frame (the frames
 * page's toggle: the switch moves at once, a refusal moves it back). No frames: a way to add one.
 */
export function ShowOnFrames({ sourceId, headingId }: { sourceId: FrameSourceId; headingId: string }) {
  const { t } = useTranslation();
  const frames = useFramesQuery();
  const toggle = useFrameSourceToggle();
  const list = frames.data?.frames ?? [];
  const shownOn = list.filter((frame) => isShownOn(frame, sourceId)).length;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t('albums.frames.title')}
      </h2>
      {frames.isPending ? (
        <p className={styles.muted}>{t('albums.loading')}</p>
      ) : frames.isError ? (
        <p role="alert">{errorText(t, frames.error)}</p>
      ) : list.length === 0 ? (
        <>
          <p className={styles.muted}>{t('albums.frames.none')}</p>
          <Link to={pathOf('frames')}>{t('albums.frames.addFrame')}</Link>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            {shownOn === 0 ? t('albums.frames.shownOnNone') : t('albums.frames.shownOn', { count: shownOn })}
          </p>
          <ul className={styles.list}>
            {list.map((frame) => (
              <FrameSwitch
                key={frame.id}
                frame={frame}
                isOn={isShownOn(frame, sourceId)}
                onChange={(isShown) => toggle({ frameId: frame.id, sourceId, isShown })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A native checkbox in the switch role, named by the frame, its state (online or not) beside it. */
function FrameSwitch({ frame, isOn, onChange }: { frame: Frame; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useTranslation();
  const stateId = useId();
  return (
    <li className={styles.frame}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={isOn}
          aria-checked={isOn}
          aria-describedby={stateId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span className={styles.name}>{frame.name}</span>
      </label>
      <span id={stateId} className={`${styles.state} ${frame.online ? styles.online : ''}`}>
        {t(frame.online ? 'albums.frames.online' : 'albums.frames.offline')}
      </span>
    </li>
  );
}
