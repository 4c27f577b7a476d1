import type { FocusPoint, LibraryItem } from '@kinframe/contract';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemFocusMutation, useRevertItemMutation } from '../../../api/edits.ts';
import { ApiError } from '../../../api/error-mapping.ts';
import { useChangeItemMutation, useLibraryItemQuery } from '../../../api/library.ts';
import { useHasPlus } from '../../../app/session.ts';
import { AddToAlbumDialog } from '../../../components/albums/AddToAlbumDialog.tsx';
import { ShowOnFrameDialog } from '../../../components/frames/ShowOnFrameDialog.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { MediaViewer } from '../../../components/viewer/MediaViewer.tsx';
import { DeleteItemsDialog } from '../DeleteItemsDialog.tsx';
import { ItemEditor } from '../editor/ItemEditor.tsx';
import { type ItemActionId, viewerKeyCommands } from '../item-actions.ts';
import type { LibraryPageStore } from '../page-store.ts';
import { FocusPicker } from './FocusPicker.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { readInfoPanelOpen, saveInfoPanelOpen } from './info-panel-preference.ts';
import { LibraryItemActions } from './LibraryItemActions.tsx';

interface ItemViewerProps {
  itemId: number;
  store: LibraryPageStore;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
}

type OpenDialog = 'delete' | 'album' | 'frame' | 'editor' | null;

/**
 * A library item in the viewer: the previous and next of the loaded items, a bar of what can be
 * done with it, and the info panel beside it (below it on a phone).
 */
export function ItemViewer({ itemId, store, onNavigate, onClose }: ItemViewerProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const hasPlus = useHasPlus();
  useSyncExternalStore(store.subscribe, store.getVersion);
  const query = useLibraryItemQuery(itemId);
  const change = useChangeItemMutation();
  const revert = useRevertItemMutation();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [isInfoOpen, setIsInfoOpen] = useState(readInfoPanelOpen);
  const focus = useItemFocusMutation();
  // The item the focus mode is on for: moving to another item leaves it.
  const [focusItemId, setFocusItemId] = useState<number | null>(null);

  // While the item itself is asked for, its copy from the grid shows at once.
  const index = store.indexOf(itemId);
  const shown: LibraryItem | undefined = query.data ?? (index >= 0 ? store.getItem(index) : undefined);
  const previous = index > 0 ? store.getItem(index - 1) : undefined;
  // Someone else's item, found by a search through a shared album: the library does not hold it, so
  // it is shown from the results, with nothing that would change it (the server would refuse).
  const isSomeoneElses = query.error instanceof ApiError && query.error.code === 'not_found' && index >= 0;
  const mayChange = hasPlus && !isSomeoneElses;
  const next = index >= 0 ? store.getItem(index + 1) : undefined;

  const toggleInfo = () => {
    setIsInfoOpen((open) => {
      saveInfoPanelOpen(!open);
      return !open;
    });
  };

  const toggleFavourite = () => {
    if (!shown) return;
    change.mutate({ id: shown.id, changes: { isFavourite: !shown.isFavourite } });
  };

  const performAction = (action: ItemActionId) => {
    if (!shown) return;
    if (action === 'favourite') toggleFavourite();
    else if (action === 'addToAlbum') setOpenDialog('album');
    else if (action === 'showOnFrame') setOpenDialog('frame');
    else if (action === 'delete') setOpenDialog('delete');
  };

  const revertToOriginal = () => {
    if (!shown) return;
    revert.mutate(shown.id, {
      onSuccess: () => notify({ type: 'success', content: t('editor.reverted') }),
    });
  };

  const isFocusMode = focusItemId === itemId && shown?.kind === 'photo' && shown.status === 'ready';

  const changeFocus = (point: FocusPoint | null) => {
    if (!shown) return;
    focus.mutate(
      { id: shown.id, focus: point },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            content: point ? t('library.viewer.focus.saved') : t('library.viewer.focus.resetDone'),
          }),
      },
    );
  };

  // The editor takes the whole screen; closing it comes back to the viewer.
  if (openDialog === 'editor' && shown) {
    return <ItemEditor item={shown} onClose={() => setOpenDialog(null)} />;
  }

  return (
    <MediaViewer
      itemId={itemId}
      item={shown}
      absent={
        <QueryState query={query} loading={<p>{t('library.viewer.loading')}</p>}>
          {() => null}
        </QueryState>
      }
      title={shown?.name ?? t('library.viewer.title')}
      closeLabel={t('library.backToLibrary')}
      previousId={isFocusMode ? undefined : previous?.id}
      nextId={isFocusMode ? undefined : next?.id}
      onNavigate={onNavigate}
      onClose={onClose}
      commands={{ ...viewerKeyCommands(performAction, mayChange), info: toggleInfo }}
      areKeysPaused={openDialog !== null || isFocusMode}
      stageOverlay={
        isFocusMode && shown ? (
          <FocusPicker
            item={shown}
            isSaving={focus.isPending}
            onChange={changeFocus}
            onDone={() => setFocusItemId(null)}
          />
        ) : null
      }
      hasSidePanel={isInfoOpen}
      actions={
        <LibraryItemActions
          item={shown}
          isInfoOpen={isInfoOpen}
          isChanging={change.isPending || revert.isPending}
          onAction={performAction}
          onInfo={toggleInfo}
          onEdit={() => setOpenDialog('editor')}
          onRevert={shown?.edit ? revertToOriginal : undefined}
          isFocusMode={isFocusMode}
          onFocus={() => setFocusItemId(isFocusMode ? null : itemId)}
          canChange={!isSomeoneElses}
        />
      }
    >
      {isInfoOpen && shown && !isSomeoneElses ? <InfoPanel item={shown} onClose={toggleInfo} /> : null}

      {openDialog === 'delete' && shown ? (
        <DeleteItemsDialog
          itemIds={[shown.id]}
          onClose={() => setOpenDialog(null)}
          onDeleted={() => {
            setOpenDialog(null);
            // The neighbour takes the deleted item's place, as in a photo app; the grid when none is left.
            const neighbour = next ?? previous;
            if (neighbour) onNavigate(neighbour.id);
            else onClose();
          }}
        />
      ) : null}
      {openDialog === 'album' && shown ? (
        <AddToAlbumDialog itemIds={[shown.id]} onClose={() => setOpenDialog(null)} />
      ) : null}
      {openDialog === 'frame' && shown ? (
        <ShowOnFrameDialog itemIds={[shown.id]} onClose={() => setOpenDialog(null)} />
      ) : null}
    </MediaViewer>
  );
}
