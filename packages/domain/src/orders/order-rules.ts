import { HAZMAT_ACCESSORIAL } from '../rates/booking-rules';
import type { StopType } from './modes';
import { suggestFreightClass, type FreightClass } from './freight-class';

/** One broken rule: where (a path under the order) and what to tell the user. */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** At least one pickup first and one dropoff last (so any order of two or more stops). */
export function stopSequenceIssues(stops: readonly { stopType: StopType }[]): RuleIssue[] {
  if (stops.length < 2) return [{ path: ['stops'], message: 'An order needs at least one pickup and one dropoff' }];
  const issues: RuleIssue[] = [];
  if (stops[0].stopType !== 'Pickup') issues.push({ path: ['stops', 0, 'stopType'], message: 'The first stop must be a pickup' });
  const last = stops.length - 1;
  if (stops[last].stopType !== 'Dropoff') issues.push({ path: ['stops', last, 'stopType'], message: 'The last stop must be a dropoff' });
  return issues;
}

export interface StopWindow {
  earlyDateTime?: string | null;
  lateDateTime?: string | null;
  appointmentDateTime?: string | null;
}

const instant = (value: string | null | undefined) => (value ? Date.parse(value) : undefined);

/** early <= appointment <= late, each compared only when both ends are given. */
export function stopWindowIssues(stop: StopWindow): RuleIssue[] {
  const early = instant(stop.earlyDateTime);
  const late = instant(stop.lateDateTime);
  const appointment = instant(stop.appointmentDateTime);
  const issues: RuleIssue[] = [];
  if (early !== undefined && late !== undefined && late < early) issues.push({ path: ['lateDateTime'], message: 'The late time must not be before the early time' });
  if (appointment !== undefined && early !== undefined && appointment < early) issues.push({ path: ['appointmentDateTime'], message: 'The appointment must not be before the early time' });
  if (appointment !== undefined && late !== undefined && appointment > late) issues.push({ path: ['appointmentDateTime'], message: 'The appointment must not be after the late time' });
  return issues;
}

/** A reefer order needs its set temperature and how the unit runs. */
export function reeferIssues(order: { equipmentMode: string; reeferTemperature?: number | null; reeferMode?: string | null }): RuleIssue[] {
  if (order.equipmentMode !== 'Reefer') return [];
  const issues: RuleIssue[] = [];
  if (order.reeferTemperature == null) issues.push({ path: ['reeferTemperature'], message: 'A reefer order needs a temperature' });
  if (!order.reeferMode) issues.push({ path: ['reeferMode'], message: 'A reefer order needs a reefer mode' });
  return issues;
}

export interface HazmatFields {
  isHazmat?: boolean | null;
  hazmatUnNumber?: string | null;
  hazmatClass?: string | null;
  hazmatPackingGroup?: string | null;
}

/** A line is hazmat when it says so or carries any hazmat field. */
export function isHazmatLine(line: HazmatFields): boolean {
  return !!line.isHazmat || !!line.hazmatUnNumber || !!line.hazmatClass || !!line.hazmatPackingGroup;
}

/** A hazmat line needs its UN number, hazard class and packing group. */
export function hazmatLineIssues(line: HazmatFields): RuleIssue[] {
  if (!isHazmatLine(line)) return [];
  const issues: RuleIssue[] = [];
  if (!line.hazmatUnNumber) issues.push({ path: ['hazmatUnNumber'], message: 'A hazmat line needs a UN number' });
  if (!line.hazmatClass) issues.push({ path: ['hazmatClass'], message: 'A hazmat line needs a hazard class' });
  if (!line.hazmatPackingGroup) issues.push({ path: ['hazmatPackingGroup'], message: 'A hazmat line needs a packing group' });
  return issues;
}

/** An order with a hazmat line needs the emergency contact the carrier calls. */
export function hazmatContactIssues(order: { hazmatEmergencyContactInfo?: string | null }, lines: readonly HazmatFields[]): RuleIssue[] {
  if (!lines.some(isHazmatLine) || order.hazmatEmergencyContactInfo) return [];
  return [{ path: ['hazmatEmergencyContactInfo'], message: 'An order with hazmat lines needs a hazmat emergency contact' }];
}

/** The Hazmat accessorial follows the lines: added when one is hazmat (so spot bookings keep it). */
export function accessorialsForLines(accessorials: readonly string[], lines: readonly HazmatFields[]): string[] {
  const unique = [...new Set(accessorials)];
  if (lines.some(isHazmatLine) && !unique.some((a) => a.toLowerCase() === HAZMAT_ACCESSORIAL.toLowerCase())) unique.push(HAZMAT_ACCESSORIAL);
  return unique;
}

export interface ClassedLine {
  freightClass?: FreightClass | null;
  totalWeight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  palletCount?: number | null;
  packageCount?: number | null;
}

/**
 * The freight class an LTL line travels at: its own, else the one its density suggests (handling
 * units are pallets, else packages). Undefined when neither is known. Other modes keep what they have.
 */
export function lineFreightClass(shippingMode: string, line: ClassedLine): FreightClass | undefined {
  if (line.freightClass) return line.freightClass;
  if (shippingMode !== 'LTL') return undefined;
  return suggestFreightClass({ totalWeight: line.totalWeight, length: line.length, width: line.width, height: line.height, units: line.palletCount || line.packageCount });
}

/** An LTL line needs a class, given or suggested from its weight and dimensions. */
export function ltlClassIssues(shippingMode: string, line: ClassedLine): RuleIssue[] {
  if (shippingMode !== 'LTL' || lineFreightClass(shippingMode, line)) return [];
  return [{ path: ['freightClass'], message: 'An LTL line needs a freight class, or its weight and dimensions so one can be suggested' }];
}
