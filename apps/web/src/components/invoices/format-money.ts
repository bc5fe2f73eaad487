import { formatUsd, toCents } from '@portal/domain/common/money';

/** '$1,234.56' from the API's dollars (numbers with at most two decimals), through integer cents. */
export function formatMoney(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return '—';
  return formatUsd(toCents(dollars));
}

/** Sum of dollar amounts, exact to the cent. */
export function sumDollarsToCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toCents(amount), 0);
}
