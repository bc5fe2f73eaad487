import { useLocation, useParams } from 'react-router';
import { CreateLocationPage } from '../../../features/locations/components/create-location-page';
import { EditLocationPage } from '../../../features/locations/components/edit-location-page';
import { LocationsListPage } from '../../../features/locations/components/locations-list-page';
import { RouteNotFound } from '../../../components/route-not-found';

/** The locations area: /locations, /locations/create and /locations/{locationId}/edit. */
export function Component() {
  const { locationId } = useParams();
  const { pathname } = useLocation();
  if (locationId === undefined) return pathname.replace(/\/+$/, '').endsWith('/create') ? <CreateLocationPage /> : <LocationsListPage />;
  const id = Number(locationId);
  if (!Number.isInteger(id) || id <= 0) return <RouteNotFound />;
  return <EditLocationPage key={id} locationId={id} />;
}
