import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import type { TenderShipmentBodySchema } from '@portal/domain/tenders/tendering-schemas';
import type { z } from 'zod';

export type TenderFormValues = z.input<typeof TenderShipmentBodySchema>;

export interface TenderCarrierOption {
  carrierId: number;
  carrierName: string;
  /** The carrier's cheapest price among its rates on the lane: the tender rate offered unless changed. */
  price: number;
}

/** Carriers with a rate on the shipment's lane (bookable or reference rows), cheapest first, each once. */
export function tenderCarrierOptions(rates: readonly UnifiedRate[]): TenderCarrierOption[] {
  const byCarrier = new Map<number, TenderCarrierOption>();
  for (const rate of rates) {
    if (rate.carrierId === null || rate.carrierName === null) continue;
    const known = byCarrier.get(rate.carrierId);
    if (!known || rate.price < known.price) byCarrier.set(rate.carrierId, { carrierId: rate.carrierId, carrierName: rate.carrierName, price: rate.price });
  }
  return [...byCarrier.values()].sort((a, b) => a.price - b.price || a.carrierName.localeCompare(b.carrierName));
}
