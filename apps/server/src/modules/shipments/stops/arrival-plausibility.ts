import { implausibleArrivalText, judgeArrival } from '@portal/domain/shipments/plausible-stop-time';
import { IMPLAUSIBLE_ARRIVAL } from '@portal/domain/shipments/shipment-messages';
import type { ShipmentStopsRow } from '../../../db/database';
import type { Caller } from '../../../lib/caller';
import { HttpProblem } from '../../../lib/problem';
import { activityClauses, confirmedBy, implausibleArrival } from '@portal/domain/shipments/activity-texts';

/**
 * The plausibility rule of an arrival (packages/domain plausible-stop-time.ts) against the departure
 * from the stop before: null when plausible or there is no previous departure. Implausible and not
 * confirmed: a 409 problem asking for confirmation (code ImplausibleArrival, with the numbers).
 * Implausible and confirmed: the flag to record on the stop, naming who confirmed it.
 */
export function arrivalFlag(input: { caller: Caller; previous: ShipmentStopsRow | undefined; stop: ShipmentStopsRow; stopText: string; arrivedAt: Date; confirmed: boolean }): string | null {
  const { previous, stop } = input;
  if (!previous?.departed_at) return null;
  const judged = judgeArrival({ from: previous, departedAt: previous.departed_at, to: stop, arrivedAt: input.arrivedAt });
  if (judged.plausible) return null;
  const text = implausibleArrivalText(judged, previous.stop_number + 1);
  if (!input.confirmed) {
    throw new HttpProblem(409, 'Conflict', IMPLAUSIBLE_ARRIVAL({ stop: input.stopText, judgement: text }), {
      confirmationRequired: true,
      miles: judged.miles,
      minutes: judged.minutes,
      minimumMinutes: judged.minimumMinutes,
    });
  }
  return activityClauses(implausibleArrival(text), confirmedBy(`${input.caller.firstName} ${input.caller.lastName}`.trim() || input.caller.email));
}
