import { formatUsd } from '@portal/domain/common/money';
import { answerMessage } from '@portal/domain/common/message-codes';
import { OFFER_MESSAGES } from '@portal/domain/offers/offer-messages';
import { BOOKING_MESSAGES } from '@portal/domain/load-board/load-board-messages';
import { offerConfirmedBy } from '@portal/domain/shipments/activity-texts';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { markBooked } from '../load-board/book-shipment.service';
import { bookNowBlocker } from '../load-board/booking.service';
import { closeOtherOffers, insertRound, updateOffer } from './offers.repository';
import { getOffer } from './offers-read.service';
import { mailOfferNotice } from './offer-notices';
import { lockForMove, offerAndParty, type OfferDeps } from './offer-moves.service';

/**
 * The carrier confirms an offer the brokerage accepted, within its window: the load is booked to
 * it at the agreed rate through the one booking path (compliance, rate confirmation, activity,
 * tenders rescinded), and the other negotiations on the load close. The load's row is locked first,
 * so of several carriers confirming at once one books it and the others read that booking (409).
 */
export async function confirmOffer(deps: OfferDeps, caller: Caller, offerId: number, context: AuditContext, now = new Date()) {
  const { visible, party } = await offerAndParty(deps.db, caller, offerId);
  if (party !== 'Carrier') throw forbidden(OFFER_MESSAGES.carrierSideOnly);
  const blocker = await bookNowBlocker(deps.db, caller);
  if (blocker) throw forbidden(blocker.code === BOOKING_MESSAGES.carriersOnly.code ? OFFER_MESSAGES.carriersOnly : blocker);
  const booked = await deps.db.transaction().execute(async (trx) => {
    const { shipment, offer } = await lockForMove(trx, visible, party, 'confirm', now);
    const row = await markBooked(trx, shipment, { carrierId: offer.carrier_id, rateCents: offer.rate_cents, rateType: 'Offer', why: offerConfirmedBy(caller.companyName) }, caller, now);
    await updateOffer(trx, offer.id, { status: 'Booked', updated_at: now });
    await insertRound(trx, { offer_id: offer.id, kind: 'Confirm', party, rate_cents: offer.rate_cents, note: null, valid_until: null, user_id: caller.userId, created_at: now });
    await closeOtherOffers(trx, shipment.id, offer.id, now);
    await recordAudit(trx, {
      action: 'offer.confirmed',
      actor: actorOf(caller),
      target: { type: 'offer', id: offer.id },
      context,
      details: { shipmentNumber: shipment.shipment_number, rate: offer.rate_cents / 100, bookedRateType: 'Offer' },
    });
    return { shipment: row, rateCents: offer.rate_cents };
  });
  const number = booked.shipment.shipment_number;
  const notice = { to: 'Broker', carrierId: visible.carrier_id, customerId: booked.shipment.customer_id, shipmentNumber: number, what: `${caller.companyName} confirmed and booked the load`, rateCents: booked.rateCents } as const;
  deps.afterAnswer.run('offer notice', () => mailOfferNotice(deps.db, deps.mailer, notice));
  return { ...(await getOffer(deps.db, caller, offerId, now)), ...answerMessage(OFFER_MESSAGES.booked({ shipmentNumber: number, rate: formatUsd(booked.rateCents) })) };
}
