import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentSearchResult } from '@portal/domain/shipments/shipment-search-schemas';
import { paths } from '../../../config/paths';

/**
 * Where selecting a search result goes (shipment search): a Draft goes nowhere,
 * Tendering opens the tender, Ready to Book opens the Top Picks detail, anything else opens the
 * all-shipments details.
 */
export function searchResultTarget(result: Pick<ShipmentSearchResult, 'shipmentNumber' | 'status'>): string | null {
  const { shipmentNumber } = result;
  switch (result.status.value) {
    case ShipmentStatus.Draft:
      return null;
    case ShipmentStatus.Tendering:
      return paths.tenders.forShipment.getHref(shipmentNumber);
    case ShipmentStatus.ReadyToBook:
      return paths.availableFreight.detail.getHref(shipmentNumber);
    default:
      return paths.allShipments.previewTab.getHref(shipmentNumber, 'details');
  }
}
