import type { QuotableLocation, QuotableLocationList, QuotableLocationQueryValues } from '@portal/domain/locations/quotable-location-schemas';
import { countryForPostalCode } from '@portal/domain/locations/postal-code';
import type { Db } from '../../db/db';
import { findPostalCode, searchDistricts, searchPostalCodes, type PlaceSearch } from './quotable-locations.repository';

/** Places without a zone in the reference data read as Central, the TMS's home zone. */
const FALLBACK_TIME_ZONE = 'America/Chicago';

/** "Atlanta, GA" is a city in a state; digits or a Canadian pattern start a postal code; anything else a city. */
export function placeSearchOf(q: string | undefined): PlaceSearch {
  const text = (q ?? '').trim();
  if (text === '') return {};
  const cityState = /^(.+?),\s*([A-Za-z]{2})$/.exec(text);
  if (cityState) return { city: cityState[1].trim(), state: cityState[2] };
  if (/^\d/.test(text) || /^[A-Za-z]\d/.test(text)) return { postalCodePrefix: text.replace(/[\s-]/g, '').slice(0, 5) };
  return { city: text };
}

type Row = { country: string; postal_code: string; city: string; state: string; latitude: number; longitude: number; iana_timezone: string | null };

const zipCode = (r: Row): QuotableLocation => ({
  id: `ZipCode:${r.country}:${r.postal_code}`,
  type: 'ZipCode',
  name: `${r.city}, ${r.state} ${r.postal_code}`,
  city: r.city,
  state: r.state,
  postalCode: r.postal_code,
  country: r.country,
  ianaTimezone: r.iana_timezone ?? FALLBACK_TIME_ZONE,
  latitude: r.latitude,
  longitude: r.longitude,
});

/**
 * Quotable locations (types GoverningDistrict and ZipCode, q, page, pageSize 100):
 * postal codes by code prefix, city prefix or "City, ST"; districts by their code.
 */
export async function findQuotableLocations(db: Db, query: QuotableLocationQueryValues): Promise<QuotableLocationList> {
  const search = placeSearchOf(query.q);
  const types = query.types?.length ? query.types : ['ZipCode'];
  const paging = { page: query.page, pageSize: query.pageSize };
  const data: QuotableLocation[] = [];
  let totalCount = 0;
  if (types.includes('GoverningDistrict') && (search.state !== undefined || (search.city !== undefined && search.city.length === 2))) {
    const districts = await searchDistricts(db, search.state !== undefined ? { state: search.state } : search, paging);
    for (const d of districts) {
      data.push({
        id: `GoverningDistrict:${d.country}:${d.state}`,
        type: 'GoverningDistrict',
        name: d.state,
        city: '',
        state: d.state,
        postalCode: '',
        country: d.country,
        ianaTimezone: d.iana_timezone ?? FALLBACK_TIME_ZONE,
        latitude: Number(d.latitude),
        longitude: Number(d.longitude),
      });
    }
    totalCount += districts.length;
  }
  if (types.includes('ZipCode')) {
    const page = await searchPostalCodes(db, search, paging);
    data.push(...page.rows.map(zipCode));
    totalCount += page.totalCount;
  }
  return { data, totalCount };
}

/** The reference place of a postal code (a Canadian code by its forward sortation area), or undefined. */
export async function findQuotablePlace(db: Db, postalCode: string): Promise<QuotableLocation | undefined> {
  const country = countryForPostalCode(postalCode);
  const code = postalCode.trim().toUpperCase().replace(/[\s-]/g, '');
  const row = await findPostalCode(db, country, country === 'CA' ? code.slice(0, 3) : code.slice(0, 5));
  return row ? zipCode(row) : undefined;
}
