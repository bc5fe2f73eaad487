import { MAX_OFFER_ROUNDS, awaitingParty, currentStatus, offerActions, type OfferState } from '@portal/domain/offers/offer-rules';
import { OFFER_PARTIES, OFFER_ROUND_KINDS, OFFER_STATUSES, type OfferParty, type OfferRoundKind, type OfferStatus } from '@portal/domain/offers/offer-status';
import type { Offer } from '@portal/domain/offers/offer-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { iso } from '@portal/domain/common/iso';
import type { OfferRow, findRounds } from './offers.repository';
import type { OffersRow } from '../../db/database';

type RoundRow = Awaited<ReturnType<typeof findRounds>>[number];

const asStatus = (value: string): OfferStatus => (OFFER_STATUSES as readonly string[]).includes(value) ? (value as OfferStatus) : 'Closed';
const asParty = (value: string): OfferParty => (OFFER_PARTIES as readonly string[]).includes(value) ? (value as OfferParty) : 'Carrier';
const asKind = (value: string): OfferRoundKind => (OFFER_ROUND_KINDS as readonly string[]).includes(value) ? (value as OfferRoundKind) : 'Offer';

/** What the rules read of a stored negotiation. */
export function offerState(row: Pick<OffersRow, 'status' | 'rounds' | 'valid_until' | 'confirm_by'>): OfferState {
  return { status: asStatus(row.status), rounds: row.rounds, validUntil: row.valid_until, confirmBy: row.confirm_by };
}

/** Whether the load is still on the board: Ready to Book and booked to nobody. */
export function isLoadOpen(shipment: { status: number; carrier_id: number | null }): boolean {
  return shipment.status === ShipmentStatus.ReadyToBook && shipment.carrier_id === null;
}

/** The carrier's standing as the brokerage compares offers. */
export type Standing = Offer['standing'];

/** One negotiation as the caller sees it: the status now, its turn, the caller's moves, the rounds. */
export function offerView(row: OfferRow, rounds: readonly RoundRow[], party: OfferParty | null, standing: Standing, now: Date): Offer {
  const state = offerState(row);
  const loadOpen = isLoadOpen({ status: row.shipment_status, carrier_id: row.shipment_carrier_id });
  const status = currentStatus(state, now, loadOpen);
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    carrier: { id: row.carrier_id, name: row.carrier_name },
    status,
    rate: row.rate_cents / 100,
    rounds: row.rounds,
    maxRounds: MAX_OFFER_ROUNDS,
    validUntil: row.valid_until.toISOString(),
    acceptedAt: iso(row.accepted_at),
    confirmBy: iso(row.confirm_by),
    awaiting: awaitingParty(status),
    actions: party ? offerActions(party, state, now, loadOpen) : [],
    history: rounds
      .filter((round) => round.offer_id === row.id)
      .map((round) => ({
        kind: asKind(round.kind),
        party: asParty(round.party),
        rate: round.rate_cents === null ? null : round.rate_cents / 100,
        note: round.note,
        validUntil: iso(round.valid_until),
        at: round.created_at.toISOString(),
        byName: round.by_name,
      })),
    standing,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
