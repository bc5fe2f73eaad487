import { SHIPMENT_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { ShipmentSearchAnswer } from '@portal/domain/shipments/shipment-search-schemas';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { coded } from '../detail/shipment-format';
import { countOwnShipments, quickSearchShipments } from './shipment-shell.repository';

/** Brokers search (and read) reference numbers; carriers search by shipment number only (spec 2). */
function searchesByReference(caller: Caller): boolean {
  return caller.isBroker || caller.isBrokerage;
}

export async function searchShipments(db: Db, caller: Caller, input: { query?: string; page: number; pageSize: number }): Promise<ShipmentSearchAnswer> {
  const query = input.query?.trim() ?? '';
  if (query === '') return { data: [], totalCount: 0 };
  const byReference = searchesByReference(caller);
  const { rows, totalCount } = await quickSearchShipments(db, caller, { query, byReference, page: input.page, pageSize: input.pageSize });
  return {
    totalCount,
    data: rows.map((r) => ({
      id: r.id,
      shipmentNumber: r.shipment_number,
      status: coded(SHIPMENT_STATUSES, r.status),
      origin: { city: r.origin_city, state: r.origin_state, postalCode: r.origin_postal_code },
      destination: { city: r.destination_city, state: r.destination_state, postalCode: r.destination_postal_code },
      // Reference numbers are the customer's; the portal shows them to brokers only.
      referenceNumbers: byReference ? r.reference_numbers : [],
    })),
  };
}

export async function shipmentTotalCount(db: Db, caller: Caller, filter: { statuses?: number[]; needsUpdates?: boolean }): Promise<number> {
  return countOwnShipments(db, caller, { statuses: filter.statuses ?? [], needsUpdates: filter.needsUpdates ?? false }, new Date());
}
