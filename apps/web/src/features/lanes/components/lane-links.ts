import { paths } from '../../../config/paths';

interface End {
  city: string;
  state: string;
  postalCode: string | null;
}

const placeText = (p: End) => (p.city && p.state ? `${p.city}, ${p.state}` : (p.postalCode ?? ''));

/** The Load Board search for a lane (origin and destination with their radii, one equipment mode). */
export function boardSearchHref(lane: { origin: End; originRadius?: number; destination: End | null; destinationRadius?: number; equipmentMode?: string | null }): string {
  const query: Record<string, string> = { origin: placeText(lane.origin) };
  if (lane.originRadius) query.originRadius = String(lane.originRadius);
  if (lane.destination) query.destination = placeText(lane.destination);
  if (lane.destination && lane.destinationRadius) query.destinationRadius = String(lane.destinationRadius);
  if (lane.equipmentMode) query.equipment = lane.equipmentMode;
  return paths.reloads.getHref(query);
}
