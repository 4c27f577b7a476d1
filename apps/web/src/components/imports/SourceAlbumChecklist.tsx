import type { ImportProvider } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceAlbumsQuery } from '../../api/imports.ts';
import { Button } from '../Button.tsx';
import { providerName } from '../connectors/connector-text.ts';
import { FormAlert } from '../FormAlert.tsx';
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
  const [shownCount, setShownCount] = useState(ALBUMS_SHOWN);
  const list = useRef<HTMLUListElement>(null);
  /** After "Show more": the first album it showed, which takes focus. */
  const firstShown = useRef<number | null>(null);
  const name = providerName(provider);

  // After every render: the one after "Show more" finds the album to focus.
  useEffect(() => {
    if (firstShown.current === null) return;
    list.current?.querySelectorAll('input')[firstShown.current]?.focus();
    firstShown.current = null;
  });

  if (albums.isPending) return <p className={styles.muted}>{t('albums.loading')}</p>;
  if (albums.isError) {
    return <FormAlert messages={[{ id: 'albums', message: importErrorText(t, albums.error, name) }]} />;
  }
  const all = albums.data.albums;
  if (all.length === 0) return <p className={styles.muted}>{t('imports.account.albums.none', { provider: name })}</p>;

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
      {albums.data.isTruncated ? (
        <p className={`${styles.small} ${styles.howTo}`}>
          {t('imports.account.albums.truncated', { max: all.length })}
        </p>
      ) : null}
    </div>
  );
}
