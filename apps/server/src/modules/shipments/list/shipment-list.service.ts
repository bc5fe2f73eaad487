import { SHIPMENT_VIEW_FILTERS, type ShipmentListView } from '@portal/domain/shipments/shipment-list-views';
import type { SortProperty } from '@portal/domain/shipments/shipment-request-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Caller } from '../../../lib/caller';
import { statusName } from '../detail/shipment-format';
import { summaryView } from '../detail/shipment-view';
import { countOnTime, countShipmentsByStatus, listShipmentSummaries, type ShipmentListFilter } from './shipment-list.repository';
import type { Db } from '../../../db/db';


/** Statuses of freight that has a carrier: the status counts cover these. */
const BOOKED_STATUSES = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
  ShipmentStatus.Delivered,
  ShipmentStatus.DeliveryConfirmed,
] as const;
/** On-time figures cover open and delivered freight not yet confirmed. */
const ON_TIME_STATUSES = BOOKED_STATUSES.filter((s) => s !== ShipmentStatus.DeliveryConfirmed);

export interface ListInput {
  query?: string;
  origin?: string;
  destination?: string;
  statuses?: number[];
  'statuses[]'?: number[];
  needsUpdates?: boolean;
  sortProperty?: SortProperty;
  sortDirection?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

function mergedStatuses(input: ListInput): number[] | undefined {
  const all = [...(input.statuses ?? []), ...(input['statuses[]'] ?? [])];
  return all.length > 0 ? [...new Set(all)] : undefined;
}

async function list(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  const { rows, totalCount } = await listShipmentSummaries(db, caller, filter, now);
  return { data: rows.map((row) => summaryView(row, caller)), totalCount };
}

/** Trucks API GET shipments: the default statuses unless given; needsUpdates only when asked. */
export function listShipments(db: Db, caller: Caller, input: ListInput, now = new Date()) {
  return list(db, caller, { ...input, statuses: mergedStatuses(input) ?? SHIPMENT_VIEW_FILTERS.booking.statuses, needsUpdates: input.needsUpdates ?? false }, now);
}

/** Portal booking list: what is not given comes from the view's filter set. */
export function listBookings(db: Db, caller: Caller, input: ListInput & { view: ShipmentListView }, now = new Date()) {
  const set = SHIPMENT_VIEW_FILTERS[input.view];
  return list(db, caller, { ...input, statuses: mergedStatuses(input) ?? set.statuses, needsUpdates: input.needsUpdates ?? set.needsUpdates }, now);
}

/** Booked-and-later shipments of the caller with an unresolved problem. */
export function listProblemShipments(db: Db, caller: Caller, input: { query?: string; page: number; pageSize: number }, now = new Date()) {
  return list(
    db,
    caller,
    { ...input, statuses: [...BOOKED_STATUSES], needsUpdates: false, openProblemsOnly: true, sortProperty: 'lastActivity', sortDirection: 'desc' },
    now,
  );
}

export async function getStatusCounts(db: Db, caller: Caller) {
  const counts = await countShipmentsByStatus(db, caller, BOOKED_STATUSES);
  return { data: BOOKED_STATUSES.map((status) => ({ status, displayName: statusName(status), count: counts.get(status) ?? 0 })) };
}

export async function getOnTimeStatusCounts(db: Db, caller: Caller, now = new Date()) {
  return { data: await countOnTime(db, caller, ON_TIME_STATUSES, now) };
}

export function getFilterSets() {
  const describe = (set: { statuses: readonly number[]; needsUpdates: boolean }) => ({
    statuses: [...set.statuses],
    statusNames: set.statuses.map(statusName),
    needsUpdates: set.needsUpdates,
  });
  return { data: { booking: describe(SHIPMENT_VIEW_FILTERS.booking), tracking: describe(SHIPMENT_VIEW_FILTERS.tracking) } };
}
