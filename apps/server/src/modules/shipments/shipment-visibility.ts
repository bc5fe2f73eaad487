import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';

/**
 * - `visible`: every shipment the caller may look at (detail pages, documents, notes, search);
 * - `own`: the caller's own freight only, without the public load board and open tenders
 *   (the shipment lists and their counts, the Shipments badge).
 */
export type ShipmentScope = 'visible' | 'own';

/** A driver user: signed in as a driver and without the carrier portal (sees only assigned loads). */
export function isDriverUser(caller: Pick<Caller, 'driverId' | 'permissions'>): boolean {
  return caller.driverId !== null && !caller.permissions.includes('CarrierPortal');
}

/**
 * THE shipment visibility rule; every shipment query goes through it. The query must select from
 * `shipments` without an alias (joins are fine).
 *
 * - Brokerage (TMS owner) users: every shipment.
 * - Driver users: shipments of their company assigned to them (shipment_drivers); the company
 *   check keeps a stale assignment from showing a load rebooked to another carrier.
 * - Factoring companies and third-party payers: none (they reach freight through invoices).
 * - Brokers (company isBroker): shipments whose customer is their company, Drafts included.
 * - Carriers (CarrierPortal): shipments booked to them; with scope `visible` also every Ready to
 *   Book shipment (the public load board) and Tendering shipments with a live Sent tender to them
 *   (a Sent tender past expires_at no longer counts, as in the tender counts).
 * - Anyone else: none.
 */
export function applyShipmentVisibility<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB | 'shipments', O>,
  caller: Caller,
  scope: ShipmentScope = 'visible',
): SelectQueryBuilder<Database, TB | 'shipments', O> {
  return qb.where((eb) => visibilityCondition(eb as unknown as ExpressionBuilder<Database, 'shipments'>, caller, scope));
}

function visibilityCondition(eb: ExpressionBuilder<Database, 'shipments'>, caller: Caller, scope: ShipmentScope): Expression<SqlBool> {
  const nothing = sql<SqlBool>`false`;
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (isDriverUser(caller)) {
    return eb.and([
      eb('shipments.carrier_id', '=', caller.companyId),
      eb.exists(
        eb
          .selectFrom('shipment_drivers')
          .select(sql`1`.as('one'))
          .whereRef('shipment_drivers.shipment_id', '=', 'shipments.id')
          .where('shipment_drivers.driver_id', '=', caller.driverId!),
      ),
    ]);
  }
  if (caller.companyKind === 'FactoringCompany' || caller.companyKind === 'ThirdPartyPayer') return nothing;
  if (caller.isBroker) return eb('shipments.customer_id', '=', caller.companyId);
  if (!caller.permissions.includes('CarrierPortal')) return nothing;

  const bookedToCaller = eb('shipments.carrier_id', '=', caller.companyId);
  if (scope === 'own') return bookedToCaller;
  return eb.or([
    bookedToCaller,
    eb('shipments.status', '=', ShipmentStatus.ReadyToBook),
    eb.and([
      eb('shipments.status', '=', ShipmentStatus.Tendering),
      eb.exists(
        eb
          .selectFrom('tenders')
          .select(sql`1`.as('one'))
          .whereRef('tenders.shipment_id', '=', 'shipments.id')
          .where('tenders.carrier_id', '=', caller.companyId)
          .where('tenders.status', '=', TenderOfferStatus.Sent)
          .where('tenders.expires_at', '>', sql<Date>`now()`),
      ),
    ]),
  ]);
}

/**
 * Where shipment_status_counts keeps the caller's `own` shipments (the rule above with scope
 * `own`, read from the counts kept by migration 0007): carriers under their carrier rows, brokers
 * under their customer rows, callers who own none nowhere ('none'). Undefined when only counting
 * shipments can tell: drivers (per assignment) and the brokerage (every shipment).
 */
export function ownStatusCountsKey(caller: Caller): { party: 'carrier' | 'customer'; companyId: number } | 'none' | undefined {
  if (caller.isBrokerage || isDriverUser(caller)) return undefined;
  if (caller.companyKind === 'FactoringCompany' || caller.companyKind === 'ThirdPartyPayer') return 'none';
  if (caller.isBroker) return { party: 'customer', companyId: caller.companyId };
  if (!caller.permissions.includes('CarrierPortal')) return 'none';
  return { party: 'carrier', companyId: caller.companyId };
}
