import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import { translator } from '../i18n/i18n';

/** What a place box means to the search: a ZIP / postal code, or a city and state. */
export type PlaceQuery = { postalCode: string } | { city: string; state: string } | { error: string } | null;

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_FSA = /^[A-Za-z]\d[A-Za-z]$/;

/** A chosen postal code suggestion reads 'Memphis, TN 38103' or 'Toronto, ON M5V'. */
const LABELLED_CODE = /^.+,\s*[A-Za-z]{2}\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z](?:\s?\d[A-Za-z]\d)?)$/;

/**
 * Reads 'Chicago, IL', 'Chicago IL', '60607', 'M5V 2T6' or a postal code suggestion's label
 * ('Memphis, TN 38103': the code). Empty means anywhere; a city without a state is an error the
 * form shows on the field.
 */
export function parsePlace(text: string): PlaceQuery {
  const value = text.trim();
  if (!value) return null;
  if (US_ZIP.test(value) || isCanadianPostalCode(value) || CA_FSA.test(value)) return { postalCode: value.toUpperCase() };
  const labelled = LABELLED_CODE.exec(value);
  if (labelled) return { postalCode: labelled[1].toUpperCase() };
  const comma = value.lastIndexOf(',');
  if (comma > 0) {
    const city = value.slice(0, comma).trim();
    const state = value.slice(comma + 1).trim();
    if (city && state) return { city, state };
  }
  const match = /^(.+?)\s+([A-Za-z]{2})$/.exec(value);
  if (match) return { city: match[1].trim(), state: match[2].toUpperCase() };
  return { error: translator.t('Enter a city and state (Chicago, IL) or a ZIP code') };
}

/** The query parameters of one end of the search ('origin' or 'destination'). */
export function placeParams(prefix: 'origin' | 'destination', place: PlaceQuery): Record<string, string> {
  if (!place || 'error' in place) return {};
  if ('postalCode' in place) return { [`${prefix}PostalCode`]: place.postalCode };
  return { [`${prefix}City`]: place.city, [`${prefix}State`]: place.state };
}
