import type { z } from 'zod';
import type { Offer, OffersQuerySchema } from '@portal/domain/offers/offer-schemas';
import type { OfferParty } from '@portal/domain/offers/offer-status';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { complianceBlockers } from '../compliance/compliance.service';
import { carrierTier } from '../scorecard/scorecard.service';
import { expireLapsedOffers, findOffer, findRounds, listLiveOffers, listOffers, type OfferRow } from './offers.repository';
import { offerView, type Standing } from './offer-view';

const NOT_FOUND = 'Offer';

/**
 * Which side of a negotiation the caller speaks for: the offering carrier's users, or the load's
 * brokerage (its staff, or the broker whose customer load it is). Anyone else only reads it.
 */
export function partyOf(caller: Caller, offer: Pick<OfferRow, 'carrier_id' | 'customer_id'>): OfferParty | null {
  if (caller.isBrokerage || (caller.isBroker && offer.customer_id === caller.companyId)) return 'Broker';
  if (!caller.isBroker && caller.companyKind === 'Carrier' && caller.companyId === offer.carrier_id) return 'Carrier';
  return null;
}

/** The carrier's tier and compliance, for the brokerage's side only: a carrier is not shown its own standing here. */
async function standingOf(db: Db, carrierId: number, now: Date): Promise<Standing> {
  const [tier, reasons] = await Promise.all([carrierTier(db, carrierId, now), complianceBlockers(db, carrierId, now)]);
  return { ...tier, compliant: reasons.length === 0, complianceReasons: reasons.map((r) => ({ text: r.text, code: r.code, params: { ...r.params } })) };
}

/** Rows as the caller sees them, after what lapsed among them is marked Expired. */
async function views(db: Db, caller: Caller, rows: OfferRow[], now: Date): Promise<Offer[]> {
  const ids = rows.map((row) => row.id);
  await expireLapsedOffers(db, ids, now);
  const rounds = await findRounds(db, ids);
  const standings = new Map<number, Standing>();
  const out: Offer[] = [];
  for (const row of rows) {
    const party = partyOf(caller, row);
    if (party === 'Broker' && !standings.has(row.carrier_id)) standings.set(row.carrier_id, await standingOf(db, row.carrier_id, now));
    out.push(offerView(row, rounds, party, party === 'Broker' ? (standings.get(row.carrier_id) ?? null) : null, now));
  }
  return out;
}

/** The negotiations the caller may see, on one load when asked. */
export async function findOffers(db: Db, caller: Caller, query: z.output<typeof OffersQuerySchema>, now = new Date()) {
  const rows = await listOffers(db, caller, { shipmentId: query.shipmentId, shipmentNumber: query.shipmentNumber });
  const data = await views(db, caller, rows, now);
  return { data, totalCount: data.length };
}

export async function getOffer(db: Db, caller: Caller, offerId: number, now = new Date()): Promise<{ data: Offer }> {
  const row = await findOffer(db, caller, offerId);
  if (!row) throw notFound(NOT_FOUND);
  const [data] = await views(db, caller, [row], now);
  return { data: data! };
}

/** What waits for the caller: the carrier's counters and awards, the brokerage's offers to answer. */
export async function offerSummary(db: Db, caller: Caller, now = new Date()) {
  const rows = await listLiveOffers(db, caller, now);
  const waiting = rows.filter((row) => {
    const party = partyOf(caller, row);
    if (party === 'Broker') return row.status === 'Offered';
    return party === 'Carrier' && (row.status === 'Countered' || row.status === 'Accepted');
  });
  return {
    awaitingCount: waiting.length,
    data: waiting.slice(0, 5).map((row) => ({
      id: row.id,
      shipmentNumber: row.shipment_number,
      carrierName: row.carrier_name,
      status: row.status === 'Accepted' ? ('Accepted' as const) : row.status === 'Countered' ? ('Countered' as const) : ('Offered' as const),
      rate: row.rate_cents / 100,
      deadline: (row.confirm_by ?? row.valid_until).toISOString(),
    })),
  };
}
