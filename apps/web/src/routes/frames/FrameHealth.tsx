import { type Frame, type FrameState, toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './FrameHealth.module.css';
import { timeAgo } from './frame-texts.ts';

/** A frame's state for a client of a server from before it: online or offline is all it knew. */
const stateOf = (frame: Frame): FrameState => frame.state ?? (frame.online ? 'online' : 'offline');

/**
 * How a frame is doing, in words: online, asleep, offline since when, or stalled; and, when the
 * player had to restart itself, when it did.
 */
export function FrameHealth({ frame, now }: { frame: Frame; now: Date }) {
  const { t } = useTranslation();
  const tag = toLanguageTag(currentLocale());
  const state = stateOf(frame);
  const since = frame.offlineSince ?? frame.lastSeenAt;
  const label = {
    online: t('frames.card.online'),
    asleep: t('frames.card.asleep'),
    paused: t('frames.card.paused'),
    stalled: t('frames.card.stalled'),
    offline: since
      ? t('frames.card.offlineSince', {
          when: new Date(since).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : t('frames.card.neverSeen'),
  }[state];
  return (
    <>
      <span className={`${styles.badge} ${styles[state]}`} data-state={state}>
        {label}
      </span>
      {state === 'stalled' ? <span className={styles.note}>{t('frames.card.stalledHint')}</span> : null}
      {frame.lastRecovery ? (
        <span className={styles.note}>
          {t('frames.card.recovered', { when: timeAgo(frame.lastRecovery.at, now, tag) })}
        </span>
      ) : null}
    </>
  );
}

/** What is on the frame's screen now, as a square, kept live by the owner's event stream. */
export function NowShowing({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  if (stateOf(frame) === 'offline' && !frame.showingUrl) return null;
  return (
    <figure className={styles.nowShowing}>
      {frame.showingUrl ? (
        <img src={frame.showingUrl} alt={t('frames.card.nowShowingAlt', { name: frame.name })} />
      ) : (
        <span className={styles.nothing} aria-hidden="true" />
      )}
      <figcaption>
        {t('frames.card.nowShowing')}
        {frame.showingUrl ? null : <span className={styles.note}> {t('frames.card.nothingShowing')}</span>}
      </figcaption>
    </figure>
  );
}
