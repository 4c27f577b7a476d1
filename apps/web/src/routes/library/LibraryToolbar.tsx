import { GRID_LAYOUTS, LIBRARY_GROUPINGS, LIBRARY_SORTS, RATIO_FILTERS, TYPE_FILTERS } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import styles from './Library.module.css';
import type { ChangeViewSettings } from './use-view-settings.ts';
import type { LibraryViewSettings } from './view-settings.ts';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Layout, filters, grouping and sort: each a labelled select whose value lives in the URL. */
export function LibraryToolbar({
  settings,
  onChange,
}: {
  settings: LibraryViewSettings;
  onChange: ChangeViewSettings;
}) {
  const { t } = useTranslation();
  const options = (choices: readonly string[], prefix: string) =>
    choices.map((value) => ({ value, label: t(`library.toolbar.${prefix}${capitalised(value)}`) }));
  return (
    <section className={styles.toolbar} aria-label={t('library.toolbar.label')}>
      <SelectField
        label={t('library.toolbar.layout')}
        value={settings.layout}
        options={options(GRID_LAYOUTS, 'layout')}
        onChange={(event) => onChange({ layout: event.currentTarget.value as LibraryViewSettings['layout'] })}
      />
      <SelectField
        label={t('library.toolbar.type')}
        value={settings.type}
        options={options(TYPE_FILTERS, 'type')}
        onChange={(event) => onChange({ type: event.currentTarget.value as LibraryViewSettings['type'] })}
      />
      <SelectField
        label={t('library.toolbar.ratio')}
        value={settings.ratio}
        options={options(RATIO_FILTERS, 'ratio')}
        onChange={(event) => onChange({ ratio: event.currentTarget.value as LibraryViewSettings['ratio'] })}
      />
      <SelectField
        label={t('library.toolbar.group')}
        value={settings.group}
        options={options(LIBRARY_GROUPINGS, 'group')}
        onChange={(event) => onChange({ group: event.currentTarget.value as LibraryViewSettings['group'] })}
      />
      <SelectField
        label={t('library.toolbar.sort')}
        value={settings.sort}
        options={options(LIBRARY_SORTS, 'sort')}
        onChange={(event) => onChange({ sort: event.currentTarget.value as LibraryViewSettings['sort'] })}
      />
      <div className={styles.toolbarCheck}>
        <CheckboxField
          label={t('library.toolbar.favourites')}
          checked={settings.favourites}
          onCheckedChange={(favourites) => onChange({ favourites })}
        />
      </div>
    </section>
  );
}
