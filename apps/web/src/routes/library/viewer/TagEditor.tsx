import type { Tag } from '@kinframe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagMutations, useTagsQuery } from '../../../api/library.ts';
import { useToast } from '../../../components/Toasts.tsx';
import { Icon } from '../../../components/viewer/icons.tsx';
import styles from './InfoPanel.module.css';

/** The server's limit on a tag's name (ZTagName). */
const TAG_NAME_MAX = 60;
const MAX_SUGGESTIONS = 8;

type Choice = { kind: 'tag'; tag: Tag } | { kind: 'new'; name: string };

/** The person's tags that match what is typed and the item lacks, then a new one when none is named so. */
export function tagChoices(tags: Tag[], appliedIds: number[], text: string): Choice[] {
  const wanted = text.trim().toLocaleLowerCase();
  const choices: Choice[] = tags
    .filter((tag) => !appliedIds.includes(tag.id) && tag.name.toLocaleLowerCase().includes(wanted))
    .slice(0, MAX_SUGGESTIONS)
    .map((tag) => ({ kind: 'tag', tag }));
  const exists = tags.some((tag) => tag.name.toLocaleLowerCase() === wanted);
  if (wanted !== '' && !exists) choices.push({ kind: 'new', name: text.trim() });
  return choices;
}

/**
 * The item's tags as chips to remove, and a field that adds one in place, new or known; read-only
 * (the chips alone) for an account without Plus.
 */
export function TagEditor({
  itemId,
  tagIds,
  isReadOnly = false,
}: {
  itemId: number;
  tagIds: number[];
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const listId = useId();
  const tags = useTagsQuery();
  const { create, tag, untag } = useTagMutations();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const all = tags.data ?? [];
  const applied = tagIds
    .map((id) => all.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is Tag => candidate !== undefined);
  const choices = isOpen ? tagChoices(all, tagIds, text) : [];
  const isBusy = create.isPending || tag.isPending || untag.isPending;

  const add = async (choice: Choice) => {
    setText('');
    setIsOpen(false);
    try {
      const target = choice.kind === 'tag' ? choice.tag : await create.mutateAsync(choice.name);
      await tag.mutateAsync({ tagId: target.id, itemIds: [itemId] });
      notify({ type: 'success', content: t('library.tags.tagged') });
    } catch {
      // A refusal is told by the toast every mutation's refusal gets.
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const count = tagChoices(all, tagIds, text).length;
      if (count > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const list = tagChoices(all, tagIds, text);
      const choice = list[Math.min(active, list.length - 1)];
      if (choice && (isOpen || text.trim() !== '')) void add(choice);
    } else if (event.key === 'Escape' && isOpen) {
      // The viewer stays open (it checks aria-expanded); only the suggestions close.
      setIsOpen(false);
    }
  };

  return (
    <div className={styles.tagEditor}>
      {applied.length > 0 ? (
        <ul className={styles.chips} aria-label={t('library.tags.title')}>
          {applied.map((applied) => (
            <li key={applied.id} className={styles.chip}>
              <span>{applied.name}</span>
              {isReadOnly ? null : (
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('library.viewer.removeTag', { name: applied.name })}
                  title={t('library.viewer.removeTag', { name: applied.name })}
                  disabled={isBusy}
                  onClick={() =>
                    untag.mutate(
                      { tagId: applied.id, itemIds: [itemId] },
                      {
                        onSuccess: () => notify({ type: 'success', content: t('library.tags.untagged') }),
                      },
                    )
                  }
                >
                  <Icon name="close" size={14} />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {isReadOnly ? (
        applied.length === 0 ? (
          <p className={styles.muted}>{t('library.viewer.noTags')}</p>
        ) : null
      ) : (
        <div className={styles.tagField}>
          <input
            className={styles.tagInput}
            role="combobox"
            aria-label={t('library.viewer.addTag')}
            placeholder={t('library.viewer.addTag')}
            aria-expanded={choices.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={choices.length > 0 ? `${listId}-${Math.min(active, choices.length - 1)}` : undefined}
            value={text}
            maxLength={TAG_NAME_MAX}
            disabled={isBusy}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setIsOpen(true);
              setActive(0);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            onKeyDown={handleKeyDown}
          />
          <div id={listId} role="listbox" className={styles.suggestions} hidden={choices.length === 0}>
            {choices.map((choice, index) => (
              // The field keeps the focus and moves through the options with the arrows (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys
              <div
                key={choice.kind === 'tag' ? choice.tag.id : 'new'}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === Math.min(active, choices.length - 1)}
                className={styles.suggestion}
                // Before the field's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void add(choice)}
              >
                {choice.kind === 'tag' ? choice.tag.name : t('library.viewer.createTag', { name: choice.name })}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
