import type { PlaceFilter } from '@kinframe/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../i18n/use-country-name.ts';

/**
 * A place as the reader says it: "Kyoto, Japan" in English, "Kyoto, Japon" in French (the city as
 * the gazetteer names it, the country from Intl); an area of the map has no name of its own.
 */
export function usePlaceName() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return useCallback(
    (place: PlaceFilter) => {
      if (place.country === undefined) return t('library.places.mapArea');
      const country = countryName(place.country);
      return place.city === undefined ? country : t('library.places.cityInCountry', { city: place.city, country });
    },
    [t, countryName],
  );
}
