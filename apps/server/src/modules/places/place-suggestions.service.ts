import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import {
  PLACE_SUGGESTION_CITIES_MAX,
  type PlaceSuggestion,
  type PlaceSuggestionKind,
  type PlaceSuggestionList,
  type PlaceSuggestionQueryValues,
} from '@portal/domain/locations/place-suggestion-schemas';
import type { Db } from '../../db/db';
import type { PostalCodesRow } from '../../db/database';
import { findCitiesByPrefix, findPostalCodesByPrefix, findPostalCodesOfCity, type CityRow } from './place-suggestions.repository';

/** Places without a zone in the reference data read as Central, the TMS's home zone. */
const FALLBACK_TIME_ZONE = 'America/Chicago';

/** What the typed text asks for: a postal code prefix, or a city prefix with an optional state prefix. */
export type SuggestionSearch = { postalCodePrefix: string } | { city: string; state?: string };

/**
 * '381', '38103-1234', 'M5V 2T6', 'm5' are postal codes (US ZIP codes by their five digits, Canadian
 * codes by their forward sortation area, the part the reference data holds); 'Memph', 'Memphis, T'
 * and 'Memphis, TN 38103' (a chosen suggestion typed on) are cities or the code they end with.
 */
export function suggestionSearchOf(text: string): SuggestionSearch {
  const value = text.trim();
  const trailingCode = /,\s*[A-Za-z]{2}\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z](?:\s?\d[A-Za-z]\d)?)$/.exec(value);
  if (trailingCode) return postalCodeSearch(trailingCode[1]);
  if (/^\d/.test(value) || /^[A-Za-z]\d/.test(value) || isCanadianPostalCode(value)) return postalCodeSearch(value);
  const comma = value.indexOf(',');
  if (comma > 0) {
    const state = value.slice(comma + 1).trim();
    return { city: value.slice(0, comma).trim(), ...(state ? { state } : {}) };
  }
  return { city: value };
}

function postalCodeSearch(text: string): SuggestionSearch {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return { postalCodePrefix: /^[A-Z]/.test(code) ? code.slice(0, 3) : code.slice(0, 5) };
}

const cityLabel = (r: { city: string; state: string }) => `${r.city}, ${r.state}`;

const citySuggestion = (r: CityRow): PlaceSuggestion => ({
  id: `City:${r.country}:${r.state}:${r.city}`,
  kind: 'City',
  label: cityLabel(r),
  city: r.city,
  state: r.state,
  country: r.country,
  postalCode: null,
  postalCodeCount: r.postal_code_count,
  latitude: r.latitude,
  longitude: r.longitude,
  ianaTimezone: r.iana_timezone ?? FALLBACK_TIME_ZONE,
});

const postalCodeSuggestion = (r: PostalCodesRow): PlaceSuggestion => ({
  id: `PostalCode:${r.country}:${r.postal_code}`,
  kind: 'PostalCode',
  label: `${cityLabel(r)} ${r.postal_code}`,
  city: r.city,
  state: r.state,
  country: r.country,
  postalCode: r.postal_code,
  postalCodeCount: 1,
  latitude: r.latitude,
  longitude: r.longitude,
  ianaTimezone: r.iana_timezone ?? FALLBACK_TIME_ZONE,
});

/**
 * Suggestions for a place box: a postal code prefix answers postal codes; a name answers
 * the best-ranked cities (at most five) and then, up to the limit, the postal codes of those cities
 * in rank order ("Memph" offers Memphis, TN, the other Memphises, then Memphis, TN's ZIP codes).
 * `kinds` narrows the answer (order stops need a postal code: PostalCode only).
 */
export async function suggestPlaces(db: Db, query: PlaceSuggestionQueryValues): Promise<PlaceSuggestionList> {
  const kinds: readonly PlaceSuggestionKind[] = query.kinds?.length ? query.kinds : ['City', 'PostalCode'];
  const search = suggestionSearchOf(query.q);
  if ('postalCodePrefix' in search) {
    if (!kinds.includes('PostalCode') || search.postalCodePrefix === '') return { data: [] };
    return { data: (await findPostalCodesByPrefix(db, search.postalCodePrefix, query.limit)).map(postalCodeSuggestion) };
  }
  if (search.city === '') return { data: [] };
  const cities = await findCitiesByPrefix(db, search, Math.min(PLACE_SUGGESTION_CITIES_MAX, query.limit));
  const data = kinds.includes('City') ? cities.map(citySuggestion) : [];
  if (kinds.includes('PostalCode')) {
    for (const city of cities) {
      const room = query.limit - data.length;
      if (room <= 0) break;
      data.push(...(await findPostalCodesOfCity(db, city.city, city.state, room)).map(postalCodeSuggestion));
    }
  }
  return { data: data.slice(0, query.limit) };
}
