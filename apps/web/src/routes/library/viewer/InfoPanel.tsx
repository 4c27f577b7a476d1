import type { ItemDetails, LibraryItem } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeItemMutation, useItemDetailsQuery } from '../../../api/library.ts';
import { useHasPlus } from '../../../app/session.ts';
import { CaptionField } from '../../../components/CaptionField.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { IconButton } from '../../../components/viewer/IconButton.tsx';
import {
  formatBytes,
  formatDateTime,
  formatDuration,
  formatMegapixels,
  formatNumber,
  languageTagOf,
} from '../../../format.ts';
import { cameraName, exposureParts } from './camera-text.ts';
import styles from './InfoPanel.module.css';
import { PlaceField } from './PlaceField.tsx';
import { TagEditor } from './TagEditor.tsx';
import { TakenAtField } from './TakenAtField.tsx';

/** The side sheet (a bottom sheet on a phone) with everything about the item shown. */
export function InfoPanel({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const hasPlus = useHasPlus();
  const headingId = useId();
  const change = useChangeItemMutation();
  const details = useItemDetailsQuery(item.id);
  const locale = i18n.language;
  // Who it came from when the server knows; else only how.
  const originText = ({ source, copiedFrom, sender }: ItemDetails) =>
    source === 'copy' && copiedFrom
      ? t('library.viewer.sharedBy', { name: copiedFrom })
      : source === 'email' && sender
        ? t('library.viewer.emailedBy', { sender })
        : t(`library.viewer.source.${source}`);

  return (
    <aside className={styles.infoPanel} aria-labelledby={headingId}>
      <div className={styles.infoHeader}>
        <h2 id={headingId} className={styles.infoTitle}>
          {t('library.viewer.info')}
        </h2>
        <IconButton icon="close" label={t('common.close')} onClick={onClose} className={styles.infoClose} />
      </div>

      {hasPlus ? (
        <CaptionField
          key={`${item.id}:${item.caption}`}
          initialCaption={item.caption}
          isSaving={change.isPending}
          onSave={(caption) =>
            change.mutate(
              { id: item.id, changes: { caption } },
              {
                onSuccess: () => notify({ type: 'success', content: t('library.viewer.captionSaved') }),
              },
            )
          }
        />
      ) : item.caption ? (
        // Without Plus the caption is read, not written.
        <section className={styles.infoSection}>
          <h3 className={styles.infoHeading}>{t('library.viewer.caption')}</h3>
          <p className={styles.readCaption}>{item.caption}</p>
        </section>
      ) : null}

      <section className={styles.infoSection}>
        <h3 className={styles.infoHeading}>{t('library.viewer.details')}</h3>
        <dl className={styles.facts}>
          {/* One item's: moving to another closes a form left open. */}
          <TakenAtField key={item.id} item={item} canEdit={hasPlus} />
          <div>
            <dt>{t('library.viewer.uploaded')}</dt>
            <dd>{formatDateTime(item.uploadedAt, locale)}</dd>
          </div>
          {item.width && item.height ? (
            <div>
              <dt>{t('library.viewer.dimensions')}</dt>
              <dd>
                {t('library.viewer.dimensionsValue', {
                  width: formatNumber(item.width, locale),
                  height: formatNumber(item.height, locale),
                  megapixels: formatMegapixels(item.width, item.height, locale),
                })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('library.viewer.fileSize')}</dt>
            <dd>{formatBytes(item.sizeBytes, locale)}</dd>
          </div>
          {item.kind === 'video' && item.durationSeconds !== null ? (
            <div>
              <dt>{t('library.viewer.duration')}</dt>
              <dd>{formatDuration(item.durationSeconds)}</dd>
            </div>
          ) : null}
          <CameraFacts item={item} />
          {/* One item's: moving to another closes the picker. */}
          <PlaceField key={`place:${item.id}`} item={item} canEdit={hasPlus} />
          <div>
            <dt>{t('library.viewer.sourceTitle')}</dt>
            <dd>
              <QueryState query={details} loading={t('library.viewer.loading')} className={styles.muted}>
                {originText}
              </QueryState>
            </dd>
          </div>
        </dl>
      </section>

      <section className={styles.infoSection}>
        <h3 className={styles.infoHeading}>{t('library.tags.title')}</h3>
        <TagEditor itemId={item.id} tagIds={item.tagIds} isReadOnly={!hasPlus} />
      </section>

      <section className={styles.infoSection}>
        <h3 className={styles.infoHeading}>{t('library.viewer.albums')}</h3>
        <QueryState
          query={details}
          loading={t('library.viewer.loading')}
          className={styles.muted}
          isEmpty={(shown) => shown.albums.length === 0}
          empty={t('library.viewer.noAlbums')}
        >
          {(shown) => (
            <ul className={styles.albumLinks}>
              {shown.albums.map((album) => (
                <li key={album.id}>
                  <Link to={appPath('album-details', { id: album.id })}>{album.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </aside>
  );
}

/** The camera and lens, and the exposure, as the photo's EXIF gave them: rows only for what it gave. */
function CameraFacts({ item }: { item: LibraryItem }) {
  const { t, i18n } = useTranslation();
  const name = item.camera ? cameraName(item.camera) : null;
  const lens = item.camera?.lens ?? null;
  const exposure = item.exposure ? exposureParts(item.exposure, languageTagOf(i18n.language)) : [];
  return (
    <>
      {name || lens ? (
        <div>
          <dt>{t('library.viewer.camera')}</dt>
          <dd>
            {name}
            {lens ? <span className={styles.lens}>{lens}</span> : null}
          </dd>
        </div>
      ) : null}
      {exposure.length > 0 ? (
        <div>
          <dt>{t('library.viewer.exposure.title')}</dt>
          <dd className={styles.exposure}>
            {exposure.map((part) => (
              <span key={part.kind}>{t(`library.viewer.exposure.${part.kind}`, { value: part.value })}</span>
            ))}
          </dd>
        </div>
      ) : null}
    </>
  );
}
