import { useCurrentRoute } from '../../app/current-route.ts';
import { ArchiveImportSection } from '../../components/imports/ArchiveImportSection.tsx';
import { SourceImports } from '../../components/imports/SourceImports.tsx';
import { ConnectorSourcePage } from './ConnectorSourcePage.tsx';
import { ImportSourcePage } from './ImportSourcePage.tsx';

/**
 * An outside source of photos. Dropbox and Google Photos fill connected albums (Google's page also
 * imports Takeout archives); Facebook, Instagram and Flickr are imported from, once: from the
 * person's account, and for Facebook and Instagram from their export archives too.
 */
export function LibrarySourcePage() {
  const { name } = useCurrentRoute();
  if (name === 'library-dropbox') return <ConnectorSourcePage provider="dropbox" />;
  if (name === 'library-facebook') return <ImportSourcePage provider="facebook" />;
  if (name === 'library-instagram') return <ImportSourcePage provider="instagram" />;
  if (name === 'library-flickr') return <ImportSourcePage provider="flickr" />;
  if (name !== 'library-google') return null;
  return (
    <>
      <ConnectorSourcePage provider="google" />
      <SourceImports source={{ format: 'takeout', provider: null }}>
        <ArchiveImportSection format="takeout" />
      </SourceImports>
    </>
  );
}
