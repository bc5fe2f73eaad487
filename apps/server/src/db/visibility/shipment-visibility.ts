import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Caller } from '../../lib/caller';
import type { Database } from '../database';
import type { VisibilityRule } from './apply-visibility';

/** A driver user: signed in as a driver and without the carrier portal (sees only assigned loads). */
export function isDriverUser(caller: Pick<Caller, 'driverId' | 'permissions'>): boolean {
  return caller.driverId !== null && !caller.permissions.includes('CarrierPortal');
}

/**
 * The caller's own freight: what the shipment lists and their counts show (and the Shipments badge).
 *
 * - Brokerage (TMS owner) users: every shipment.
 * - Driver users: shipments of their company assigned to them (shipment_drivers); the company
 *   check keeps a stale assignment from showing a load rebooked to another carrier.
 * - Factoring companies and third-party payers: none (they reach freight through invoices).
 * - Brokers (company isBroker): shipments whose customer is their company, Drafts included.
 * - Carriers (CarrierPortal): shipments booked to them.
 * - Anyone else, and anyone refused the shipments area: none.
 */
export const ownShipments: VisibilityRule<'shipments'> = (eb, caller) => shipmentCondition(eb, caller, false);

/**
 * Every shipment the caller may look at (detail pages, documents, notes, search): its own freight,
 * and for carriers also every Ready to Book shipment (the public load board) and Tendering
 * shipments with a live Sent tender to them (a Sent tender past expires_at no longer counts, as in
 * the tender counts).
 */
export const visibleShipments: VisibilityRule<'shipments'> = (eb, caller) => shipmentCondition(eb, caller, true);

function shipmentCondition(eb: ExpressionBuilder<Database, 'shipments'>, caller: Caller, withOffered: boolean): Expression<SqlBool> {
  const nothing = sql<SqlBool>`false`;
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.shipments)) return nothing;
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
  if (!withOffered) return bookedToCaller;
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
