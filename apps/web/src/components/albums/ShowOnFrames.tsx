import type { Frame, FrameSourceId } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isShownOn, useFrameSourceToggle, useFramesQuery } from '../../api/frames.ts';
import { FrameOnlineState } from '../frames/FrameOnline.tsx';
import { QueryState } from '../QueryState.tsx';
import { Switch } from '../Switch.tsx';
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
      <QueryState
        query={frames}
        loading={t('albums.loading')}
        className={styles.muted}
        isEmpty={() => list.length === 0}
        empty={
          <>
            <p className={styles.muted}>{t('albums.frames.none')}</p>
            <Link to={pathOf('frames')}>{t('albums.frames.addFrame')}</Link>
          </>
        }
      >
        {() => (
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
      </QueryState>
    </section>
  );
}

/** Brings a frames panel into view and gives its heading the focus ("Show on frames" above the grid). */
export function showFramesPanel(headingId: string) {
  const heading = document.getElementById(headingId);
  heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

/** A frame's switch, named by the frame, its state (online or not) beside it. */
function FrameSwitch({ frame, isOn, onChange }: { frame: Frame; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const stateId = useId();
  return (
    <li className={styles.frame}>
      <Switch label={frame.name} isOn={isOn} onChange={onChange} describedBy={stateId} isOneLine />
      <FrameOnlineState id={stateId} isOnline={frame.online} />
    </li>
  );
}
