import { useTranslation } from 'react-i18next';
import { pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

/** One album (issue 4 fills it); the id is known to be numeric here, the guard saw to it. */
export function AlbumDetailsPage() {
  const { t } = useTranslation();
  return (
    <RoutePlaceholder
      actions={
        <ButtonLink to={pathOf('albums')} variant="secondary">
          {t('albums.backToAlbums')}
        </ButtonLink>
      }
    />
  );
}
