import { SEARCH_SORT_PROPERTIES, type SearchSortProperty } from '@portal/domain/load-board/load-board-schemas';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';

/**
 * Load board searches as carriers make them, generated for the bench and the tests: each from
 * wherever a truck stands (a point spread up to about 50 miles around one of the board's cities), with a
 * radius of 50 to 200 miles, and, now and then, a destination, equipment, partials, pickup dates and a
 * later page. The same count and seed give the same searches. Each is the query string of
 * GET /available-shipments as name/value pairs.
 */
export type BoardSearchParams = Record<string, string | string[]>;

export interface BoardSearchOptions {
  count: number;
  /** 'pickup': the board's default order only; 'other': any other order, either direction; 'any': all of them, and searches with no origin. */
  orders: 'pickup' | 'other' | 'any';
  /** Calendar days (YYYY-MM-DD) the pickup dates are picked among. */
  days: readonly string[];
  seed?: number;
}

/** A small seeded generator (mulberry32): the same seed, the same sequence, in every process. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const OTHER_SORTS = SEARCH_SORT_PROPERTIES.filter((sort) => sort !== 'pickupDate' && sort !== 'destinationDistance');

export function boardSearches(cities: readonly { latitude: number; longitude: number }[], options: BoardSearchOptions): BoardSearchParams[] {
  const next = random(options.seed ?? 17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (share: number) => next() < share;
  const searches: BoardSearchParams[] = [];
  for (let i = 0; i < options.count; i++) {
    const search: BoardSearchParams = {};
    const withOrigin = options.orders !== 'any' || chance(0.9);
    if (withOrigin) {
      const city = pick(cities);
      search.originLat = (city.latitude + (next() - 0.5) * 1.4).toFixed(4);
      search.originLng = (city.longitude + (next() - 0.5) * 1.8).toFixed(4);
      search.originRadius = String(50 + 25 * Math.floor(next() * 7));
    }
    const withDestination = chance(0.25) || !withOrigin;
    if (withDestination) {
      const city = pick(cities);
      search.destinationLat = city.latitude.toFixed(4);
      search.destinationLng = city.longitude.toFixed(4);
      search.destinationRadius = String(100 + 50 * Math.floor(next() * 5));
    }
    if (chance(0.3)) search.equipmentModes = [pick(EQUIPMENT_MODES)];
    if (chance(0.2)) search.includePartials = 'true';
    if (chance(0.2)) {
      const from = Math.floor(next() * options.days.length);
      search.pickupFrom = options.days[from]!;
      if (chance(0.5)) search.pickupTo = options.days[Math.min(options.days.length - 1, from + 1 + Math.floor(next() * 3))]!;
    }
    let sort: SearchSortProperty = 'pickupDate';
    if (options.orders === 'other') sort = pick(OTHER_SORTS);
    if (options.orders === 'any') sort = pick(SEARCH_SORT_PROPERTIES);
    if (sort === 'originDistance' && !withOrigin) sort = 'pickupDate';
    if (sort === 'destinationDistance' && !withDestination) sort = 'rate';
    if (sort !== 'pickupDate') search.sortProperty = sort;
    if (options.orders !== 'pickup' && chance(0.5)) search.sortDirection = 'desc';
    if (chance(0.15)) search.page = String(2 + Math.floor(next() * 3));
    searches.push(search);
  }
  return searches;
}

/** A search as the query string of its URL. */
export function boardSearchQueryString(search: BoardSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  return query.toString();
}
