import { formatUsd } from '@portal/domain/common/money';
import type { OfferParty } from '@portal/domain/offers/offer-status';
import type { Db } from '../../db/db';
import type { Mailer } from '../../lib/mailer';
import { enqueueJob } from '../../jobs/job-queue';
import { companyUserEmails, expireLapsedOffers } from './offers.repository';
import { findCompanyFlags } from '../../db/booking-sql';

/** The job that marks a negotiation Expired when its rate or its window to confirm lapses. */
export const OFFER_EXPIRED_JOB = 'offer-expired';

/** Queues the expiry of the deadline now on the table, in the transaction that set it. */
export async function queueOfferExpiry(trx: Db, offerId: number, deadline: Date): Promise<void> {
  await enqueueJob(trx, { kind: OFFER_EXPIRED_JOB, payload: { offerId }, runAt: deadline, dedupeKey: `${OFFER_EXPIRED_JOB}:${offerId}:${deadline.toISOString()}` });
}

/** The job's handler: marks the negotiation Expired when it has lapsed (a later move keeps it live). */
export async function expireOfferJob(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const offerId = Number(payload['offerId']);
  if (!Number.isInteger(offerId) || offerId <= 0) return;
  await expireLapsedOffers(db, [offerId], now);
}

export interface OfferNotice {
  /** Who must hear of the move: the side that did not make it. */
  to: OfferParty;
  carrierId: number;
  customerId: number | null;
  shipmentNumber: string;
  /** One line saying what happened ('Blue Ridge Transport LLC countered at $1,850.00'). */
  what: string;
  rateCents: number;
}

/**
 * Mails the other side of a move, after it committed. The carrier's office users hear of the
 * brokerage's moves; a broker's users hear of the carrier's moves on their customer loads (the
 * brokerage's staff follow theirs on the live updates and the dashboard).
 */
export async function mailOfferNotice(db: Db, mailer: Pick<Mailer, 'send'>, notice: OfferNotice): Promise<void> {
  const companyId = notice.to === 'Carrier' ? notice.carrierId : notice.customerId;
  if (companyId === null) return;
  const company = await findCompanyFlags(db, companyId);
  if (!company || (notice.to === 'Broker' && !company.is_broker)) return;
  const recipients = await companyUserEmails(db, companyId);
  const page = notice.to === 'Carrier' ? `/available-freight/${encodeURIComponent(notice.shipmentNumber)}` : `/shipments/${encodeURIComponent(notice.shipmentNumber)}`;
  for (const user of recipients) {
    await mailer.send({
      to: user.email,
      subject: `Shipment ${notice.shipmentNumber}: ${notice.what}`,
      text: `Hello ${user.first_name},\n\n${notice.what} (${formatUsd(notice.rateCents)}) on shipment ${notice.shipmentNumber}.\n\nOpen the load in the portal to answer: ${page}\n`,
    });
  }
}
