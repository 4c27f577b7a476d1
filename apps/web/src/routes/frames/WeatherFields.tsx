import { WEATHER_PLACE_QUERY, WEATHER_UNITS, type WeatherPlace, type WeatherSetting } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeatherPlacesQuery } from '../../api/weather.ts';
import { SearchCombobox } from '../../components/SearchCombobox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Switch } from '../../components/Switch.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { placeLabel } from './weather-place.ts';

interface WeatherFieldsProps {
  value: WeatherSetting;
  onChange: (weather: WeatherSetting) => void;
  /** After a first try to save: on without a place says so. */
  showIssues: boolean;
}

/** The frame's weather: on or off, the place (searched by name), and the unit. */
export function WeatherFields({ value, onChange, showIssues }: WeatherFieldsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const isSearchable = query.trim().length >= WEATHER_PLACE_QUERY.min;
  const search = useWeatherPlacesQuery(isSearchable ? query : '');
  const places = isSearchable ? (search.data?.places ?? []) : [];
  const issue = showIssues && value.enabled && !value.place ? t('frames.settings.weather.placeRequired') : undefined;

  let status = '';
  if (isSearchable && search.isError) status = errorText(t, search.error);
  else if (isSearchable && search.isFetching) status = t('frames.settings.weather.searching');
  else if (isSearchable && search.data && places.length === 0) status = t('frames.settings.weather.noPlaces');
  else if (places.length > 0) status = t('frames.settings.weather.placesFound', { count: places.length });

  return (
    <>
      <Switch
        label={t('frames.settings.weather.show')}
        isOn={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled && (
        <>
          <SearchCombobox<WeatherPlace>
            label={t('frames.settings.weather.place')}
            hint={t('frames.settings.weather.placeHint')}
            error={issue}
            maxLength={WEATHER_PLACE_QUERY.max}
            chosenText={value.place ? placeLabel(value.place) : ''}
            onQuery={setQuery}
            options={places}
            optionKey={(place) => `${place.latitude},${place.longitude},${place.name}`}
            optionLabel={placeLabel}
            status={status}
            onChoose={(place) => onChange({ ...value, place })}
          />
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
