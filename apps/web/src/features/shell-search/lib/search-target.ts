import { canAccess, ROUTE_ACCESS, type AccessSubject } from '@portal/domain/auth/access';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentSearchResult } from '@portal/domain/shipments/shipment-search-schemas';
import { paths } from '../../../config/paths';

/**
 * Where selecting a search result goes (shipment search): a Draft goes nowhere,
 * Tendering opens the tender, Ready to Book opens the Top Picks detail, anything else opens the
 * all-shipments details. A user refused the tender's or the load board's area (a broker for Top
 * Picks, the brokerage's staff for both) gets the all-shipments details instead
 * (docs/decisions/0289-a-search-result-the-user-cannot-open-falls-back-to-the-shipment-details.md).
 */
export function searchResultTarget(result: Pick<ShipmentSearchResult, 'shipmentNumber' | 'status'>, user: AccessSubject | null | undefined): string | null {
  const { shipmentNumber } = result;
  const details = paths.allShipments.previewTab.getHref(shipmentNumber, 'details');
  switch (result.status.value) {
    case ShipmentStatus.Draft:
      return null;
    case ShipmentStatus.Tendering:
      return canAccess(user, ROUTE_ACCESS.tenders) ? paths.tenders.forShipment.getHref(shipmentNumber) : details;
    case ShipmentStatus.ReadyToBook:
      return canAccess(user, ROUTE_ACCESS.availableFreight) ? paths.availableFreight.detail.getHref(shipmentNumber) : details;
    default:
      return details;
  }
}
