import { RATE_REQUEST_STATUSES } from '@portal/domain/rates/rate-request-status';
import { TENDER_OFFER_STATUSES } from '@portal/domain/tenders/tender-offer-status';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { dollarsOrNull } from '../../../lib/money';
import { getVisibleShipment } from '../access/shipment-access';
import { coded } from './shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { findShipmentOffers, findShipmentTenders } from './shipment-offers.repository';

type TenderRow = Awaited<ReturnType<typeof findShipmentTenders>>[number];
type OfferRow = Awaited<ReturnType<typeof findShipmentOffers>>[number];

function tenderView(t: TenderRow, shipment: { id: number; shipment_number: string }) {
  return {
    id: t.id,
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipment_number,
    status: coded(TENDER_OFFER_STATUSES, t.status),
    rate: dollarsOrNull(t.rate_cents),
    sentAt: isoRequired(t.sent_at),
    expiresAt: isoRequired(t.expires_at),
    respondedAt: iso(t.responded_at),
    rejectReason: t.reject_reason,
    carrier: { id: t.carrier_id, name: t.carrier_name },
  };
}

function offerView(r: OfferRow, shipmentId: number) {
  return {
    id: r.id,
    shipmentId,
    rateType: r.rate_type,
    status: coded(RATE_REQUEST_STATUSES, r.status),
    targetRate: dollarsOrNull(r.target_rate_cents),
    offeredRate: dollarsOrNull(r.response_rate_cents),
    notes: r.response_notes,
    requestedAt: isoRequired(r.requested_at),
    expiresAt: iso(r.expires_at),
    respondedAt: iso(r.responded_at),
    carrier: { id: r.carrier_id, name: r.carrier_name },
  };
}

/** The brokerage sees every tender; a carrier only the tenders sent to it; others none. */
export async function getTenders(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const data = (await findShipmentTenders(db, caller, shipment.id)).map((t) => tenderView(t, shipment));
  return { data, totalCount: data.length };
}

/** Rate offers on the shipment (its rate requests), the caller's own unless brokerage. */
export async function getOffers(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const data = (await findShipmentOffers(db, caller, shipment.id)).map((r) => offerView(r, shipment.id));
  return { data, totalCount: data.length };
}
