import { LOAD_BOARD_DEFAULT_RADIUS_MILES, DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { SortDirection } from '@portal/domain/load-board/freight-schemas';
import type { AvailableShipmentsAnswer, SearchSortProperty } from '@portal/domain/load-board/load-board-schemas';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import { z } from 'zod';
import { cityState } from '../../../components/freight/freight-format';
import { countText } from '../../../components/list-layout/count-text';
import { listQuerySchema, queryArray, queryBoolean, type ListQueryState } from '../../../components/list-layout/list-query-codec';
import { isApiError } from '../../../lib/api-client';
import { parsePlace, placeParams } from '../../../lib/place-input';
import type { AvailableShipmentsParams } from '../api/search-available-shipments';
import { msg } from '../../../i18n/msg';
import { translator } from '../../../i18n/i18n';
import { translatedFieldErrors, translateApiMessage, problemMessage } from '../../../lib/translate-message';

/** The Load Board search as the URL keeps it, its checks, and the query it sends. */

export const RADII = [25, 50, 75, 100, 150, 200, 300, 500];
export const SORTS = [
  { value: 'pickupDate:asc', label: msg('Pickup date (soonest)') },
  { value: 'originDistance:asc', label: msg('Closest to origin') },
  { value: 'destinationDistance:asc', label: msg('Closest to destination') },
  { value: 'rate:desc', label: msg('Rate (highest)') },
  { value: 'ratePerMile:desc', label: msg('Rate per mile (highest)') },
  { value: 'miles:asc', label: msg('Trip miles (shortest)') },
] as const;

const radius = z.coerce.number().int().min(1).max(500);
export const searchSchema = listQuerySchema({
  origin: z.string(),
  originRadius: radius,
  destination: z.string(),
  destinationRadius: radius,
  pickupFrom: z.string(),
  pickupTo: z.string(),
  equipment: queryArray(z.enum(EQUIPMENT_MODES)),
  partials: queryBoolean(),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]),
  page: z.coerce.number().int().min(1),
  /** Reloads mode: loads picking up near this shipment's delivery. */
  shipment: z.string(),
});
export type SearchState = ListQueryState<typeof searchSchema>;
export const SEARCH_DEFAULTS: SearchState = {
  origin: '',
  originRadius: LOAD_BOARD_DEFAULT_RADIUS_MILES,
  destination: '',
  destinationRadius: LOAD_BOARD_DEFAULT_RADIUS_MILES,
  pickupFrom: '',
  pickupTo: '',
  equipment: [],
  partials: false,
  sort: 'pickupDate:asc',
  page: 1,
  shipment: '',
};

/** Field errors of the draft that need no server: a place that is not a place, dates the wrong way round. */
export function draftErrors(state: SearchState): Partial<Record<'origin' | 'destination' | 'pickupTo', string>> {
  const errors: Partial<Record<'origin' | 'destination' | 'pickupTo', string>> = {};
  const origin = parsePlace(state.origin);
  const destination = parsePlace(state.destination);
  if (origin && 'error' in origin) errors.origin = origin.error;
  if (destination && 'error' in destination) errors.destination = destination.error;
  if (state.pickupFrom && state.pickupTo && state.pickupTo < state.pickupFrom) errors.pickupTo = msg('Must be on or after the first pickup date');
  if (state.sort.startsWith('originDistance') && !state.origin.trim()) errors.origin = msg('Enter an origin to sort by distance from it');
  if (state.sort.startsWith('destinationDistance') && !state.destination.trim()) errors.destination = msg('Enter a destination to sort by distance to it');
  return errors;
}

export function toParams(state: SearchState): AvailableShipmentsParams {
  const [sortProperty, sortDirection] = state.sort.split(':') as [SearchSortProperty, SortDirection];
  return {
    ...placeParams('origin', parsePlace(state.origin)),
    originRadius: state.originRadius,
    ...placeParams('destination', parsePlace(state.destination)),
    destinationRadius: state.destinationRadius,
    pickupFrom: state.pickupFrom || undefined,
    pickupTo: state.pickupTo || undefined,
    equipmentModes: state.equipment,
    includePartials: state.partials,
    sortProperty,
    sortDirection,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** A server 400 names query fields (originCity, destinationPostalCode, pickupTo...): shown on the box they came from. */
export function serverFieldErrors(error: unknown): Partial<Record<'origin' | 'destination' | 'pickupTo' | 'other', string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: Partial<Record<'origin' | 'destination' | 'pickupTo' | 'other', string>> = {};
  for (const [field, messages] of Object.entries(translatedFieldErrors(error))) {
    const key = field.startsWith('origin') ? 'origin' : field.startsWith('destination') ? 'destination' : field === 'pickupTo' ? 'pickupTo' : 'other';
    result[key] ??= messages[0];
  }
  if (Object.keys(result).length === 0) result.other = translateApiMessage(problemMessage(error));
  return result;
}

/** How many filters of the side panel differ from the defaults. */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.originRadius !== SEARCH_DEFAULTS.originRadius ? 1 : 0) +
    (state.destinationRadius !== SEARCH_DEFAULTS.destinationRadius ? 1 : 0) +
    (state.pickupFrom ? 1 : 0) +
    (state.pickupTo ? 1 : 0) +
    (state.equipment.length > 0 ? 1 : 0) +
    (state.partials ? 1 : 0) +
    (state.sort !== SEARCH_DEFAULTS.sort ? 1 : 0)
  );
}

/** '312 loads within 100 mi of Chicago, IL going within 50 mi of Dallas, TX' */
export function searchSummary(answer: AvailableShipmentsAnswer | undefined): string {
  if (!answer) return '';
  return [
    translator.t('{{total}} loads', { total: countText(answer.totalCount, answer.totalCountCapped) }),
    answer.origin ? translator.t('within {{radius}} mi of {{place}}', { radius: answer.origin.radiusMiles, place: cityState(answer.origin) }) : null,
    answer.destination ? translator.t('going within {{radius}} mi of {{place}}', { radius: answer.destination.radiusMiles, place: cityState(answer.destination) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
