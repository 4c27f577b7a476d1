import type { CompetitionEntry, CompetitionPhase } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import styles from './Competition.module.css';

export function PhaseBadge({ phase }: { phase: CompetitionPhase }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-phase={phase}>
      {t(`competitions.phase.${phase}`)}
    </span>
  );
}

/** A card's picture: a camera while photos come in, a heart while votes do, a trophy after. */
export function PhaseArt({ phase }: { phase: CompetitionPhase }) {
  return (
    <svg className={styles.art} viewBox="0 0 64 64" aria-hidden="true">
      {phase === 'voting' ? (
        <path
          d="M32 52 12.5 33.2a11.5 11.5 0 0 1 16.3-16.3L32 20l3.2-3.1a11.5 11.5 0 0 1 16.3 16.3Z"
          fill="currentColor"
          opacity="0.9"
        />
      ) : phase === 'finished' ? (
        <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round">
          <path d="M20 12h24v12a12 12 0 0 1-24 0Z" fill="currentColor" fillOpacity="0.25" />
          <path d="M20 16h-7a7 7 0 0 0 7 9M44 16h7a7 7 0 0 1-7 9M32 36v8M24 52h16M27 44h10v8H27z" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round">
          <path d="M10 22a4 4 0 0 1 4-4h8l4-6h12l4 6h8a4 4 0 0 1 4 4v24a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4Z" />
          <circle cx="32" cy="33" r="9" fill="currentColor" fillOpacity="0.25" />
        </g>
      )}
    </svg>
  );
}

/** An entry's picture, cropped square (its rendition cut around the focus), or a plain tile while it has none. */
export function EntryPhoto({ entry, size = 'square' }: { entry: CompetitionEntry; size?: 'square' | 'preview' }) {
  const url =
    size === 'preview' ? (entry.urls.preview ?? entry.urls.square) : (entry.urls.square ?? entry.urls.preview);
  return url ? (
    <img className={styles.photo} src={url} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className={styles.photo} />
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 20.5 4.3 13a5 5 0 0 1 7-7.1l.7.7.7-.7a5 5 0 0 1 7 7.1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
