import { ENTRY_QUERY, paths } from '../config/paths';

/**
 * Query parameters read once, when the app loads (entry redirects), before the
 * router reads the address:
 * - shipment_id (a shipment's id or number) sends the user to the page that looks the shipment up
 *   and opens its available-freight preview (routes/app/shipment-link.tsx);
 * - driverToken is taken out of the address (it must not linger in history) and returned for the
 *   driver mobile entry.
 */
export function readEntryParameters(): { driverToken: string | null } {
  const url = new URL(window.location.href);
  const shipmentId = url.searchParams.get(ENTRY_QUERY.shipmentId);
  const driverToken = url.searchParams.get(ENTRY_QUERY.driverToken);

  if (shipmentId) {
    url.pathname = paths.shipmentLink.key.getHref(shipmentId);
    url.searchParams.delete(ENTRY_QUERY.shipmentId);
  }
  if (driverToken !== null) url.searchParams.delete(ENTRY_QUERY.driverToken);
  if (shipmentId || driverToken !== null) {
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { driverToken: driverToken || null };
}
