import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';

const ACRONYMS: Record<string, string> = { Ltl: 'LTL', Api: 'API' };

/** 'ContractRate' reads 'Contract rate', 'LtlTariff' reads 'LTL tariff' (the rate comparison's words, so the same translations). */
export function rateSourceLabel(source: string): string {
  const words = source.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => ACRONYMS[word] ?? (index === 0 ? word : word.toLowerCase())).join(' ');
}

/** The rate a quote was kept from: the same carrier, type and price (rates have no quote id in common with it). */
export function isQuotedRate(rate: UnifiedRate, quote: { carrierId: number | null; rateType: string; price: number } | null): boolean {
  return quote !== null && rate.carrierId === quote.carrierId && rate.rateType === quote.rateType && rate.price === quote.price;
}
