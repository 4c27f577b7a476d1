import type { AlbumItem, AlbumItemPage } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  albumKeys,
  useAlbumInvitesQuery,
  useAlbumItemsQuery,
  useAlbumMutations,
  useAlbumQuery,
  useRespondToInviteMutation,
} from '../../api/albums.ts';
import { AlbumItemViewer } from '../../components/albums/AlbumItemViewer.tsx';
import { fillNotice } from '../../components/albums/album-fill.ts';
import { ShowOnFrames, showFramesPanel } from '../../components/albums/ShowOnFrames.tsx';
import { useOpenItem } from '../../components/albums/use-open-item.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { providerName } from '../../components/connectors/connector-text.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SendToFriendDialog } from '../../components/members/SendToFriendDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { EMPTY_SELECTION, gestureOf, selectAll } from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import { AddPhotosDialog } from './AddPhotosDialog.tsx';
import styles from './AlbumDetails.module.css';
import { CaptionDialog, CoverDialog, DeleteAlbumDialog, LeaveAlbumDialog, RenameAlbumDialog } from './AlbumDialogs.tsx';
import { AlbumItemsGrid } from './AlbumItemsGrid.tsx';
import { AlbumMenu, type AlbumMenuChoice } from './AlbumMenu.tsx';
import { applyMove, type ItemMove } from './album-order.ts';
import { ConnectedAlbumStatus } from './ConnectedAlbumStatus.tsx';
import { MembersDialog, ShareDialog } from './MembersDialog.tsx';
import { useItemSelection } from './use-item-selection.ts';

type OpenDialog = AlbumMenuChoice | 'add' | 'members' | 'share' | 'send' | null;

/** The frames panel's heading: "Show on frames" brings it into view and focus. */
const FRAMES_HEADING = 'album-frames';

/** One album (spec section 2, album-details); the id is known to be numeric here, the guard saw to it. */
export function AlbumDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useToast();
  const isPhone = usePhoneLayout();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const albumQuery = useAlbumQuery(id);
  const album = albumQuery.data;
  const controls = album?.abilities;
  const itemsQuery = useAlbumItemsQuery(id, { enabled: album !== undefined && album.role !== 'invitee' });
  const mutations = useAlbumMutations(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [coverItemId, setCoverItemId] = useState<number | undefined>();
  const { openItemId, openItem, closeItem } = useOpenItem();

  // An album holds a couple of thousand items at most: every page is loaded, so order and moves
  // are known in full.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = itemsQuery;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = useMemo(() => itemsQuery.data?.pages.flatMap((page) => page.items) ?? [], [itemsQuery.data]);
  const { selection, setSelection, handleSelect } = useItemSelection(items);

  const handleMove = (move: ItemMove) => {
    // The new order shows at once; the server's answer (or a failure) refreshes it.
    queryClient.setQueryData<InfiniteData<AlbumItemPage>>(albumKeys.items(id), (data) => {
      if (!data) return data;
      const moved = applyMove(
        data.pages.flatMap((page) => page.items),
        (item) => item.id,
        move,
      );
      let offset = 0;
      const pages = data.pages.map((page) => {
        const slice = moved.slice(offset, offset + page.items.length);
        offset += page.items.length;
        return { ...page, items: slice };
      });
      return { ...data, pages };
    });
    mutations.moveItem.mutate(move);
  };

  const removeItems = (itemIds: number[]) =>
    mutations.removeItems.mutate(itemIds, {
      onSuccess: () => {
        notify({ type: 'success', content: t('albums.details.removed', { count: itemIds.length }) });
        setSelection(EMPTY_SELECTION);
      },
    });

  const backToAlbums = (
    <ButtonLink to={pathOf('albums')} variant="secondary">
      {t('albums.backToAlbums')}
    </ButtonLink>
  );

  if (!album || !controls) {
    return (
      <QueryState
        query={albumQuery}
        look="panel"
        loading={t('albums.loading')}
        className={styles.muted}
        actions={backToAlbums}
        gone={<EmptyState title={t('albums.details.missing')} actions={backToAlbums} />}
      >
        {() => null}
      </QueryState>
    );
  }

  // A connected album is filled by its source, which keeps the newest photos: no limit to warn of.
  const provider = album.type === 'dropbox' || album.type === 'google' ? album.type : null;
  const fill = provider ? null : fillNotice(album);
  const isFull = fill?.state === 'full';
  const isInvitee = controls.canRespondToInvite;
  const selectedIds = [...selection.ids];
  // A phone's narrow bar offers what acts on a selection only once there is one: the photos come first.
  const isActing = !isPhone || selection.ids.size > 0;
  const selectedItems = items.filter((item) => selection.ids.has(item.id));
  const canRemove = (item: AlbumItem) => controls.canRemoveAnyItem || (controls.canRemoveOwnItems && item.isOwnUpload);
  const removable = selectedItems.filter(canRemove);
  // A private message carries photos of the sender's own library: their own uploads here.
  const sendable = selectedItems.filter((item) => item.isOwnUpload);
  const shownCover = coverItemId ?? items.find((item) => item.urls.square && item.urls.square === album.coverUrl)?.id;
  const setCover = (item: AlbumItem) =>
    mutations.change.mutate(
      { coverItemId: item.id },
      {
        onSuccess: () => {
          setCoverItemId(item.id);
          notify({ type: 'success', content: t('albums.details.coverSet') });
        },
      },
    );

  return (
    <>
      <Link to={pathOf('albums')} className={styles.back}>
        {t('albums.backToAlbums')}
      </Link>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1>{album.name}</h1>
          <span className={styles.meta}>
            {t('albums.itemCount', { count: album.itemCount })}
            {' · '}
            {album.role === 'owner'
              ? t(`albums.details.type.${album.type}`)
              : t('albums.details.ownedBy', { name: album.owner.displayName || album.owner.username })}
            {/* The owner is one of the people in a shared album, so counted with its members. */}
            {album.memberCount > 0 ? ` · ${t('albums.details.memberCount', { count: album.memberCount + 1 })}` : ''}
          </span>
          {album.caption ? <p className={styles.caption}>{album.caption}</p> : null}
        </div>
        <div className={styles.actions}>
          {controls.canAddItems ? (
            <Button
              onClick={() => setDialog('add')}
              disabled={isFull}
              aria-describedby={isFull ? 'album-fill' : undefined}
            >
              {t('albums.details.addPhotos')}
            </Button>
          ) : null}
          {controls.canShare ? (
            <Button variant="secondary" onClick={() => setDialog('share')}>
              {t('albums.share.button')}
            </Button>
          ) : null}
          {controls.canSeeMembers ? (
            <Button variant="secondary" onClick={() => setDialog('members')}>
              {t('albums.members.button')}
            </Button>
          ) : null}
          {isInvitee ? null : (
            <Button
              variant="secondary"
              className={styles.framesShortcut}
              onClick={() => showFramesPanel(FRAMES_HEADING)}
            >
              {t('albums.frames.show')}
            </Button>
          )}
          <AlbumMenu controls={controls} hasItems={items.length > 0} onChoose={(chosen) => setDialog(chosen)} />
        </div>
      </header>

      {provider && album.role === 'owner' ? <ConnectedAlbumStatus albumId={album.id} /> : null}

      {fill ? (
        <p id="album-fill" className={`${styles.fill} ${isFull ? styles.fillFull : ''}`} role="status">
          {t(fill.key, fill.params)}
        </p>
      ) : null}

      {isInvitee ? <InviteAnswer albumId={album.id} /> : null}

      {isInvitee ? null : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <section className={styles.selectionBar} aria-label={t('library.selection.label')}>
              <span className={styles.count}>
                {selection.ids.size > 0
                  ? t('library.selection.count', { count: selection.ids.size })
                  : t('albums.itemCount', { count: items.length })}
              </span>
              <Button
                variant="quiet"
                disabled={items.length === 0}
                onClick={() => setSelection(selectAll(items.map((item) => item.id)))}
              >
                {t('library.selection.selectAll')}
              </Button>
              {isActing ? (
                <Button
                  variant="quiet"
                  disabled={selection.ids.size === 0}
                  onClick={() => setSelection(EMPTY_SELECTION)}
                >
                  {t('library.selection.deselect')}
                </Button>
              ) : null}
              {isActing && controls.canCopy ? (
                <Button
                  variant="secondary"
                  disabled={mutations.copyItems.isPending}
                  onClick={() => {
                    if (selectedIds.length === 0) {
                      notify({ type: 'error', content: t('errors.photo_selection_required') });
                      return;
                    }
                    mutations.copyItems.mutate(selectedIds, {
                      onSuccess: () =>
                        notify({
                          type: 'success',
                          content: t('albums.details.copied', { count: selectedIds.length }),
                        }),
                    });
                  }}
                >
                  {t('albums.details.copy')}
                </Button>
              ) : null}
              {isActing ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    if (sendable.length === 0) notify({ type: 'error', content: t('errors.photo_selection_required') });
                    else setDialog('send');
                  }}
                >
                  {t('library.selection.sendToFriend')}
                </Button>
              ) : null}
              {removable.length > 0 ? (
                <Button
                  variant="danger"
                  disabled={mutations.removeItems.isPending}
                  onClick={() => removeItems(removable.map((item) => item.id))}
                >
                  {t('albums.details.removeSelected')}
                </Button>
              ) : null}
            </section>

            <QueryState
              query={itemsQuery}
              loading={t('albums.loading')}
              look="panel"
              className={styles.muted}
              isEmpty={() => items.length === 0}
              empty={
                <EmptyState
                  title={t('albums.details.emptyTitle')}
                  body={
                    provider
                      ? t('connectors.status.emptyBody', { provider: providerName(provider) })
                      : controls.canAddItems
                        ? t('albums.details.emptyBody')
                        : undefined
                  }
                  actions={
                    controls.canAddItems ? (
                      <Button onClick={() => setDialog('add')}>{t('albums.details.addPhotos')}</Button>
                    ) : undefined
                  }
                />
              }
            >
              {() => (
                <AlbumItemsGrid
                  items={items}
                  selectedIds={selection.ids}
                  coverItemId={shownCover}
                  canReorder={controls.canReorder}
                  canSetCover={controls.canSetCover}
                  canRemove={canRemove}
                  onTileClick={(index, item, event) => {
                    // A click opens the photo; while choosing (or with a modifier key) it selects.
                    if (selection.ids.size > 0 || gestureOf(event) !== 'replace') handleSelect(index, item, event);
                    else openItem(item.id);
                  }}
                  onCheckClick={handleSelect}
                  onMove={handleMove}
                  onSetCover={setCover}
                  onRemove={(item) => removeItems([item.id])}
                />
              )}
            </QueryState>
          </div>
          <aside className={styles.aside}>
            <ShowOnFrames sourceId={album.id} headingId={FRAMES_HEADING} />
          </aside>
        </div>
      )}

      {openItemId !== undefined && !isInvitee ? (
        <AlbumItemViewer
          items={items}
          itemId={openItemId}
          onNavigate={openItem}
          onClose={closeItem}
          detailOf={
            album.type === 'shared'
              ? (item) => t('albums.viewer.addedBy', { name: item.addedBy.displayName || item.addedBy.username })
              : undefined
          }
        />
      ) : null}
      {dialog === 'add' ? <AddPhotosDialog album={album} onClose={() => setDialog(null)} /> : null}
      {dialog === 'members' ? (
        <MembersDialog
          album={album}
          controls={controls}
          onClose={() => setDialog(null)}
          onLeave={() => setDialog('leave')}
        />
      ) : null}
      {dialog === 'send' ? (
        <SendToFriendDialog itemIds={sendable.map((item) => item.id)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'share' ? <ShareDialog album={album} onClose={() => setDialog(null)} /> : null}
      {dialog === 'rename' ? <RenameAlbumDialog album={album} onClose={() => setDialog(null)} /> : null}
      {dialog === 'caption' ? <CaptionDialog album={album} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cover' ? (
        <CoverDialog
          album={album}
          items={items}
          coverItemId={shownCover}
          onChoose={(item) => {
            setCover(item);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteAlbumDialog album={album} onClose={() => setDialog(null)} onDeleted={() => navigate(pathOf('albums'))} />
      ) : null}
      {dialog === 'leave' ? (
        <LeaveAlbumDialog album={album} onClose={() => setDialog(null)} onLeft={() => navigate(pathOf('albums'))} />
      ) : null}
    </>
  );
}

/** Someone invited opening the album: they answer here, as on the albums page. */
function InviteAnswer({ albumId }: { albumId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invites = useAlbumInvitesQuery();
  const respond = useRespondToInviteMutation();
  const invite = invites.data?.find((entry) => entry.album.id === albumId);
  if (!invite) return null;
  const handle = (answer: 'accept' | 'decline') =>
    respond.mutate(
      { id: invite.id, answer },
      {
        onSuccess: () => {
          if (answer === 'decline') navigate(pathOf('albums'));
        },
      },
    );
  return (
    <section className={styles.fill} aria-label={t('albums.invites.title')}>
      <p>
        {t('albums.invites.from', {
          name: invite.invitedBy.displayName || invite.invitedBy.username,
          count: invite.album.itemCount,
        })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={respond.isPending} onClick={() => handle('decline')}>
          {t('albums.invites.decline')}
        </Button>
        <Button disabled={respond.isPending} onClick={() => handle('accept')}>
          {t('albums.invites.accept')}
        </Button>
      </div>
    </section>
  );
}
