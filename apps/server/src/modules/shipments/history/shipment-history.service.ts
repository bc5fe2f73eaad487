import type { HistoryPage } from '@portal/domain/common/history-schemas';
import type { Db } from '../../../db/db';
import type { Paging } from '../../../db/paged-list';
import type { Caller } from '../../../lib/caller';
import { notFound } from '../../../lib/problem';
import { getVisibleShipmentByNumber, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../access/shipment-access';
import { ActivityKind } from '../activity/shipment-activity';
import { historyEntryView } from './shipment-history-view';
import { findShipmentHistoryPage } from './shipment-history.repository';

/** Truck positions are tracking, not history: the history keeps the events people made (LocationUpdate: the demo data's positions). */
const NEVER_IN_HISTORY: readonly string[] = [ActivityKind.Position, ActivityKind.StopEventProposed, 'LocationUpdate'];

/** The brokerage's business that the booked carrier does not read (decision 0298): its budget, the load's origin, what it asked other carriers. */
const BROKERAGE_ONLY: readonly string[] = [ActivityKind.MaxBuy, ActivityKind.Origination, ActivityKind.Tendered, 'RateRequested', 'TenderRejected', 'TenderRescinded'];

/**
 * A shipment's history for the load's parties: the customer's brokers and the brokerage read all of
 * it, the booked carrier (and its drivers on the load) read it without the brokerage's business.
 * Anyone else, including a carrier who only sees the load on the board, gets 404.
 */
export async function shipmentHistory(db: Db, caller: Caller, shipmentNumber: string, paging: Paging, now = new Date()): Promise<HistoryPage> {
  const shipment = await getVisibleShipmentByNumber(db, caller, shipmentNumber);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null) throw notFound(SHIPMENT_NOT_FOUND);
  const carrierSide = party === 'carrier' || party === 'driver';
  const page = await findShipmentHistoryPage(
    db,
    {
      shipmentId: shipment.id,
      hiddenKinds: carrierSide ? [...NEVER_IN_HISTORY, ...BROKERAGE_ONLY] : NEVER_IN_HISTORY,
      tenderCarrierId: carrierSide ? shipment.carrier_id : null,
      now,
    },
    paging,
  );
  return { data: page.rows.map(historyEntryView), totalCount: page.totalCount };
}
