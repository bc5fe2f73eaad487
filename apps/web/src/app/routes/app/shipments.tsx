import { ShipmentListPage } from '../../../features/shipments/components/shipment-list-page';

/**
 * /shipments, the list. The detail is a module of its own (shipment-detail.tsx), so the list's first
 * load does not carry the detail's panels.
 */
export function Component() {
  return <ShipmentListPage />;
}
