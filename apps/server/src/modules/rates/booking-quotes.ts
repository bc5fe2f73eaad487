import { isGuid } from '@portal/domain/common/guid';
import type { BookAs } from '@portal/domain/rates/rate-schemas';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { shipmentFreight } from './rated-freight';
import { findContractRates, findDieselPrice, findLtlTariffs } from './rate-sources.repository';
import { priceContract, priceLtl } from './rate-source-pricing';
import { lockSpotQuote, markQuoteBooked } from './spot-quotes.repository';
import type { CodedMessage } from '@portal/domain/common/message-codes';
import { QUOTE_MESSAGES } from '@portal/domain/rates/rate-messages';

/** A quote that books: its price (which wins over a rate typed in the body) and, for a spot quote, how to mark it used. */
export type QuoteCheck = { rateCents: number; markBooked: (trx: Db, now: Date) => Promise<void> } | { error: CodedMessage };

/** A quote given for a booking of another kind, by the kind asked for. */
const WRONG_KIND: Record<BookAs, (params: { quoteId: string }) => CodedMessage> = {
  ContractTl: QUOTE_MESSAGES.notContractTl,
  Ltl: QUOTE_MESSAGES.notLtl,
  Spot: QUOTE_MESSAGES.notSpot,
};

export { QUOTE_MESSAGES };

const noop = async () => undefined;

/** Whether a spot quote was given for this shipment: the shipment itself, its order, or raw freight on the same lane and equipment. */
function quoteFits(quote: NonNullable<Awaited<ReturnType<typeof lockSpotQuote>>>, shipment: ShipmentsRow): boolean {
  if (quote.shipment_id !== null) return quote.shipment_id === shipment.id;
  if (quote.order_id !== null) return quote.order_id === shipment.order_id;
  const same = (a: string | null, b: string) => (a ?? '').replace(/\s/g, '').toUpperCase() === b.replace(/\s/g, '').toUpperCase();
  return same(quote.origin_postal_code, shipment.origin_postal_code) && same(quote.destination_postal_code, shipment.destination_postal_code) && quote.equipment_mode === shipment.equipment_mode;
}

/**
 * Checks a quote id given with a booking against the locked shipment and the carrier, re-pricing
 * contract and tariff quotes from their rows (a contract out of validity no longer books) and
 * locking a spot quote so it books once.
 */
export async function checkQuote(trx: Db, caller: Caller, shipment: ShipmentsRow, carrierId: number, quoteId: string, kind: BookAs): Promise<QuoteCheck> {
  const [, source, id] = /^(contract|ltl)-(\d+)$/.exec(quoteId) ?? [];
  if (source) {
    if ((source === 'contract' && kind !== 'ContractTl') || (source === 'ltl' && kind !== 'Ltl')) return { error: WRONG_KIND[kind]({ quoteId }) };
    const freight = await shipmentFreight(trx, caller, { id: shipment.id });
    if (source === 'contract') {
      const row = (await findContractRates(trx, freight, freight.pickupDay, null)).find((r) => r.id === Number(id));
      if (!row) return { error: QUOTE_MESSAGES.notValid({ quoteId }) };
      if (row.carrier_id !== carrierId) return { error: QUOTE_MESSAGES.otherCarrier({ quoteId }) };
      return { rateCents: priceContract(row, freight).priceCents, markBooked: noop };
    }
    const tariff = (await findLtlTariffs(trx, freight.pickupDay, null)).find((t) => t.id === Number(id));
    if (!tariff) return { error: QUOTE_MESSAGES.notValid({ quoteId }) };
    if (tariff.carrier_id !== carrierId) return { error: QUOTE_MESSAGES.otherCarrier({ quoteId }) };
    const price = priceLtl(tariff, freight, (await findDieselPrice(trx, freight.pickupDay))?.cents);
    if (!price) return { error: QUOTE_MESSAGES.notValid({ quoteId }) };
    return { rateCents: price.priceCents, markBooked: noop };
  }
  if (!isGuid(quoteId)) return { error: QUOTE_MESSAGES.notBookable({ quoteId }) };
  const quote = await lockSpotQuote(trx, quoteId);
  if (!quote) return { error: QUOTE_MESSAGES.unknown({ quoteId }) };
  if (quote.booked_at !== null) return { error: QUOTE_MESSAGES.used({ quoteId }) };
  if (quote.is_expired) return { error: QUOTE_MESSAGES.expired({ quoteId, expiresAt: quote.expires_at.toISOString() }) };
  if (quote.carrier_id !== carrierId) return { error: QUOTE_MESSAGES.otherCarrier({ quoteId }) };
  if (!quoteFits(quote, shipment)) return { error: QUOTE_MESSAGES.otherFreight({ quoteId }) };
  const quoteKind: BookAs = quote.rate_type === 'LTL' ? 'Ltl' : quote.rate_type === 'Contract' ? 'ContractTl' : 'Spot';
  if (quoteKind !== kind) return { error: WRONG_KIND[kind]({ quoteId }) };
  return { rateCents: quote.price_cents, markBooked: (t, now) => markQuoteBooked(t, quoteId, now) };
}
