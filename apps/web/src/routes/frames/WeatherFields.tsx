import { WEATHER_PLACE_QUERY, WEATHER_UNITS, type WeatherPlace, type WeatherSetting } from '@kinframe/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeatherPlacesQuery } from '../../api/weather.ts';
import fieldStyles from '../../components/Field.module.css';
import { SelectField } from '../../components/SelectField.tsx';
import { Switch } from '../../components/Switch.tsx';
import { describedBy, FieldFrame } from '../../components/TextField.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './WeatherFields.module.css';
import { movedIndex, placeLabel } from './weather-place.ts';

/** Typing pauses this long before the place search asks the server. */
const SEARCH_PAUSE_MS = 300;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface WeatherFieldsProps {
  value: WeatherSetting;
  onChange: (weather: WeatherSetting) => void;
  /** After a first try to save: on without a place says so. */
  showIssues: boolean;
}

/** The frame's weather: on or off, the place (searched by name), and the unit. */
export function WeatherFields({ value, onChange, showIssues }: WeatherFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-places`;
  const [text, setText] = useState(value.place ? placeLabel(value.place) : '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const query = useSettled(text, SEARCH_PAUSE_MS);
  const isSearchable = isOpen && query.trim().length >= WEATHER_PLACE_QUERY.min;
  const search = useWeatherPlacesQuery(isSearchable ? query : '');
  const places = isSearchable ? (search.data?.places ?? []) : [];
  const isListed = isOpen && places.length > 0;
  const issue = showIssues && value.enabled && !value.place ? t('frames.settings.weather.placeRequired') : undefined;

  // Escape closes the open list and leaves the dialog open: the dialog hears Escape on the document
  // before React does, so the key is claimed earlier, on the window, and marked as handled.
  useEffect(() => {
    if (!isListed) return;
    const claimEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.preventDefault();
      setIsOpen(false);
    };
    window.addEventListener('keydown', claimEscape, { capture: true });
    return () => window.removeEventListener('keydown', claimEscape, { capture: true });
  }, [isListed]);

  const choose = (place: WeatherPlace) => {
    onChange({ ...value, place });
    setText(placeLabel(place));
    setIsOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter picks a place; it never sends the form from this field.
      event.preventDefault();
      const place = places[active] ?? (places.length === 1 ? places[0] : undefined);
      if (isListed && place) choose(place);
      return;
    }
    if (event.key === 'ArrowDown' && !isOpen) setIsOpen(true);
    const next = movedIndex(event.key, active, places.length);
    if (next !== null && isListed) {
      event.preventDefault();
      setActive(next);
    }
  };

  let status = '';
  if (isSearchable && search.isError) status = errorText(t, search.error);
  else if (isSearchable && search.isFetching) status = t('frames.settings.weather.searching');
  else if (isSearchable && search.data && places.length === 0) status = t('frames.settings.weather.noPlaces');
  else if (isListed) status = t('frames.settings.weather.placesFound', { count: places.length });

  return (
    <>
      <Switch
        label={t('frames.settings.weather.show')}
        isOn={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled && (
        <>
          <FieldFrame
            id={id}
            label={t('frames.settings.weather.place')}
            hint={t('frames.settings.weather.placeHint')}
            error={issue}
          >
            <div className={styles.combobox}>
              <div className={fieldStyles.control}>
                <input
                  id={id}
                  ref={input}
                  className={fieldStyles.input}
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={isListed}
                  aria-controls={listId}
                  aria-activedescendant={isListed && active >= 0 ? `${listId}-${active}` : undefined}
                  aria-invalid={issue ? true : undefined}
                  aria-describedby={describedBy(id, { error: issue, hint: true })}
                  autoComplete="off"
                  maxLength={WEATHER_PLACE_QUERY.max}
                  value={text}
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    setIsOpen(true);
                    setActive(-1);
                  }}
                  onKeyDown={handleKeyDown}
                  onBlur={() => {
                    setIsOpen(false);
                    // What was typed and not chosen goes: the field names the place that is kept.
                    setText(value.place ? placeLabel(value.place) : '');
                  }}
                />
              </div>
              <div
                id={listId}
                role="listbox"
                className={styles.listbox}
                hidden={!isListed}
                aria-label={t('frames.settings.weather.place')}
              >
                {places.map((place, index) => (
                  <div
                    key={`${place.latitude},${place.longitude},${place.name}`}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    // Focus stays in the input (aria-activedescendant); the option is never tabbed to.
                    tabIndex={-1}
                    className={styles.option}
                    // Chosen before the input's blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(place);
                    }}
                  >
                    {placeLabel(place)}
                  </div>
                ))}
              </div>
            </div>
            <p className={styles.status} role="status">
              {status}
            </p>
          </FieldFrame>
          <SelectField
            label={t('frames.settings.weather.unit')}
            options={WEATHER_UNITS.map((unit) => ({ value: unit, label: t(`frames.settings.weather.units.${unit}`) }))}
            value={value.unit}
            onChange={(event) =>
              onChange({
                ...value,
                unit: WEATHER_UNITS.find((unit) => unit === event.currentTarget.value) ?? 'celsius',
              })
            }
          />
        </>
      )}
    </>
  );
}
