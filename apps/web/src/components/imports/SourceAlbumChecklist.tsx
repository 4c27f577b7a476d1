import type { ImportProvider, SourceAlbumList } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceAlbumsQuery } from '../../api/imports.ts';
import { Button } from '../Button.tsx';
import { providerName } from '../connectors/connector-text.ts';
import { QueryState } from '../QueryState.tsx';
import styles from './Imports.module.css';
import { importErrorText } from './import-text.ts';

/** Albums shown at a time: a person with hundreds sees the list grow as they ask. */
export const ALBUMS_SHOWN = 50;

interface SourceAlbumChecklistProps {
  provider: ImportProvider;
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

/** The person's albums at the provider, each with its count, to tick the ones to import. */
export function SourceAlbumChecklist({ provider, chosen, onChange }: SourceAlbumChecklistProps) {
  const { t } = useTranslation();
  const albums = useSourceAlbumsQuery(provider);
  const name = providerName(provider);
  return (
    <QueryState
      query={albums}
      loading={t('albums.loading')}
      className={styles.muted}
      textOfError={(error) => importErrorText(t, error, name)}
      isEmpty={(data) => data.albums.length === 0}
      empty={t('imports.account.albums.none', { provider: name })}
    >
      {(data) => <AlbumChecks albums={data} name={name} chosen={chosen} onChange={onChange} />}
    </QueryState>
  );
}

/** The albums' checkboxes, a page at a time: "Show more" brings the next ones and focuses the first. */
function AlbumChecks({
  albums,
  name,
  chosen,
  onChange,
}: { albums: SourceAlbumList; name: string } & Omit<SourceAlbumChecklistProps, 'provider'>) {
  const { t } = useTranslation();
  const [shownCount, setShownCount] = useState(ALBUMS_SHOWN);
  const list = useRef<HTMLUListElement>(null);
  /** After "Show more": the first album it showed, which takes focus. */
  const firstShown = useRef<number | null>(null);
  const all = albums.albums;

  // After every render: the one after "Show more" finds the album to focus.
  useEffect(() => {
    if (firstShown.current === null) return;
    list.current?.querySelectorAll('input')[firstShown.current]?.focus();
    firstShown.current = null;
  });

  const handleToggle = (albumId: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(albumId);
    else next.delete(albumId);
    onChange(next);
  };
  const handleShowMore = () => {
    firstShown.current = shownCount;
    setShownCount(shownCount + ALBUMS_SHOWN);
  };
  const hiddenCount = all.length - shownCount;

  return (
    <div className={styles.albumChoice}>
      <ul ref={list} className={styles.albumList} aria-label={t('imports.account.albums.label', { provider: name })}>
        {all.slice(0, shownCount).map((album) => (
          <li key={album.id}>
            <label className={styles.albumOption}>
              <input
                type="checkbox"
                checked={chosen.has(album.id)}
                onChange={(event) => handleToggle(album.id, event.currentTarget.checked)}
              />
              <span className={styles.albumName}>{album.name}</span>
              {album.count === null ? null : (
                <span className={styles.partSize}>{t('albums.itemCount', { count: album.count })}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.choose}>
        {hiddenCount > 0 ? (
          <Button variant="quiet" onClick={handleShowMore}>
            {t('imports.account.albums.showMore', { count: Math.min(ALBUMS_SHOWN, hiddenCount) })}
          </Button>
        ) : null}
        <span className={`${styles.small} ${styles.numbers}`} aria-live="polite">
          {t('imports.account.albums.chosen', { count: chosen.size })}
        </span>
      </div>
      {albums.isTruncated ? (
        <p className={`${styles.small} ${styles.howTo}`}>
          {t('imports.account.albums.truncated', { max: all.length })}
        </p>
      ) : null}
    </div>
  );
}
