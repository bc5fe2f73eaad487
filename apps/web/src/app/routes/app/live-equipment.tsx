import { LiveEquipmentPage } from '../../../features/live-equipment/components/live-equipment-page';

/** /live-equipment: post a truck and see its lane matches. */
export function Component() {
  return <LiveEquipmentPage />;
}
