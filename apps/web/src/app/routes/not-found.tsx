import { RouteNotFound } from '../../components/route-not-found';

/** /not-found: 'Route Not Found'. */
export function Component() {
  return <RouteNotFound fullPage />;
}
