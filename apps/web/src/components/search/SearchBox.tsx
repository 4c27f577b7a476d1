import { pathOf, SEARCH_QUERY, type Suggestion } from '@kinframe/contract';
import { Album, Camera, Globe, MapPin, Search, Tag, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSuggestionsQuery } from '../../api/search.ts';
import { formatCountry } from '../../format.ts';
import { useDebounced } from '../use-debounced.ts';
import styles from './SearchBox.module.css';

const KIND_ICONS = { place: MapPin, country: Globe, album: Album, tag: Tag, camera: Camera } as const;

/** The words that look for a suggestion: a country by its name in the reader's language, the rest as written. */
function wordsOf(suggestion: Suggestion, locale: string): string {
  return suggestion.kind === 'country' ? formatCountry(suggestion.label, locale) : suggestion.label;
}

/** The words of the search being shown, when the page is one. */
function currentWords(pathname: string, search: string): string {
  return pathname === pathOf('library-search') ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The one search box: words typed here look through the library and the albums shared with the
 * person (the results page, `library-search`). Suggestions come as one types, as an ARIA 1.2
 * combobox: arrows move through them, Enter takes the one marked (or the words as typed), Escape
 * closes the list, then clears.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const shownWords = currentWords(location.pathname, location.search);
  const [typed, setTyped] = useState(shownWords);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Another search (a link, back and forward) puts its words in the box.
  useEffect(() => setTyped(shownWords), [shownWords]);

  const debounced = useDebounced(typed, 200);
  const query = useSuggestionsQuery(debounced);
  const suggestions = typed.trim().length >= 2 ? (query.data?.suggestions ?? []) : [];
  const isListShown = isOpen && suggestions.length > 0;

  const go = (words: string) => {
    const q = words.trim().slice(0, SEARCH_QUERY.max);
    if (q === '') return;
    setTyped(q);
    setIsOpen(false);
    setActive(-1);
    navigate(`${pathOf('library-search')}?${new URLSearchParams({ q })}`);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = isListShown ? suggestions[active] : undefined;
    go(chosen ? wordsOf(chosen, i18n.language) : typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box through every suggestion and back to the box (-1: the words as typed).
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (isListShown) {
        event.preventDefault();
        setIsOpen(false);
        setActive(-1);
      } else if (typed !== '') {
        event.preventDefault();
        setTyped('');
      }
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <search className={styles.landmark}>
      <form className={`${styles.box} ${className ?? ''}`} onSubmit={handleSubmit}>
        <Search className={styles.icon} size={18} aria-hidden="true" />
        <input
          role="combobox"
          className={styles.input}
          value={typed}
          maxLength={SEARCH_QUERY.max}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
        />
        {typed !== '' ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            title={t('search.clear')}
            onClick={() => {
              setTyped('');
              setActive(-1);
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.list}
          hidden={!isListShown}
        >
          {suggestions.map((suggestion, index) => {
            const Icon = KIND_ICONS[suggestion.kind];
            return (
              // The field keeps the focus and moves through the options with the arrows (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys
              <div
                key={`${suggestion.kind}:${suggestion.label}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Before the field's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(wordsOf(suggestion, i18n.language))}
              >
                <Icon size={16} aria-hidden="true" />
                <span className={styles.optionLabel}>{wordsOf(suggestion, i18n.language)}</span>
                <span className={styles.optionKind}>{t(`search.kinds.${suggestion.kind}`)}</span>
              </div>
            );
          })}
        </div>
      </form>
    </search>
  );
}
