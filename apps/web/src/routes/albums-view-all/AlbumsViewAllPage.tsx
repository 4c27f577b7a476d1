import type { AlbumType } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAlbumsPagedQuery } from '../../api/albums.ts';
import { AlbumCardList } from '../../components/albums/AlbumCard.tsx';
import cardStyles from '../../components/albums/Albums.module.css';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { AddConnectedAlbum, useHowItWorks } from '../../components/connectors/AddConnectedAlbum.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { albumPath } from '../albums/AlbumsPage.tsx';

/** Every album of one type (kinframe, shared, google, dropbox), page by page; the guard checked the type. */
export function AlbumsViewAllPage() {
  const { t } = useTranslation();
  const { type = 'kinframe' } = useParams();
  const albums = useAlbumsPagedQuery(type as AlbumType);
  const list = albums.data?.pages.flatMap((page) => page.albums) ?? [];
  const provider = type === 'google' || type === 'dropbox' ? type : null;
  const howItWorks = useHowItWorks(provider);
  const back = (
    <ButtonLink to={pathOf('albums')} variant="secondary">
      {t('albums.backToAlbums')}
    </ButtonLink>
  );
  return (
    <>
      <PageHeader
        title={t(`albums.sections.${type}.title`)}
        description={t(`albums.sections.${type}.description`)}
        actions={back}
      />
      <QueryState
        query={albums}
        loading={t('albums.loading')}
        look="panel"
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            title={t(`albums.sections.${type}.emptyTitle`)}
            body={howItWorks ?? undefined}
            actions={provider ? <AddConnectedAlbum provider={provider} returnTo="albums" /> : undefined}
          />
        }
      >
        {() => (
          <>
            <AlbumCardList albums={list} pathOf={albumPath} />
            {albums.hasNextPage ? (
              <div className={cardStyles.formActions}>
                <Button
                  variant="secondary"
                  disabled={albums.isFetchingNextPage}
                  onClick={() => void albums.fetchNextPage()}
                >
                  {t('albums.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}
