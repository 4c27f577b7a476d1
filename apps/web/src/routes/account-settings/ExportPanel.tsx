import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLatestExportQuery, useStartExportMutation } from '../../api/library.ts';
import { Button } from '../../components/Button.tsx';
import { DetailsCard } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { formatBytes, formatDateTime, formatNumber } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './SettingsPage.module.css';

/**
 * "Export everything": the whole library in one archive (in parts when large), for Plus and Lite
 * alike. Shows the latest export: its progress while a job prepares it, then each part's link until
 * it expires; the same page is what the mailed link opens.
 */
export function ExportPanel() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const latest = useLatestExportQuery();
  const start = useStartExportMutation();
  const current = latest.data?.export ?? null;
  const isPreparing = current?.status === 'preparing';
  const error = start.error ?? latest.error;
  // The mailed link and the library's notice come here by #export: the panel is brought into view.
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#export') sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <section id="export" ref={sectionRef} aria-labelledby="export-title">
      <DetailsCard title={<span id="export-title">{t('settings.export.title')}</span>} note={t('settings.export.note')}>
        {error ? <FormAlert messages={[{ id: 'export', message: errorText(t, error) }]} /> : null}
        {isPreparing ? (
          <div>
            <p role="status">
              {t('settings.export.preparing', {
                count: current.itemsTotal,
                done: formatNumber(current.itemsDone, locale),
              })}
            </p>
            <progress
              max={Math.max(current.itemsTotal, 1)}
              value={current.itemsDone}
              aria-label={t('settings.export.title')}
            />
          </div>
        ) : null}
        {current?.status === 'failed' ? <p className={styles.warning}>{t('settings.export.failed')}</p> : null}
        {current?.status === 'ready' && current.parts.length > 0 ? (
          <>
            <p>
              {t('settings.export.ready', {
                count: current.parts.length,
                date: current.expiresAt ? formatDateTime(current.expiresAt, locale) : '',
              })}
            </p>
            <ul className={styles.rows} aria-label={t('settings.export.partsLabel')}>
              {current.parts.map((part, index) => (
                <li key={part.name} className={styles.row}>
                  <a href={part.url} download={part.name}>
                    {t('settings.export.part', { number: index + 1 })}
                  </a>
                  <span className={styles.detail}>{formatBytes(part.sizeBytes, locale)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {isPreparing ? null : (
          <Button variant="secondary" disabled={start.isPending || latest.isPending} onClick={() => start.mutate()}>
            {current ? t('settings.export.again') : t('settings.export.start')}
          </Button>
        )}
      </DetailsCard>
    </section>
  );
}
