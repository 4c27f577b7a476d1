import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../app/current-route.ts';
import { pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';
import { ConnectorSourcePage } from './ConnectorSourcePage.tsx';

/**
 * An outside source of photos. Dropbox and Google Photos fill connected albums; Facebook, Instagram
 * and Flickr are not connected yet, and their pages say so.
 */
export function LibrarySourcePage() {
  const { name } = useCurrentRoute();
  if (name === 'library-dropbox') return <ConnectorSourcePage provider="dropbox" />;
  if (name === 'library-google') return <ConnectorSourcePage provider="google" />;
  return <SourcePlaceholder />;
}

function SourcePlaceholder() {
  const { t } = useTranslation();
  return (
    <RoutePlaceholder
      actions={
        <ButtonLink to={pathOf('library')} variant="secondary">
          {t('library.backToLibrary')}
        </ButtonLink>
      }
    />
  );
}
