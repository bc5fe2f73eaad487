import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { EquipmentPage } from '../../../features/equipment/components/equipment-page';

/** /equipment opens the trailers tab; /equipment/trailers and /equipment/power-units are the tabs. */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.equipment.powerUnits.path)) return <EquipmentPage key="PowerUnit" kind="PowerUnit" />;
  if (pathname.startsWith(paths.equipment.trailers.path)) return <EquipmentPage key="Trailer" kind="Trailer" />;
  return <Navigate to={paths.equipment.trailers.getHref()} replace />;
}
