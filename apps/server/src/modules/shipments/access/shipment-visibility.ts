import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { Caller } from '../../../lib/caller';
import { isDriverUser } from '../../../db/visibility/shipment-visibility';

/**
 * Which shipment rule a read uses (db/visibility/shipment-visibility.ts):
 * - `visible`: every shipment the caller may look at (detail pages, documents, notes, search);
 * - `own`: the caller's own freight only, without the public load board and open tenders
 *   (the shipment lists and their counts, the Shipments badge).
 */
export type ShipmentScope = 'visible' | 'own';

/**
 * Where shipment_status_counts keeps the caller's `own` shipments (the `ownShipments` rule, read from
 * the counts kept by migration 0007): carriers under their carrier rows, brokers under their
 * customer rows, callers who own none nowhere ('none'). Undefined when only counting
 * shipments can tell: drivers (per assignment) and the brokerage (every shipment).
 */
export function ownStatusCountsKey(caller: Caller): { party: 'carrier' | 'customer'; companyId: number } | 'none' | undefined {
  if (caller.isBrokerage || isDriverUser(caller)) return undefined;
  if (!canAccess(caller, ROUTE_ACCESS.shipments)) return 'none';
  if (caller.companyKind === 'FactoringCompany' || caller.companyKind === 'ThirdPartyPayer') return 'none';
  if (caller.isBroker) return { party: 'customer', companyId: caller.companyId };
  if (!caller.permissions.includes('CarrierPortal')) return 'none';
  return { party: 'carrier', companyId: caller.companyId };
}
