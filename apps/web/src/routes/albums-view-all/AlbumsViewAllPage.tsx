import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Every album of one type (kinframe, shared, google, dropbox); the guard checked the type. */
export function AlbumsViewAllPage() {
  const { t } = useTranslation();
  const { type = 'kinframe' } = useParams();
  return (
    <>
      <PageHeader title={t(`albums.sections.${type}.title`)} description={t(`albums.sections.${type}.description`)} />
      <EmptyState
        title={t(`albums.sections.${type}.emptyTitle`)}
        body={t('albums.arrivesLater')}
        actions={
          <ButtonLink to={pathOf('albums')} variant="secondary">
            {t('albums.backToAlbums')}
          </ButtonLink>
        }
      />
    </>
  );
}
