import {
  type EditRecipe,
  isOriginal,
  type LibraryItem,
  PHOTO_EDIT_ORIGINAL,
  type PhotoEdit,
  type VideoEdit,
} from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyItemMutation, useEditItemMutation, useRevertItemMutation } from '../../../api/edits.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { Icon, type IconName } from '../../../components/viewer/icons.tsx';
import styles from './Editor.module.css';
import { editOf, isSameRecipe, isVideoOriginal, photoEditOf, VIDEO_EDIT_ORIGINAL, videoEditOf } from './edit-of.ts';
import { editorCommandFor } from './editor-keys.ts';
import type { CompareMode } from './PhotoPreview.tsx';
import { PhotoWorkspace } from './PhotoWorkspace.tsx';
import {
  canRedo,
  canUndo,
  changeRecipe,
  type RecipeHistory,
  redoRecipe,
  settleRecipe,
  startHistory,
  undoRecipe,
} from './recipe-history.ts';
import { VideoWorkspace } from './VideoWorkspace.tsx';

interface ItemEditorProps {
  item: LibraryItem;
  onClose: () => void;
}

const isUnedited = (edit: EditRecipe) => (edit.kind === 'photo' ? isOriginal(edit) : isVideoOriginal(edit));

/**
 * The editor over the whole screen: the item's recipe changed live on a preview, never its
 * pixels; saved as the item's recipe, or as a copy that keeps both.
 */
export function ItemEditor({ item, onClose }: ItemEditorProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const isVideo = item.kind === 'video';
  const [saved] = useState<EditRecipe>(() => (isVideo ? videoEditOf(item) : photoEditOf(item)));
  const [history, setHistory] = useState<RecipeHistory<EditRecipe>>(() => startHistory(saved));
  const [compare, setCompare] = useState<CompareMode>('off');
  const [isSplit, setIsSplit] = useState(false);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const editItem = useEditItemMutation();
  const revertItem = useRevertItemMutation();
  const copyItem = useCopyItemMutation();

  const edit = history.present;
  const hasChanges = !isSameRecipe(edit, saved);
  const isSaving = editItem.isPending || revertItem.isPending || copyItem.isPending;
  const shownCompare: CompareMode = compare === 'hold' ? 'hold' : isSplit ? 'split' : 'off';

  const change = useCallback(
    (next: EditRecipe, key?: string) => setHistory((current) => changeRecipe(current, next, key ?? null)),
    [],
  );
  const settle = useCallback(() => setHistory(settleRecipe), []);
  const undo = () => setHistory(undoRecipe);
  const redo = () => setHistory(redoRecipe);
  const reset = () => change(isVideo ? VIDEO_EDIT_ORIGINAL : PHOTO_EDIT_ORIGINAL);

  const save = () => {
    const done = () => {
      notify({ type: 'success', content: t('editor.saved') });
      onClose();
    };
    if (!hasChanges) return onClose();
    // Saving the original is taking the edit away.
    if (isUnedited(edit)) {
      if (editOf(item) === null) return onClose();
      return revertItem.mutate(item.id, { onSuccess: done });
    }
    editItem.mutate({ id: item.id, edit }, { onSuccess: done });
  };
  const saveCopy = () =>
    copyItem.mutate(
      { id: item.id, edit },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('editor.savedCopy') });
          onClose();
        },
      },
    );
  const cancel = () => (hasChanges ? setIsConfirmingCancel(true) : onClose());

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (isConfirmingCancel) return;
    const command = editorCommandFor(event);
    if (!command) return;
    if (command === 'compare' && event.repeat) return event.preventDefault();
    event.preventDefault();
    if (command === 'undo') undo();
    else if (command === 'redo') redo();
    else if (command === 'compare' && !isVideo) setCompare('hold');
  };
  const handleKeyUp = (event: React.KeyboardEvent) => {
    if (event.key === '\\') setCompare('off');
  };

  const barButton = (icon: IconName, label: string, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className={styles.barButton}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon name={icon} />
    </button>
  );

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.editor}
          data-item-editor=""
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          onKeyUp={handleKeyUp}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
        >
          <div className={styles.bar}>
            <Button variant="quiet" className={styles.barText} onClick={cancel}>
              {t('editor.cancel')}
            </Button>
            <RadixDialog.Title className={styles.title}>{t('editor.title', { name: item.name })}</RadixDialog.Title>
            <div className={styles.barActions}>
              {barButton('undo', t('editor.undo'), undo, !canUndo(history))}
              {barButton('redo', t('editor.redo'), redo, !canRedo(history))}
              <Button variant="quiet" className={styles.barText} onClick={reset} disabled={isUnedited(edit)}>
                {t('editor.reset')}
              </Button>
              {isVideo ? null : (
                <>
                  <button
                    type="button"
                    className={styles.barButton}
                    aria-label={t('editor.compare')}
                    title={t('editor.compareHint')}
                    aria-pressed={compare === 'hold'}
                    onPointerDown={() => setCompare('hold')}
                    onPointerUp={() => setCompare('off')}
                    onPointerLeave={() => setCompare('off')}
                    onPointerCancel={() => setCompare('off')}
                    onKeyDown={(event) => {
                      if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) setCompare('hold');
                    }}
                    onKeyUp={(event) => {
                      if (event.key === ' ' || event.key === 'Enter') setCompare('off');
                    }}
                    onContextMenu={(event) => event.preventDefault()}
                    data-compare-button=""
                  >
                    <Icon name="compare" />
                  </button>
                  <Button
                    variant="quiet"
                    className={styles.barText}
                    aria-pressed={isSplit}
                    onClick={() => setIsSplit((split) => !split)}
                  >
                    {t('editor.split')}
                  </Button>
                </>
              )}
              <Button variant="secondary" onClick={saveCopy} disabled={isSaving || isUnedited(edit)}>
                {t('editor.saveCopy')}
              </Button>
            </div>
            <Button className={styles.saveButton} onClick={save} disabled={isSaving}>
              {isSaving ? t('editor.saving') : t('editor.save')}
            </Button>
          </div>
          <div className={styles.workspace}>
            {edit.kind === 'photo' ? (
              <PhotoWorkspace
                item={item}
                edit={edit}
                compare={shownCompare}
                onChange={change as (next: PhotoEdit, key?: string) => void}
                onSettle={settle}
              />
            ) : (
              <VideoWorkspace
                item={item}
                edit={edit}
                onChange={change as (next: VideoEdit, key?: string) => void}
                onSettle={settle}
              />
            )}
          </div>
          {isConfirmingCancel ? (
            <ConfirmDialog
              title={t('editor.discardTitle')}
              body={t('editor.discardText')}
              cancelLabel={t('editor.keepEditing')}
              confirmLabel={t('editor.discard')}
              onConfirm={onClose}
              onClose={() => setIsConfirmingCancel(false)}
            />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
