import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import styles from './FramesPage.module.css';

/** Frames (issue 5 brings pairing, gifts and assignments); the empty state's two ways in wait for it. */
export function FramesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader description={t('frames.description')} />
      <EmptyState
        title={t('frames.emptyTitle')}
        body={t('frames.emptyBody')}
        actions={
          <>
            <Button disabled aria-describedby="frames-later">
              {t('frames.setUpOwn')}
            </Button>
            <Button variant="secondary" disabled aria-describedby="frames-later">
              {t('frames.setUpGift')}
            </Button>
            <p id="frames-later" className={styles.later}>
              {t('frames.later')}
            </p>
          </>
        }
      />
    </>
  );
}
