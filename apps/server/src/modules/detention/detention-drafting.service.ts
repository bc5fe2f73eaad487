import { detentionAmountCents, detentionHours, detentionStart, hourlyRateFor, DEFAULT_FREE_MINUTES } from '@portal/domain/detention/detention-rules';
import type { EvidencePoint } from '@portal/domain/detention/detention-schemas';
import { ENTER_MILES } from '@portal/domain/stop-arrivals/stop-visits';
import { distanceMiles } from '@portal/domain/tracking-integration/geofence';
import type { Db } from '../../db/db';
import { findRates, findStays, findTerms, findTrackBetween, insertDraft, type StayRow } from './detention.repository';

/** The evidence kept with a draft: at most this many points, spread evenly over the stay. */
const EVIDENCE_MAX_POINTS = 300;

/** The brokerage's free time and the hourly rate of a load's equipment (cents). */
export async function termsFor(db: Db, equipmentType: string | null) {
  const [terms, rates] = await Promise.all([findTerms(db), findRates(db)]);
  return {
    freeMinutes: terms?.free_minutes ?? DEFAULT_FREE_MINUTES,
    hourlyRateCents: hourlyRateFor(
      rates.map((r) => ({ equipmentType: r.equipment_type, hourlyRateCents: r.hourly_rate_cents })),
      equipmentType,
    ),
  };
}

/** The points of the load's track inside the stop's fence between arrival and departure (or now). */
export async function evidenceOf(db: Db, shipmentId: number, stay: Pick<StayRow, 'latitude' | 'longitude'>, from: Date, to: Date): Promise<EvidencePoint[]> {
  const inside = (await findTrackBetween(db, shipmentId, from, to)).filter((p) => distanceMiles(stay, p) <= ENTER_MILES);
  const step = Math.max(1, Math.ceil(inside.length / EVIDENCE_MAX_POINTS));
  return inside
    .filter((_, i) => i % step === 0 || i === inside.length - 1)
    .map((p) => ({ at: p.recorded_at.toISOString(), latitude: p.latitude, longitude: p.longitude, speedMph: p.speed_mph }));
}

/** What a stay at a stop comes to: when detention starts, the hours and the amount, at `now` while it runs. */
export async function stayFigures(db: Db, stay: StayRow, now: Date) {
  const { freeMinutes, hourlyRateCents } = await termsFor(db, stay.equipment_mode);
  const facts = { arrivedAt: stay.arrived_at!, departedAt: stay.departed_at, appointment: stay.appointment };
  const hours = detentionHours(facts, freeMinutes, now);
  return { freeMinutes, hourlyRateCents, hours, amountCents: detentionAmountCents(hours, hourlyRateCents), detentionFrom: detentionStart(facts, freeMinutes) };
}

/**
 * Once a stop's departure is recorded, a stay past the free time becomes a detention draft for the
 * load's carrier, with the hours, the brokerage's rate and the points inside the fence as evidence.
 * A stop gets one draft at most (a discarded one is not drafted again). Answers whether one was drafted.
 */
export async function draftDetentionForStop(db: Db, shipmentId: number, stopId: number, now = new Date()): Promise<boolean> {
  const stay = (await findStays(db, shipmentId)).find((s) => s.id === stopId);
  if (!stay?.arrived_at || !stay.departed_at || stay.carrier_id === null) return false;
  const figures = await stayFigures(db, stay, now);
  if (figures.hours <= 0) return false;
  const evidence = await evidenceOf(db, shipmentId, stay, stay.arrived_at, stay.departed_at);
  const inserted = await insertDraft(db, {
    shipmentId,
    stopId,
    carrierId: stay.carrier_id,
    arrivedAt: stay.arrived_at,
    departedAt: stay.departed_at,
    detentionFrom: figures.detentionFrom,
    freeMinutes: figures.freeMinutes,
    billedMinutes: Math.round(figures.hours * 60),
    hourlyRateCents: figures.hourlyRateCents,
    amountCents: figures.amountCents,
    evidence: JSON.stringify(evidence),
    now,
  });
  return inserted.length > 0 && Number(inserted[0].numInsertedOrUpdatedRows ?? 0) > 0;
}
