import { useTranslation } from 'react-i18next';
import { pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

/** An outside source of photos (Facebook, Google, Instagram, Dropbox, Flickr): not connected yet. */
export function LibrarySourcePage() {
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
