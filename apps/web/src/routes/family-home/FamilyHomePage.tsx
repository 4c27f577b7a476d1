import { pathOf } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfileQuery } from '../../api/account.ts';
import { useFramesQuery } from '../../api/frames.ts';
import { NewAlbumDialog } from '../../components/albums/NewAlbumDialog.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { albumPath } from '../albums/AlbumsPage.tsx';
import { BetaLearnMoreDialog } from './BetaLearnMoreDialog.tsx';
import styles from './FamilyHomePage.module.css';
import { FramesSection } from './FramesSection.tsx';
import { PendingSection } from './PendingSection.tsx';
import { RecentPhotos, useRecentItems } from './RecentPhotos.tsx';

/**
 * family-home: what is new in the library, what each frame shows, what waits for an answer, and
 * the ways to add more. A brand-new person (no photos, no frame) is led to upload and to pair.
 */
export function FamilyHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstName = useProfileQuery().data?.first_name;
  const recent = useRecentItems();
  const frames = useFramesQuery();
  const [isLearnMoreOpen, setLearnMoreOpen] = useState(false);
  const [isCreatingAlbum, setIsCreatingAlbum] = useState(false);
  const isBrandNew =
    recent.isSuccess && recent.items.length === 0 && frames.isSuccess && frames.data.frames.length === 0;

  return (
    <>
      <PageHeader
        title={firstName ? t('familyHome.greeting', { name: firstName }) : t('titles.family-home')}
        description={t('familyHome.intro')}
        actions={
          <>
            <ButtonLink to={pathOf('library')}>{t('familyHome.shortcuts.upload')}</ButtonLink>
            <Button variant="secondary" onClick={() => setIsCreatingAlbum(true)}>
              {t('albums.newAlbum.title')}
            </Button>
            <ButtonLink to={pathOf('frames')} variant="secondary">
              {t('familyHome.shortcuts.addFrame')}
            </ButtonLink>
          </>
        }
      />
      <PendingSection />
      {isBrandNew ? (
        <EmptyState
          title={t('familyHome.welcome.title')}
          body={t('familyHome.welcome.body')}
          actions={
            <>
              <ButtonLink to={pathOf('library')}>{t('familyHome.shortcuts.upload')}</ButtonLink>
              <ButtonLink to={pathOf('frames')} variant="secondary">
                {t('familyHome.welcome.pairFrame')}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <div className={styles.sections}>
          <RecentPhotos recent={recent} />
          <FramesSection frames={frames} />
        </div>
      )}
      <section className={styles.news} aria-labelledby="whats-new">
        <div>
          <h2 id="whats-new">{t('familyHome.beta.title')}</h2>
          <p>{t('familyHome.beta.body')}</p>
        </div>
        <Button variant="secondary" onClick={() => setLearnMoreOpen(true)}>
          {t('familyHome.beta.learnMore')}
        </Button>
      </section>
      <BetaLearnMoreDialog open={isLearnMoreOpen} onOpenChange={setLearnMoreOpen} />
      {isCreatingAlbum ? (
        <NewAlbumDialog
          onClose={() => setIsCreatingAlbum(false)}
          onCreated={(album) => navigate(albumPath(album.id))}
        />
      ) : null}
    </>
  );
}
