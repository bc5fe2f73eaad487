import type { SortDirection } from '@portal/domain/load-board/freight-schemas';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { msg } from '../../../i18n/msg';

/** The rate types the comparison page's address may name; any other value matches a row's rate type by name. */
export const RATE_TYPE_FILTERS = [
  { value: 'all', label: msg('All') },
  { value: 'contract', label: msg('Contract') },
  { value: 'spot', label: msg('Spot') },
  { value: 'ltl', label: msg('LTL') },
] as const;

export const RATE_SORT_KEYS = ['carrierName', 'rateSource', 'rateType', 'rate', 'price', 'serviceDays', 'quoteExpiresAt', 'onTimePercent'] as const;
export type RateSortKey = (typeof RATE_SORT_KEYS)[number];
export interface RateSort {
  key: RateSortKey;
  direction: SortDirection;
}

export const DEFAULT_RATE_SORT: RateSort = { key: 'price', direction: 'asc' };

/** `all` keeps every row (reference rows too); `contract`, `spot`, `ltl` or any other type keeps that rate type. */
export function filterByRateType(rates: readonly UnifiedRate[], rateType: string): UnifiedRate[] {
  const wanted = rateType.trim().toLowerCase();
  if (wanted === '' || wanted === 'all') return [...rates];
  return rates.filter((rate) => rate.rateType.toLowerCase() === wanted);
}

function valueOf(rate: UnifiedRate, key: RateSortKey): string | number | null {
  if (key === 'quoteExpiresAt') return rate.quoteExpiresAt === null ? null : Date.parse(rate.quoteExpiresAt);
  if (key === 'carrierName') return rate.carrierName?.toLowerCase() ?? null;
  if (key === 'rateSource' || key === 'rateType') return rate[key].toLowerCase();
  return rate[key];
}

/** Sorted copy; rows without a value (no carrier, no expiry, no on-time record) go last either way, then cheapest first. */
export function sortRates(rates: readonly UnifiedRate[], sort: RateSort): UnifiedRate[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rates].sort((a, b) => {
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
      return a.price - b.price;
    }
    const order = left < right ? -1 : left > right ? 1 : 0;
    return order === 0 ? a.price - b.price : order * sign;
  });
}

/** The next sort after a column header is chosen: the same column flips, another starts ascending. */
export function nextSort(current: RateSort, key: RateSortKey): RateSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const ACRONYMS: Record<string, string> = { Ltl: 'LTL', Api: 'API' };

/** 'ContractRate' reads 'Contract rate', 'LtlTariff' reads 'LTL tariff', 'ApiQuote' reads 'API quote'. */
export function rateSourceLabel(source: string): string {
  const words = source.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => (ACRONYMS[word] ?? (index === 0 ? word : word.toLowerCase()))).join(' ');
}
