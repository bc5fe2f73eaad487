import type { DetentionRequest, EvidencePoint } from '@portal/domain/detention/detention-schemas';
import type { RequestRow, StayRow } from './detention.repository';

const stopText = (stay: Pick<StayRow, 'stop_number' | 'name' | 'city' | 'state'>) => `Stop ${stay.stop_number + 1}: ${stay.name}, ${stay.city}, ${stay.state}`;

/** A stored request as its readers see it; only the load's carrier edits a draft. */
export function requestView(row: RequestRow, stay: StayRow, canEdit: boolean): DetentionRequest {
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    stopId: row.stop_id,
    stop: stopText(stay),
    status: row.status === 'Submitting' ? 'Draft' : (row.status as DetentionRequest['status']),
    arrivedAt: row.arrived_at.toISOString(),
    departedAt: row.departed_at.toISOString(),
    appointment: stay.appointment?.toISOString() ?? null,
    detentionFrom: row.detention_from.toISOString(),
    freeMinutes: row.free_minutes,
    hours: row.billed_minutes / 60,
    hourlyRate: row.hourly_rate_cents / 100,
    amount: row.amount_cents / 100,
    note: row.note,
    evidence: (Array.isArray(row.evidence) ? row.evidence : []) as EvidencePoint[],
    caseNumber: row.case_number,
    canEdit: canEdit && row.status === 'Draft',
  };
}

/** A stay still running past its free time: what it would come to now, stored nowhere yet. */
export function runningView(
  stay: StayRow,
  shipmentId: number,
  figures: { freeMinutes: number; hourlyRateCents: number; hours: number; amountCents: number; detentionFrom: Date },
  evidence: EvidencePoint[],
): DetentionRequest {
  return {
    id: null,
    shipmentId,
    stopId: stay.id,
    stop: stopText(stay),
    status: 'Running',
    arrivedAt: stay.arrived_at!.toISOString(),
    departedAt: null,
    appointment: stay.appointment?.toISOString() ?? null,
    detentionFrom: figures.detentionFrom.toISOString(),
    freeMinutes: figures.freeMinutes,
    hours: figures.hours,
    hourlyRate: figures.hourlyRateCents / 100,
    amount: figures.amountCents / 100,
    note: '',
    evidence,
    caseNumber: null,
    canEdit: false,
  };
}

/** The case's description: the stay in words, for the brokerage's staff reading the request. */
export function caseDescription(view: DetentionRequest, note: string): string {
  const lines = [
    `Detention at ${view.stop}: arrived ${view.arrivedAt}, departed ${view.departedAt}, free time ${view.freeMinutes} min, detention from ${view.detentionFrom}.`,
    `${view.hours.toFixed(2)} h at $${view.hourlyRate.toFixed(2)}/h = $${view.amount.toFixed(2)}. Evidence: ${view.evidence.length} positions inside the stop's geofence, kept with the load's detention request.`,
  ];
  if (note) lines.push(note);
  return lines.join('\n');
}
