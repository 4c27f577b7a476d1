import type { Album } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../Skeleton.tsx';
import styles from './Albums.module.css';

interface AlbumCardProps {
  name: string;
  itemCount: number;
  coverUrl: string | null;
  /** Where the card leads (an album's or a collection's page). */
  to?: string;
  /** A second line: the owner of a shared album. */
  detail?: string;
}

/** An album as a card: its cover, its name (the link's whole name) and how many items it holds. */
export function AlbumCard({ name, itemCount, coverUrl, to, detail }: AlbumCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const body = (
    <>
      <span className={styles.cover}>
        {coverUrl ? <img src={coverUrl} alt="" loading="lazy" decoding="async" /> : <AlbumArt />}
      </span>
      <span id={`${id}-name`} className={styles.cardName}>
        {name}
      </span>
      <span id={`${id}-meta`} className={styles.cardMeta}>
        {t('albums.itemCount', { count: itemCount })}
        {detail ? ` · ${detail}` : ''}
      </span>
    </>
  );
  if (!to) return <div className={styles.card}>{body}</div>;
  return (
    <Link to={to} className={styles.card} aria-labelledby={`${id}-name`} aria-describedby={`${id}-meta`}>
      {body}
    </Link>
  );
}

function AlbumArt() {
  return (
    <svg width="48" height="40" viewBox="0 0 48 40" aria-hidden="true">
      <rect x="6" y="2" width="38" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.5" />
      <rect
        x="2"
        y="8"
        width="38"
        height="28"
        rx="4"
        fill="var(--color-surface)"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8 30l9-8 6 5 5-4 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Albums as a row of cards, each leading to its details; albums shared with the person name their
 * owner.
 */
export function AlbumCardList({ albums, pathOf }: { albums: Album[]; pathOf: (id: number) => string }) {
  return (
    <ul className={styles.cardRow}>
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard
            name={album.name}
            itemCount={album.itemCount}
            coverUrl={album.coverUrl}
            to={pathOf(album.id)}
            detail={album.role === 'owner' ? undefined : album.owner.displayName || album.owner.username}
          />
        </li>
      ))}
    </ul>
  );
}

/** Where a list of albums is on its way: covers in the list's own grid, so nothing moves when it comes. */
export function AlbumCardListSkeleton({ label }: { label: string }) {
  return <Skeleton shape="tile" count={4} label={label} className={styles.cardRow} />;
}
