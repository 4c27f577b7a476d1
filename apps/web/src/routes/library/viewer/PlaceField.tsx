import { type ItemPlace, type LibraryItem, PLACE_LOOKUP_QUERY, type PlaceMatch } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeItemMutation, usePlaceLookupQuery } from '../../../api/library.ts';
import { Button } from '../../../components/Button.tsx';
import { SearchCombobox } from '../../../components/SearchCombobox.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { IconButton } from '../../../components/viewer/IconButton.tsx';
import { languageTagOf } from '../../../format.ts';
import { errorText } from '../../../i18n/error-text.ts';
import styles from './InfoPanel.module.css';
import { formatDegrees, placeText } from './place-text.ts';

/**
 * Where the item was taken: "City, Region, Country" (the country in the reader's language), or its
 * position where no town is near. With Plus, a pencil opens the picker: a town searched by name
 * sets the place, and the place can be removed. Not shown to a reader who could neither see nor
 * set one.
 */
export function PlaceField({ item, canEdit }: { item: LibraryItem; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const languageTag = languageTagOf(i18n.language);
  if (!item.place && !canEdit) return null;
  return (
    <div>
      <dt>{t('library.viewer.place.title')}</dt>
      {/* The picker inside the description: a definition list's group holds only its terms and descriptions. */}
      <dd>
        <div className={styles.editableFact}>
          <span>{item.place ? shownPlace(item.place, languageTag, t) : t('library.viewer.place.unknown')}</span>
          {canEdit && !isEditing ? (
            <IconButton
              icon="edit"
              label={item.place ? t('library.viewer.place.edit') : t('library.viewer.place.add')}
              onClick={() => setIsEditing(true)}
              className={styles.panelIconButton}
            />
          ) : null}
        </div>
        {isEditing ? <PlaceForm item={item} onDone={() => setIsEditing(false)} /> : null}
      </dd>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function shownPlace(place: ItemPlace, languageTag: string, t: Translate): string {
  const named = placeText(place, languageTag);
  if (named || place.latitude === null || place.longitude === null) return named ?? '';
  return t('library.viewer.place.position', {
    latitude: formatDegrees(place.latitude, languageTag),
    longitude: formatDegrees(place.longitude, languageTag),
  });
}

function PlaceForm({ item, onDone }: { item: LibraryItem; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const change = useChangeItemMutation();
  const [query, setQuery] = useState('');
  const languageTag = languageTagOf(i18n.language);
  const isSearchable = query.trim().length >= PLACE_LOOKUP_QUERY.min;
  const lookup = usePlaceLookupQuery(isSearchable ? query : '');
  const places = isSearchable ? (lookup.data?.places ?? []) : [];

  let status = '';
  if (isSearchable && lookup.isError) status = errorText(t, lookup.error);
  else if (isSearchable && lookup.isFetching) status = t('library.viewer.place.searching');
  else if (isSearchable && lookup.data && places.length === 0) status = t('library.viewer.place.none');
  else if (places.length > 0) status = t('library.viewer.place.found', { count: places.length });

  const save = (place: PlaceMatch | null) =>
    change.mutate(
      { id: item.id, changes: { place: place && { latitude: place.latitude, longitude: place.longitude } } },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            content: t(place ? 'library.viewer.place.saved' : 'library.viewer.place.removed'),
          });
          onDone();
        },
      },
    );

  return (
    <div className={styles.factForm}>
      <SearchCombobox<PlaceMatch>
        label={t('library.viewer.place.search')}
        hint={t('library.viewer.place.searchHint')}
        maxLength={PLACE_LOOKUP_QUERY.max}
        chosenText=""
        onQuery={setQuery}
        options={places}
        optionKey={(place) => `${place.latitude},${place.longitude},${place.city}`}
        optionLabel={(place) => placeText(place, languageTag)}
        status={status}
        onChoose={save}
        isAutoFocused
      />
      <div className={styles.factActions}>
        {item.place ? (
          <Button type="button" variant="secondary" disabled={change.isPending} onClick={() => save(null)}>
            {t('library.viewer.place.remove')}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
