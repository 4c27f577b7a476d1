import { type Album, type Frame, type FrameSourceId, pathOf } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCollectionsQuery, useEveryAlbumQuery } from '../../api/albums.ts';
import { isShownOn, useFrameSourceToggle } from '../../api/frames.ts';
import { collectionNameKey, shownCollectionIds } from '../../components/albums/collection-text.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { Switch } from '../../components/Switch.tsx';
import styles from './FramesPage.module.css';

interface SourceSwitchProps {
  /** The album's or collection's name: the switch's accessible name. */
  label: string;
  note?: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}

/** An album's or a collection's switch, with who shared it below. */
function SourceSwitch({ label, note, isOn, onChange }: SourceSwitchProps) {
  const noteId = useId();
  return (
    <li className={styles.source}>
      <Switch label={label} isOn={isOn} onChange={onChange} describedBy={note ? noteId : undefined} />
      {note ? (
        <span id={noteId} className={styles.sourceNote}>
          {note}
        </span>
      ) : null}
    </li>
  );
}

/**
 * What a frame shows, as one switch per album the person may show (their own and those shared with
 * them) and per collection. An album still on the frame that the person can no longer see keeps its
 * switch, so it can be taken off.
 */
export function FrameSources({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const albums = useEveryAlbumQuery();
  const collections = useCollectionsQuery();
  const toggle = useFrameSourceToggle();
  const headingId = useId();
  const switchOf = (sourceId: FrameSourceId) => ({
    isOn: isShownOn(frame, sourceId),
    onChange: (isShown: boolean) => toggle({ frameId: frame.id, sourceId, isShown }),
  });
  const known = new Set((albums.data ?? []).map((album) => album.id));
  const unseen = albums.data ? frame.albumIds.filter((id) => !known.has(id)) : [];
  const noteOf = (album: Album) =>
    album.role === 'owner' ? undefined : t('frames.sources.sharedBy', { name: album.owner.displayName });

  return (
    <section className={styles.sources} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sourcesTitle}>
        {t('frames.sources.title')}
      </h3>
      <div className={styles.sourceGroups}>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('frames.sources.albums')}</legend>
          <QueryState
            query={albums}
            loading={t('frames.sources.loadingAlbums')}
            className={styles.muted}
            isEmpty={(list) => list.length === 0 && unseen.length === 0}
            empty={
              <p className={styles.muted}>
                {t('frames.sources.noAlbums')} <Link to={pathOf('albums')}>{t('frames.sources.toAlbums')}</Link>
              </p>
            }
          >
            {(list) => (
              <ul className={styles.sourceList}>
                {list.map((album) => (
                  <SourceSwitch key={album.id} label={album.name} note={noteOf(album)} {...switchOf(album.id)} />
                ))}
                {unseen.map((id) => (
                  <SourceSwitch key={id} label={t('frames.sources.unseenAlbum')} {...switchOf(id)} />
                ))}
              </ul>
            )}
          </QueryState>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('frames.sources.collections')}</legend>
          <ul className={styles.sourceList}>
            {shownCollectionIds(collections.data, (id) => isShownOn(frame, id)).map((id) => (
              <SourceSwitch key={id} label={t(collectionNameKey(id))} {...switchOf(id)} />
            ))}
          </ul>
        </fieldset>
      </div>
    </section>
  );
}
