import type { Kysely } from 'kysely';
import { z } from 'zod';
import { displayName } from '@portal/domain/common/enum';
import { SHIPMENT_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { countOwnShipments, quickSearchShipments } from './shipment-shell.repository';

const PlaceSchema = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });

/** Shipment search result (spec section 3). */
export const ShipmentSearchResultSchema = z.object({
  id: z.number().int(),
  shipmentNumber: z.string(),
  status: z.object({ value: z.number().int(), displayName: z.string() }),
  origin: PlaceSchema,
  destination: PlaceSchema,
  referenceNumbers: z.array(z.string()),
});
export type ShipmentSearchResult = z.infer<typeof ShipmentSearchResultSchema>;

/** Brokers search (and read) reference numbers; carriers search by shipment number only (spec 2). */
function searchesByReference(caller: Caller): boolean {
  return caller.isBroker || caller.isBrokerage;
}

export async function searchShipments(
  db: Kysely<Database>,
  caller: Caller,
  input: { query?: string; page: number; pageSize: number },
): Promise<{ data: ShipmentSearchResult[]; totalCount: number }> {
  const query = input.query?.trim() ?? '';
  if (query === '') return { data: [], totalCount: 0 };
  const byReference = searchesByReference(caller);
  const { rows, totalCount } = await quickSearchShipments(db, caller, { query, byReference, page: input.page, pageSize: input.pageSize });
  return {
    totalCount,
    data: rows.map((r) => ({
      id: r.id,
      shipmentNumber: r.shipment_number,
      status: { value: r.status, displayName: displayName(SHIPMENT_STATUSES, r.status) ?? String(r.status) },
      origin: { city: r.origin_city, state: r.origin_state, postalCode: r.origin_postal_code },
      destination: { city: r.destination_city, state: r.destination_state, postalCode: r.destination_postal_code },
      // Reference numbers are the customer's; the portal shows them to brokers only.
      referenceNumbers: byReference ? r.reference_numbers : [],
    })),
  };
}

export async function shipmentTotalCount(
  db: Kysely<Database>,
  caller: Caller,
  filter: { statuses?: number[]; needsUpdates?: boolean },
): Promise<number> {
  return countOwnShipments(db, caller, { statuses: filter.statuses ?? [], needsUpdates: filter.needsUpdates ?? false }, new Date());
}
