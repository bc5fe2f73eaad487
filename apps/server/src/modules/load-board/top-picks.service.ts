import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import type { Caller } from '../../lib/caller';
import { findAvailableByIds } from './freight.repository';
import { freightRow } from './freight-view';
import { placeLabel, roundMiles } from './place-format';
import type { Reason } from '@portal/domain/load-board/load-board-schemas';
import { historyLaneCandidates, liveEquipmentCandidates, reloadCandidates, savedLaneCandidates } from './top-picks.repository';
import type { Db } from '../../db/db';

export const TOP_PICKS_LIMIT = 50;

/**
 * Points per reason kind at zero distance; a reason loses points linearly with its distance over
 * the radius it was found in. A load collects the best reason of each kind; its score is their sum.
 * Deadhead from a posted truck weighs most (the carrier has a truck there now), then a reload (a
 * truck will be there), then a saved lane (stated interest), then history.
 */
export const REASON_POINTS = { deadhead: 40, reload: 35, laneMatch: 30, history: 20 } as const;
/** Extra points when a truck's load ends at one of its desired destinations. */
export const DESIRED_DESTINATION_POINTS = 10;

type Kind = Reason['kind'];
interface Scored {
  reason: Reason;
  points: number;
}

const closeness = (miles: number, radius: number) => Math.max(0, 1 - miles / Math.max(radius, 1));
const round1 = (n: number) => Math.round(n * 10) / 10;
const reason = (kind: Kind, text: string, miles: number | null, refs: Partial<Pick<Reason, 'savedLaneId' | 'liveEquipmentId' | 'laneId' | 'shipmentNumber'>>): Reason => ({
  kind,
  text,
  miles: roundMiles(miles),
  savedLaneId: refs.savedLaneId ?? null,
  liveEquipmentId: refs.liveEquipmentId ?? null,
  laneId: refs.laneId ?? null,
  shipmentNumber: refs.shipmentNumber ?? null,
});

function laneName(lane: { origin_city: string; origin_state: string; destination_city: string | null; destination_state: string | null }) {
  const to = lane.destination_city ? placeLabel({ city: lane.destination_city, state: lane.destination_state }) : 'anywhere';
  return `${placeLabel({ city: lane.origin_city, state: lane.origin_state })} → ${to}`;
}

async function collectReasons(db: Db, caller: Caller, now: Date): Promise<Map<number, Map<Kind, Scored>>> {
  const [saved, trucks, history, reloads] = await Promise.all([
    savedLaneCandidates(db, caller.companyId, now),
    liveEquipmentCandidates(db, caller.companyId, now),
    historyLaneCandidates(db, caller.companyId, now),
    reloadCandidates(db, caller.companyId, now),
  ]);
  const byShipment = new Map<number, Map<Kind, Scored>>();
  const offer = (shipmentId: number, scored: Scored) => {
    const kinds = byShipment.get(shipmentId) ?? new Map<Kind, Scored>();
    const best = kinds.get(scored.reason.kind);
    if (!best || scored.points > best.points) kinds.set(scored.reason.kind, scored);
    byShipment.set(shipmentId, kinds);
  };

  for (const t of trucks) {
    const miles = Number(t.deadhead_miles);
    const truck = t.truck_number ? `truck ${t.truck_number}` : 'your truck';
    const toward = t.has_desired && t.toward_desired;
    // Said from where the distance was measured: the ELD's last position, else the posting.
    const where = t.eld_recorded_at ? `'s ELD position${t.eld_location ? ` near ${t.eld_location}` : ''}` : ` in ${placeLabel(t)}`;
    const text = `${Math.round(miles)} mi deadhead from ${truck}${where}${toward ? ', toward a desired destination' : ''}`;
    const points = REASON_POINTS.deadhead * closeness(miles, AVAILABLE_SHIPMENTS_RADIUS_MILES) + (toward ? DESIRED_DESTINATION_POINTS : 0);
    offer(t.shipment_id, { reason: reason('deadhead', text, miles, { liveEquipmentId: t.equipment_id }), points });
  }
  for (const r of reloads) {
    const miles = Number(r.deadhead_miles);
    const hours = Math.round(Number(r.hours_after_delivery));
    const when = hours < 1 ? 'as it delivers' : `${hours} h after it delivers`;
    const text = `Reload ${Math.round(miles)} mi from the delivery of ${r.active_number} in ${placeLabel({ city: r.destination_city, state: r.destination_state })}, ${r.equipment_mode}, picking up ${when}`;
    offer(r.shipment_id, { reason: reason('reload', text, miles, { shipmentNumber: r.active_number }), points: REASON_POINTS.reload * closeness(miles, AVAILABLE_SHIPMENTS_RADIUS_MILES) });
  }
  for (const l of saved) {
    const originMiles = Number(l.origin_miles);
    const destinationMiles = l.destination_miles === null ? null : Number(l.destination_miles);
    const ends = destinationMiles === null ? '' : `, ${Math.round(destinationMiles)} mi from ${placeLabel({ city: l.destination_city, state: l.destination_state })}`;
    const text = `Matches saved lane ${l.name ?? laneName(l)}: ${Math.round(originMiles)} mi from ${placeLabel({ city: l.origin_city, state: l.origin_state })}${ends}`;
    const fit =
      destinationMiles === null
        ? closeness(originMiles, l.origin_radius_miles)
        : (closeness(originMiles, l.origin_radius_miles) + closeness(destinationMiles, l.destination_radius_miles)) / 2;
    offer(l.shipment_id, { reason: reason('laneMatch', text, originMiles, { savedLaneId: l.lane_id }), points: REASON_POINTS.laneMatch * (0.5 + fit / 2) });
  }
  for (const h of history) {
    const originMiles = Number(h.origin_miles);
    const destinationMiles = Number(h.destination_miles);
    const volume = h.loads_per_week ? ` (${h.loads_per_week} loads/week)` : '';
    const text = `${h.source === 'Declared' ? 'On your declared lane' : 'On a lane you run'} ${laneName(h)}${volume}`;
    const fit = (closeness(originMiles, AVAILABLE_SHIPMENTS_RADIUS_MILES) + closeness(destinationMiles, AVAILABLE_SHIPMENTS_RADIUS_MILES)) / 2;
    offer(h.shipment_id, { reason: reason('history', text, originMiles, { laneId: h.lane_id }), points: REASON_POINTS.history * (0.5 + fit / 2) });
  }
  return byShipment;
}

/**
 * Top Picks: the board's loads ranked for the caller's carrier from its live equipment, reload
 * chains, saved lanes and lane history; each pick says why it was picked.
 */
export async function topPicks(db: Db, caller: Caller, limit = TOP_PICKS_LIMIT, now = new Date()) {
  const byShipment = await collectReasons(db, caller, now);
  if (byShipment.size === 0) return { data: [], totalCount: 0 };
  const ids = [...byShipment.keys()];
  const rows = await findAvailableByIds(db, ids, now);
  const ranked = rows
    .map((row) => {
      const scored = [...byShipment.get(row.id)!.values()].sort((a, b) => b.points - a.points);
      const nearest = scored.map((s) => s.reason.miles).filter((m): m is number => m !== null);
      const base = freightRow(row);
      return {
        ...base,
        originDistanceMiles: nearest.length > 0 ? Math.min(...nearest) : null,
        score: round1(scored.reduce((sum, s) => sum + s.points, 0)),
        reasons: scored.map((s) => s.reason),
      };
    })
    .sort((a, b) => b.score - a.score || a.pickupEarly.localeCompare(b.pickupEarly) || a.id - b.id);
  return { data: ranked.slice(0, limit), totalCount: Math.min(ranked.length, limit) };
}
