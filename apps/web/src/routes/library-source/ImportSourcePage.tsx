import type { ArchiveFormat, ImportProvider } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import { useConnectReturn } from '../../components/connectors/use-connect-return.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { AccountImportSection } from '../../components/imports/AccountImportSection.tsx';
import { ArchiveImportSection } from '../../components/imports/ArchiveImportSection.tsx';
import { SourceImports } from '../../components/imports/SourceImports.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Each source's export archive, where Kinframe reads one: Flickr's export has no albums to read. */
const ARCHIVES: Record<ImportProvider, ArchiveFormat | null> = {
  facebook: 'facebook',
  instagram: 'instagram',
  flickr: null,
};

/** What the account's card says first, where the provider limits what apps may read. */
const ACCOUNT_NOTES: Partial<Record<ImportProvider, string>> = {
  facebook: 'imports.account.metaReview',
  instagram: 'imports.formats.instagram.professionalOnly',
};

/**
 * Facebook, Instagram or Flickr in the library: imported once, from the person's account (connected
 * here; its consent page comes back to this page) and, where the source hands one out, from its
 * export archive; then every import from that source, whichever way it came.
 */
export function ImportSourcePage({ provider }: { provider: ImportProvider }) {
  const { t } = useTranslation();
  useConnectReturn();
  const format = ARCHIVES[provider];
  const note = ACCOUNT_NOTES[provider];
  return (
    <>
      <PageHeader
        description={
          <>
            {t(`imports.pages.${provider}`)}{' '}
            <LearnMoreLink
              slug="connected-albums-and-imports"
              anchor="import-from-your-facebook-instagram-or-flickr-account"
              label={t('learn.links.imports')}
            />
          </>
        }
        actions={
          <ButtonLink to={pathOf('library')} variant="secondary">
            {t('library.backToLibrary')}
          </ButtonLink>
        }
      />
      <SourceImports source={{ format, provider }}>
        <AccountImportSection provider={provider} note={note ? t(note) : undefined} />
        {format ? <ArchiveImportSection format={format} /> : null}
      </SourceImports>
    </>
  );
}
