import { type Frame, type FrameState, toLanguageTag } from '@kinframe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import badgeStyles from '../../components/frames/FrameOnline.module.css';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import hiddenStyles from '../../components/VisuallyHidden.module.css';
import { formatShortDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './FrameHealth.module.css';
import { timeAgo } from './frame-texts.ts';

/** The pill of each state, as the online badge draws it elsewhere: green on, red in trouble, grey otherwise. */
const BADGE_OF: Record<FrameState, string | undefined> = {
  online: badgeStyles.badgeOnline,
  asleep: badgeStyles.badgeOffline,
  paused: badgeStyles.badgeOffline,
  offline: badgeStyles.badgeOffline,
  stalled: badgeStyles.badgeTrouble,
};

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
          when: formatShortDateTime(since, tag),
        })
      : t('frames.card.neverSeen'),
  }[state];
  return (
    <>
      <span className={`${badgeStyles.badge} ${BADGE_OF[state]}`} data-state={state}>
        {label}
      </span>
      {state === 'stalled' ? <span className={styles.note}>{t('frames.card.stalledHint')}</span> : null}
      {state === 'offline' || state === 'stalled' ? (
        <LearnMoreLink
          slug="frames-offline-and-brightness"
          anchor="what-the-player-does-offline"
          label={t('learn.links.offline')}
        />
      ) : null}
      {frame.lastRecovery ? (
        <span className={styles.note}>
          {t('frames.card.recovered', { when: timeAgo(frame.lastRecovery.at, now, tag) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * The frame's screen as the card's picture: what it shows now (kept live by the owner's event
 * stream), at the screen's own shape, with whatever is given as `children` (the remote control)
 * over its lower edge. Off, asleep or with nothing on it, the screen is dark, as the frame is.
 */
export function NowShowing({ frame, children }: { frame: Frame; children?: ReactNode }) {
  const { t } = useTranslation();
  const state = stateOf(frame);
  const { width, height } = frame.device.screen;
  // A very tall or very wide screen would make the card odd: the picture keeps between 3:4 and 2:1.
  const ratio = Math.min(2, Math.max(0.75, width / height));
  const isDark = state === 'offline' || state === 'asleep';
  return (
    <figure className={styles.screen} style={{ aspectRatio: String(ratio) }} data-state={state}>
      {frame.showingUrl ? (
        <img
          src={frame.showingUrl}
          alt={t('frames.card.nowShowingAlt', { name: frame.name })}
          className={isDark ? styles.dimmed : undefined}
        />
      ) : null}
      <figcaption className={frame.showingUrl ? hiddenStyles.hidden : styles.nothing}>
        {frame.showingUrl ? t('frames.card.nowShowing') : t('frames.card.nothingShowing')}
      </figcaption>
      {children ? <div className={styles.overScreen}>{children}</div> : null}
    </figure>
  );
}
