import type { Tag } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagMutations, useTagsQuery } from '../../api/library.ts';
import { useHasPlus } from '../../app/session.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './Library.module.css';

interface TagSidebarProps {
  activeTagId: number | undefined;
  onFilter: (tagId: number | undefined) => void;
}

/** Tags with their counts: filter by one, create, rename, delete (in the library's side panel). */
export function TagSidebar({ activeTagId, onFilter }: TagSidebarProps) {
  const { t } = useTranslation();
  // Without Plus the tags filter; making, renaming and deleting them is Plus's.
  const hasPlus = useHasPlus();
  const tags = useTagsQuery();
  // Its forms say a refusal under the name.
  const mutations = useTagMutations({ handlesErrorItself: true });
  const createForm = useTagNameForm('');
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);

  return (
    <nav className={styles.tags} aria-label={t('library.tags.title')}>
      <ul className={styles.tagList}>
        <li>
          <button
            type="button"
            className={styles.tagFilter}
            aria-pressed={activeTagId === undefined}
            onClick={() => onFilter(undefined)}
          >
            {t('library.tags.all')}
          </button>
        </li>
        {(tags.data ?? []).map((tag) => (
          <li key={tag.id} className={styles.tagRow}>
            <button
              type="button"
              className={styles.tagFilter}
              aria-pressed={activeTagId === tag.id}
              onClick={() => onFilter(activeTagId === tag.id ? undefined : tag.id)}
            >
              <span>{tag.name}</span>
              <span className={styles.tagCount} title={t('library.tags.itemCount', { count: tag.itemCount })}>
                {tag.itemCount}
              </span>
            </button>
            {hasPlus ? (
              <>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('library.tags.rename', { name: tag.name })}
                  onClick={() => setRenaming(tag)}
                >
                  ✎
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('library.tags.delete', { name: tag.name })}
                  onClick={() => setDeleting(tag)}
                >
                  ×
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {tags.data?.length === 0 ? <p className={styles.sideHint}>{t('library.tags.empty')}</p> : null}
      {hasPlus ? (
        <form
          className={styles.tagCreate}
          onSubmit={createForm.submitWith(({ name }) =>
            mutations.create.mutate(name.trim(), { onSuccess: createForm.reset, onError: createForm.refuse }),
          )}
        >
          <TextField label={t('library.tags.newTag')} maxLength={60} {...createForm.field('name')} />
          <Button
            type="submit"
            variant="secondary"
            disabled={mutations.create.isPending || createForm.values.name.trim() === ''}
          >
            {t('library.tags.create')}
          </Button>
        </form>
      ) : null}

      {renaming ? (
        <RenameTagDialog
          tag={renaming}
          isSaving={mutations.rename.isPending}
          onClose={() => setRenaming(null)}
          onSave={(name, refuse) =>
            mutations.rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null), onError: refuse })
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('library.tags.deleteTitle', { name: deleting.name })}
          body={t('library.tags.deleteBody')}
          cancelLabel={t('library.deleteDialog.cancel')}
          confirmLabel={t('library.deleteDialog.confirm')}
          isDanger={false}
          onConfirm={() =>
            mutations.remove.mutateAsync(deleting.id).then(() => {
              if (activeTagId === deleting.id) onFilter(undefined);
              setDeleting(null);
            })
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </nav>
  );
}

/** A tag's name, as the create form and the rename dialog ask for it; a refusal shows under it. */
function useTagNameForm(name: string) {
  return useDialogForm({ fields: ['name'], initial: { name }, showProblems: 'onSend', refusalsAt: 'name' });
}

function RenameTagDialog(props: {
  tag: Tag;
  isSaving: boolean;
  onClose: () => void;
  onSave: (name: string, refuse: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation();
  const form = useTagNameForm(props.tag.name);
  return (
    <Dialog open onClose={props.onClose} title={t('library.tags.renameTitle')}>
      <form onSubmit={form.submitWith(({ name }) => props.onSave(name.trim(), form.refuse))}>
        <TextField label={t('library.tags.name')} maxLength={60} {...form.field('name')} />
        <Button type="submit" disabled={props.isSaving || form.values.name.trim() === ''}>
          {t('library.tags.save')}
        </Button>
      </form>
    </Dialog>
  );
}

/** From the selection bar: add a tag to the selected items, or take it off them. */
export function TagItemsDialog({ itemIds, onClose }: { itemIds: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const tags = useTagsQuery();
  const { tag, untag } = useTagMutations();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('library.tags.tagTitle')}
      description={t('library.selection.count', { count: itemIds.length })}
    >
      {tags.data?.length === 0 ? <p>{t('library.tags.empty')}</p> : null}
      <ul className={styles.tagList}>
        {(tags.data ?? []).map((one) => (
          <li key={one.id} className={styles.tagRow}>
            <span className={styles.tagName}>{one.name}</span>
            <Button
              variant="secondary"
              aria-label={t('library.tags.addTo', { name: one.name })}
              disabled={tag.isPending}
              onClick={() =>
                tag.mutate(
                  { tagId: one.id, itemIds },
                  { onSuccess: () => notify({ type: 'success', content: t('library.tags.tagged') }) },
                )
              }
            >
              {t('library.tags.add')}
            </Button>
            <Button
              variant="quiet"
              aria-label={t('library.tags.removeFrom', { name: one.name })}
              disabled={untag.isPending}
              onClick={() =>
                untag.mutate(
                  { tagId: one.id, itemIds },
                  { onSuccess: () => notify({ type: 'success', content: t('library.tags.untagged') }) },
                )
              }
            >
              {t('library.tags.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
