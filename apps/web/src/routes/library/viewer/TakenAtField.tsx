import type { LibraryItem } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeItemMutation } from '../../../api/library.ts';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { IconButton } from '../../../components/viewer/IconButton.tsx';
import { languageTagOf } from '../../../format.ts';
import styles from './InfoPanel.module.css';
import { displayTakenAt, type TakenAtFields, takenAtFields, takenAtOf, ZONE_OFFSETS } from './taken-at.ts';

/**
 * The date the item was taken, in the zone it was taken in; with Plus, a pencil opens a form to
 * correct the day, the time and the zone (a camera set to the wrong clock, a scan of an old print).
 */
export function TakenAtField({ item, canEdit }: { item: LibraryItem; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const shown = displayTakenAt(item.createdAt, languageTagOf(i18n.language));
  return (
    <div>
      <dt>{t('library.viewer.created')}</dt>
      <dd className={styles.editableFact}>
        <span>
          {shown.text}
          {shown.offset ? (
            <span className={styles.zone}>{t('library.viewer.takenAt.zone', { offset: shown.offset })}</span>
          ) : null}
        </span>
        {canEdit && !isEditing ? (
          <IconButton
            icon="edit"
            label={t('library.viewer.takenAt.edit')}
            onClick={() => setIsEditing(true)}
            className={styles.panelIconButton}
          />
        ) : null}
      </dd>
      {isEditing ? (
        // Not keyed by the date: the saved date coming back must not remount the form before it closes.
        <TakenAtForm item={item} onDone={() => setIsEditing(false)} />
      ) : null}
    </div>
  );
}

function TakenAtForm({ item, onDone }: { item: LibraryItem; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const change = useChangeItemMutation();
  const [fields, setFields] = useState<TakenAtFields>(() => takenAtFields(item.createdAt));
  const [isChecked, setIsChecked] = useState(false);
  const createdAt = takenAtOf(fields);
  const set = (name: keyof TakenAtFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  // A zone the list does not hold (a camera's odd offset) stays a choice, so it is not changed unasked.
  const offsets = ZONE_OFFSETS.includes(fields.offset as (typeof ZONE_OFFSETS)[number])
    ? ZONE_OFFSETS
    : [...ZONE_OFFSETS, fields.offset].sort();

  return (
    <form
      className={styles.factForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (!createdAt) return;
        change.mutate(
          { id: item.id, changes: { createdAt } },
          {
            onSuccess: () => {
              notify({ type: 'success', content: t('library.viewer.takenAt.saved') });
              onDone();
            },
          },
        );
      }}
    >
      <div className={styles.takenAtFields}>
        <TextField
          type="date"
          label={t('library.viewer.takenAt.date')}
          value={fields.date}
          onChange={set('date')}
          error={isChecked && !createdAt ? t('library.viewer.takenAt.invalid') : undefined}
          required
        />
        <TextField
          type="time"
          step={1}
          label={t('library.viewer.takenAt.time')}
          value={fields.time}
          onChange={set('time')}
          required
        />
      </div>
      <SelectField
        label={t('library.viewer.takenAt.zoneLabel')}
        value={fields.offset}
        onChange={set('offset')}
        options={offsets.map((offset) => ({ value: offset, label: t('library.viewer.takenAt.zone', { offset }) }))}
      />
      <div className={styles.factActions}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {t('library.viewer.takenAt.save')}
        </Button>
      </div>
    </form>
  );
}
