import {
  GRID_LAYOUTS,
  LIBRARY_GROUPINGS,
  LIBRARY_SORTS,
  pathOf,
  RATIO_FILTERS,
  TYPE_FILTERS,
} from '@kinframe/contract';
import { ArrowLeft, ChevronDown, Heart, LayoutGrid, ListFilter, Sparkles, Tags, Trash2, Upload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTagsQuery } from '../../api/library.ts';
import { useReviewCountsQuery } from '../../api/reviews.ts';
import { useHasPlus } from '../../app/session.ts';
import { DropdownMenu, type MenuEntry } from '../../components/DropdownMenu.tsx';
import hiddenStyles from '../../components/VisuallyHidden.module.css';
import styles from './Library.module.css';
import { LibraryViews } from './LibraryViews.tsx';
import { usePlaceName } from './use-place-name.ts';
import type { ChangeViewSettings } from './use-view-settings.ts';
import type { LibraryViewSettings } from './view-settings.ts';

/** Every filter off: what "Clear all" and the empty listing's button go back to. */
export const NO_FILTERS: Partial<LibraryViewSettings> = {
  type: 'all',
  ratio: 'all',
  tag: undefined,
  favourites: false,
  place: undefined,
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

type ChoiceName = 'layout' | 'group' | 'sort' | 'type' | 'ratio';
const CHOICES: Record<ChoiceName, readonly string[]> = {
  layout: GRID_LAYOUTS,
  group: LIBRARY_GROUPINGS,
  sort: LIBRARY_SORTS,
  type: TYPE_FILTERS,
  ratio: RATIO_FILTERS,
};

interface LibraryToolbarProps {
  settings: LibraryViewSettings;
  onChange: ChangeViewSettings;
  /** How many items the listing holds, once the summary has said. */
  total: number | undefined;
  /** The words of a search whose results the listing is: said as the title, with the way back. */
  search?: string | undefined;
  isTagPanelOpen: boolean;
  onToggleTagPanel: () => void;
  /** Undefined where the account may not upload (without Plus). */
  onUpload: (() => void) | undefined;
}

/**
 * One compact row above the photos: the title and count, the switch to the albums, the active
 * filters as chips that remove themselves, and menus for how the grid is laid out (view) and what it shows (filter). Every
 * choice lives in the URL.
 */
export function LibraryToolbar({
  settings,
  onChange,
  total,
  search,
  isTagPanelOpen,
  onToggleTagPanel,
  onUpload,
}: LibraryToolbarProps) {
  const { t } = useTranslation();
  const choiceLabel = (name: ChoiceName, value: string) => t(`library.toolbar.${name}${capitalised(value)}`);
  const tagName = useTagsQuery().data?.find((tag) => tag.id === settings.tag)?.name;
  const placeName = usePlaceName();

  const chips: { key: string; label: string; clear: Partial<LibraryViewSettings> }[] = [];
  if (settings.type !== 'all')
    chips.push({ key: 'type', label: choiceLabel('type', settings.type), clear: { type: 'all' } });
  if (settings.ratio !== 'all') {
    chips.push({ key: 'ratio', label: choiceLabel('ratio', settings.ratio), clear: { ratio: 'all' } });
  }
  if (settings.favourites) {
    chips.push({ key: 'favourites', label: t('library.toolbar.favourites'), clear: { favourites: false } });
  }
  if (settings.tag !== undefined) {
    chips.push({ key: 'tag', label: tagName ?? t('library.tags.title'), clear: { tag: undefined } });
  }
  if (settings.place !== undefined) {
    chips.push({ key: 'place', label: placeName(settings.place), clear: { place: undefined } });
  }

  const choiceMenu = (label: string, icon: React.ReactNode, names: ChoiceName[], activeCount = 0) => (
    <DropdownMenu
      triggerClassName={styles.toolButton}
      trigger={
        <>
          {icon}
          <span>{label}</span>
          {activeCount > 0 ? <span className={styles.toolBadge}>{activeCount}</span> : null}
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
      // A line between the choices: the menu drops the one that would stand first.
      entries={names.flatMap((name): MenuEntry[] => [
        { kind: 'separator', key: `${name}-line` },
        {
          kind: 'choice',
          key: name,
          label: t(`library.toolbar.${name}`),
          value: settings[name],
          options: CHOICES[name].map((value) => ({ value, label: choiceLabel(name, value) })),
          onChange: (value) => onChange({ [name]: value }),
        },
      ])}
    />
  );

  const filterCount = (settings.type !== 'all' ? 1 : 0) + (settings.ratio !== 'all' ? 1 : 0);

  return (
    <section className={styles.toolbar} aria-label={t('library.toolbar.label')}>
      <div className={styles.toolbarLead}>
        {search === undefined ? (
          <h1 className={styles.title}>{t('titles.library')}</h1>
        ) : (
          <>
            <Link to={pathOf('library')} className={styles.toolButton} aria-label={t('search.backToLibrary')}>
              <ArrowLeft size={18} aria-hidden="true" />
              <span>{t('titles.library')}</span>
            </Link>
            <h1 className={styles.title}>{t('search.resultsFor', { words: search })}</h1>
          </>
        )}
        {total !== undefined ? <span className={styles.count}>{t('library.itemCount', { count: total })}</span> : null}
        {search === undefined ? <LibraryViews current="library" /> : null}
        {chips.length > 0 ? (
          <ul className={styles.chips} aria-label={t('library.toolbar.activeFilters')}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={t('library.toolbar.removeFilter', { name: chip.label })}
                  title={t('library.toolbar.removeFilter', { name: chip.label })}
                  onClick={() => onChange(chip.clear)}
                >
                  {chip.label}
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
            {chips.length > 1 ? (
              <li>
                <button type="button" className={styles.chipClear} onClick={() => onChange(NO_FILTERS)}>
                  {t('library.toolbar.clearAll')}
                </button>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.toolbarActions}>
        {/* A search's results are always by the date taken: no sort to choose. */}
        {choiceMenu(
          t('library.toolbar.view'),
          <LayoutGrid size={18} aria-hidden="true" />,
          search === undefined ? ['layout', 'group', 'sort'] : ['layout', 'group'],
        )}
        {choiceMenu(
          t('library.toolbar.filter'),
          <ListFilter size={18} aria-hidden="true" />,
          ['type', 'ratio'],
          filterCount,
        )}
        <button
          type="button"
          className={styles.toolButton}
          aria-pressed={settings.favourites}
          onClick={() => onChange({ favourites: !settings.favourites })}
        >
          <Heart size={18} aria-hidden="true" fill={settings.favourites ? 'currentColor' : 'none'} />
          <span>{t('library.toolbar.favourites')}</span>
        </button>
        <button
          type="button"
          className={styles.toolButton}
          aria-expanded={isTagPanelOpen}
          aria-controls="library-panel"
          onClick={onToggleTagPanel}
        >
          <Tags size={18} aria-hidden="true" />
          <span>{t('library.tags.title')}</span>
        </button>
        {search === undefined ? <ReviewsLink /> : null}
        {search === undefined ? (
          <Link to={pathOf('library-trash')} className={styles.toolButton}>
            <Trash2 size={18} aria-hidden="true" />
            <span>{t('library.trash.title')}</span>
          </Link>
        ) : null}
        {onUpload ? (
          <button type="button" className={`${styles.toolButton} ${styles.uploadButton}`} onClick={onUpload}>
            <Upload size={18} aria-hidden="true" />
            <span>{t('library.upload')}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The way to the reviews (duplicates, not for frames), with how many wait in them. Plus only: each
 * review changes the library.
 */
function ReviewsLink() {
  const { t } = useTranslation();
  const hasPlus = useHasPlus();
  const counts = useReviewCountsQuery(hasPlus).data;
  if (!hasPlus) return null;
  const waiting = (counts?.duplicateGroups ?? 0) + (counts?.unfit ?? 0);
  return (
    <Link
      to={pathOf(counts && counts.duplicateGroups === 0 && counts.unfit > 0 ? 'library-unfit' : 'library-duplicates')}
      className={styles.toolButton}
    >
      <Sparkles size={18} aria-hidden="true" />
      <span>{t('library.reviews.tidyUp')}</span>
      {waiting > 0 ? (
        <>
          <span className={styles.toolBadge} aria-hidden="true">
            {waiting}
          </span>
          <span className={hiddenStyles.hidden}>{t('library.reviews.waiting', { count: waiting })}</span>
        </>
      ) : null}
    </Link>
  );
}
