import { LiveEquipmentPage } from '../../../features/lanes/components/live-equipment-page';

/** /live-equipment: post a truck and see its lane matches. */
export function Component() {
  return <LiveEquipmentPage />;
}
