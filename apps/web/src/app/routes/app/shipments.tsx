import { ShipmentListPage } from '../../../features/shipments/components/shipment-list-page';

/** /shipments, the list. The detail is a module of its own (shipment-detail.tsx): the list's first load does not carry its panels. */
export function Component() {
  return <ShipmentListPage />;
}
