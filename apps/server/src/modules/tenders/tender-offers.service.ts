import { displayName } from '@portal/domain/common/enum';
import { answerMessage, codeOf, type CodedMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { TENDER_MESSAGES } from '@portal/domain/tenders/tender-messages';
import { isOpenForBooking, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEFAULT_TENDER_STATUSES, TENDER_OFFER_STATUSES, TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { OfferInput, TendersQuery } from '@portal/domain/tenders/tender-schemas';
import type { ShipmentsRow } from '../../db/database';
import { findShipmentStops } from '../../db/freight-sql';
import { offerListSort } from '../../db/offer-list';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { licenceStatus, localToday } from '@portal/domain/drivers/licence-expiry';
import { driverOfCompany, isCompanyDriver } from '../drivers/drivers.service';
import { assignShipmentDrivers } from '../shipments/stops/shipment-drivers.service';
import { assignShipmentEquipment } from '../shipments/stops/shipment-updates.service';
import { lockShipmentForBooking, markBooked, returnToBoard } from '../load-board/book-shipment.service';
import {
  findRetiredUnitByNumber,
  findTender,
  findTenderByShipmentNumber,
  hasOtherLiveTender,
  listTenders,
  lockTender,
  updateTender,
} from './tender-offers.repository';
import { tenderDetailView, tenderView } from './tender-view';
import { advanceWaterfall, closeWaterfallOnAccept } from './tendering.service';
import type { Db } from '../../db/db';
import { tenderAcceptedBy } from '@portal/domain/shipments/activity-texts';

const NOT_FOUND = 'Tender';

export { TENDER_MESSAGES };

/** The tender list: Sent by default; soonest deadline first for open tenders, newest first otherwise. */
export async function findTenders(db: Db, caller: Caller, query: TendersQuery) {
  const statuses = query.statuses ?? [...DEFAULT_TENDER_STATUSES];
  const onlySent = statuses.length > 0 && statuses.every((s) => s === TenderOfferStatus.Sent);
  const sort = offerListSort(query, onlySent ? { sortProperty: 'expiresAt', sortDirection: 'asc' } : { sortProperty: 'sentAt', sortDirection: 'desc' });
  const { rows, totalCount } = await listTenders(db, caller, {
    query: query.query,
    statuses,
    customers: query.customers ?? [],
    ...sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { data: rows.map(tenderView), totalCount };
}

export async function getTender(db: Db, caller: Caller, tenderId: number) {
  const row = await findTender(db, caller, tenderId);
  if (!row) throw notFound(NOT_FOUND);
  return tenderDetailView(row, await findShipmentStops(db, row.shipment_id));
}

export async function getTenderForShipment(db: Db, caller: Caller, shipmentNumber: string) {
  const row = await findTenderByShipmentNumber(db, caller, shipmentNumber);
  if (!row) throw notFound(NOT_FOUND);
  return tenderDetailView(row, await findShipmentStops(db, row.shipment_id));
}

function statusName(status: number): string {
  return displayName(TENDER_OFFER_STATUSES, status) ?? 'closed';
}

/** Why this shipment cannot be won through the tender any more, or null. */
function shipmentRefusal(shipment: ShipmentsRow, caller: Caller): CodedMessage | null {
  if (shipment.carrier_id !== null) return shipment.carrier_id === caller.companyId ? TENDER_MESSAGES.alreadyBookedToYou : TENDER_MESSAGES.wonByAnother;
  if (!isOpenForBooking(shipment.status, shipment.carrier_id)) return TENDER_MESSAGES.shipmentClosed;
  return null;
}

/**
 * Accept or reject a tender. Accepting books the shipment to the caller's carrier at the tender
 * rate (other Sent tenders on it are rescinded); rejecting records the reason, when one is given,
 * and, when no other carrier still holds a live tender, puts the shipment back on the board. The
 * shipment row and then the tender row are locked for the whole change, so of two carriers
 * accepting the same load at once one wins and the other gets a 409.
 */
export async function respondToTender(db: Db, caller: Caller, tenderId: number, input: OfferInput, now = new Date()) {
  const visible = await findTender(db, caller, tenderId);
  if (!visible) throw notFound(NOT_FOUND);
  if (visible.carrier_id !== caller.companyId || caller.isBroker) throw forbidden(TENDER_MESSAGES.onlyTenderedCarrier);
  if (input.status === 'Accepted' && input.driverId != null && !(await isCompanyDriver(db, caller.companyId, input.driverId))) {
    throw badRequest(SHARED_MESSAGES.unknownDriver, { driverId: [SHARED_MESSAGES.noDriverInCompany({ driverId: input.driverId })] });
  }

  await db.transaction().execute(async (trx) => {
    const shipment = await lockShipmentForBooking(trx, { id: visible.shipment_id });
    const tender = await lockTender(trx, tenderId);
    if (!shipment || !tender) throw notFound(NOT_FOUND);
    if (tender.status !== TenderOfferStatus.Sent) throw conflict(TENDER_MESSAGES.alreadyAnswered({ status: statusName(tender.status).toLowerCase() }));
    if (tender.is_expired) throw conflict(TENDER_MESSAGES.expired({ expiresAt: tender.expires_at.toISOString() }));
    const refusal = shipmentRefusal(shipment, caller);
    if (refusal) throw conflict(refusal);

    const answered = { responded_at: now, responded_by_user_id: caller.userId, notes: input.notes ?? null };
    if (input.status === 'Accepted') {
      await closeWaterfallOnAccept(trx, tender.id, now);
      const booked = await markBooked(
        trx,
        shipment,
        { carrierId: caller.companyId, rateCents: tender.rate_cents, rateType: 'Tender', acceptedTenderId: tender.id, why: tenderAcceptedBy(caller.companyName) },
        caller,
        now,
      );
      // Driver and units go through the assignment panel's own rules (fleet units by id, another
      // company's answers 404), in this transaction: a refused unit leaves the load unbooked.
      let units = { truckNumber: input.truckNumber ?? null, trailerNumber: input.trailerNumber ?? null };
      if (input.truckId != null || input.trailerId != null || input.truckNumber || input.trailerNumber) {
        units = await assignShipmentEquipment(trx, caller, booked, input, now);
      }
      if (input.driverId != null) await assignShipmentDrivers(trx, caller, booked, [input.driverId], now);
      await updateTender(trx, tender.id, {
        ...answered,
        status: TenderOfferStatus.Accepted,
        driver_id: input.driverId ?? null,
        truck_number: units.truckNumber,
        trailer_number: units.trailerNumber,
      });
      return;
    }

    await updateTender(trx, tender.id, { ...answered, status: TenderOfferStatus.Rejected, reject_reason: input.reason ?? null });
    // Automatic tendering moves on to the next carrier; a lone tender may put the load back on the board.
    if (await advanceWaterfall(trx, shipment, tender.id, 'Rejected', now)) return;
    if (shipment.status === ShipmentStatus.Tendering && !(await hasOtherLiveTender(trx, shipment.id, tender.id))) {
      await returnToBoard(trx, shipment, caller, now, `tender rejected by ${caller.companyName}`);
    }
  });

  const warnings = input.status === 'Accepted' ? await acceptanceWarnings(db, caller, input, now) : [];
  return { data: await getTender(db, caller, tenderId), ...answerMessage(MESSAGES.responseSent), ...answerWarnings(warnings) };
}

/**
 * What the carrier should know about what it put on the load: a driver whose licence has expired,
 * and a typed unit number that names a unit taken out of service (the fleet pickers offer units in
 * service only). The booking stands; the carrier fixes the assignment on the shipment.
 */
async function acceptanceWarnings(db: Db, caller: Caller, input: OfferInput, now: Date): Promise<CodedMessage[]> {
  const warnings: CodedMessage[] = [];
  if (input.driverId != null) {
    const driver = await driverOfCompany(db, caller.companyId, input.driverId);
    if (driver?.license_expires_on && licenceStatus(driver.license_expires_on, localToday(now)) === 'Expired') {
      warnings.push(TENDER_MESSAGES.licenceExpired({ driverName: `${driver.first_name} ${driver.last_name}`, date: driver.license_expires_on }));
    }
  }
  const typed = [
    { kind: 'PowerUnit', label: 'Truck', id: input.truckId, number: input.truckNumber },
    { kind: 'Trailer', label: 'Trailer', id: input.trailerId, number: input.trailerNumber },
  ] as const;
  for (const unit of typed) {
    if (unit.id != null || !unit.number) continue;
    const retired = await findRetiredUnitByNumber(db, caller.companyId, unit.kind, unit.number);
    if (retired) warnings.push((unit.label === 'Truck' ? TENDER_MESSAGES.truckOutOfService : TENDER_MESSAGES.trailerOutOfService)({ unitNumber: retired.unit_number }));
  }
  return warnings;
}

/** The warnings of an answer: the English texts, and their codes and values beside them. */
function answerWarnings(warnings: CodedMessage[]) {
  return { warnings: warnings.map((warning) => warning.text), warningCodes: warnings.map(codeOf) };
}
