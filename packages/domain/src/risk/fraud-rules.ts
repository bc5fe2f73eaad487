import { distanceMiles, type LatLon } from '../tracking-integration/geofence';
import type { FraudSignalKind } from './fraud-signal-kinds';

export { FRAUD_SIGNAL_KINDS, FRAUD_SIGNAL_STATUSES, type FraudSignalKind, type FraudSignalStatus } from './fraud-signal-kinds';

/**
 * Fraud signals: the patterns of this trade's usual schemes (identity take-over, payment diversion,
 * re-brokering, overbooking) read from what the TMS already holds. Each rule here is pure: the
 * server gathers the facts, a rule says whether they make a signal and writes its evidence, the
 * facts as data and one sentence a person reads.
 */

/** How recent a payee change still counts. */
export const PAYEE_CHANGE_WINDOW_DAYS = 30;
/** How long before a booking a new device of an admin counts as "right before". */
export const NEW_DEVICE_WINDOW_HOURS = 24;
/** How close to the pickup the truck's position is compared with it, and how far counts as too far. */
export const PICKUP_APPROACH_HOURS = 3;
export const FAR_FROM_PICKUP_MILES = 150;
/** A position older than this says nothing about where the truck is now. */
export const POSITION_FRESH_HOURS = 6;

/** What a rule found: the key that tells it from its siblings, the facts and the sentence. */
export interface SignalFinding {
  kind: FraudSignalKind;
  carrierId: number;
  shipmentId: number | null;
  /** What the signal is about within its carrier and load (a VIN, a user, a payee change); '' when nothing more. */
  subject: string;
  evidence: Record<string, unknown>;
  summary: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Active loads one power unit can account for. Loads count as active from Booked, which carriers
 * do up to a week ahead, and a truck hauls about one load a day: so a week of one truck's work is
 * in hand before it is overbooked. Below that the rule would flag every busy honest carrier.
 */
export const LOADS_PER_POWER_UNIT = 7;

/** 1. More loads in hand than the fleet can haul: a carrier with no truck at all, or past a week's work for each. */
export function overbooking(carrier: { carrierId: number; carrierName: string; activeLoads: number; powerUnits: number }): SignalFinding | null {
  const capacity = carrier.powerUnits * LOADS_PER_POWER_UNIT;
  if (carrier.activeLoads <= capacity) return null;
  return {
    kind: 'Overbooked',
    carrierId: carrier.carrierId,
    shipmentId: null,
    subject: '',
    evidence: { activeLoads: carrier.activeLoads, powerUnits: carrier.powerUnits, loadsPerPowerUnit: LOADS_PER_POWER_UNIT, capacity },
    summary:
      carrier.powerUnits === 0
        ? `${carrier.carrierName} has ${carrier.activeLoads} active load${carrier.activeLoads === 1 ? '' : 's'} (Booked to At Stop) and no power unit in its equipment.`
        : `${carrier.carrierName} has ${carrier.activeLoads} active loads (Booked to At Stop) for ${carrier.powerUnits} power unit${carrier.powerUnits === 1 ? '' : 's'}, more than ${LOADS_PER_POWER_UNIT} a truck.`,
  };
}

export interface PayeeChangeFact {
  id: number;
  invoiceNumber: string;
  fromPayee: string | null;
  toPayee: string | null;
  status: string;
  requestedAt: Date;
  decidedAt: Date | null;
}

/** 2. Who the carrier is paid to changed (or a change was asked for) within the window. */
export function payeeChanges(carrier: { carrierId: number; carrierName: string }, changes: readonly PayeeChangeFact[], now: Date): SignalFinding[] {
  const since = now.getTime() - PAYEE_CHANGE_WINDOW_DAYS * DAY_MS;
  return changes
    .filter((c) => (c.status === 'Confirmed' || c.status === 'Pending') && (c.decidedAt ?? c.requestedAt).getTime() >= since)
    .map((c) => ({
      kind: 'PayeeChanged' as const,
      carrierId: carrier.carrierId,
      shipmentId: null,
      subject: `payee-change:${c.id}`,
      evidence: { payeeChangeId: c.id, invoiceNumber: c.invoiceNumber, from: c.fromPayee, to: c.toPayee, status: c.status, requestedAt: c.requestedAt.toISOString() },
      summary: `${carrier.carrierName}'s payee on invoice ${c.invoiceNumber} ${c.status === 'Pending' ? 'is asked to change' : 'changed'} from ${c.fromPayee ?? 'the carrier'} to ${c.toPayee ?? 'the carrier'} on ${c.requestedAt.toISOString().slice(0, 10)}.`,
    }));
}

/** Addresses anyone may open; a company using one has no domain of its own to compare with. */
const PUBLIC_MAIL_DOMAINS = new Set(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'aol.com', 'icloud.com', 'proton.me', 'protonmail.com', 'live.com', 'msn.com']);

/** The part after @, lower case; null for something that is not an address. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).trim().toLowerCase();
}

/** The company's own domain: that of its address, unless it is a public mailbox. */
export function companyDomain(companyEmail: string | null | undefined): string | null {
  const domain = emailDomain(companyEmail);
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
}

/** The same organisation: equal, or one a sub-domain of the other (mail.acme.com and acme.com). */
function sameOrganisation(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

export interface PersonFact {
  kind: 'User' | 'Contact';
  id: number;
  name: string;
  email: string;
  addedAt: Date;
}

/** How recently a person must have been added for their address to be judged. */
export const NEW_PERSON_WINDOW_DAYS = 30;

/**
 * 3. A user or contact added lately whose address is at a domain the carrier did not use: neither
 * its own address's nor that of anyone it had before. People added before the window set what the
 * company's domains are (a carrier whose staff always wrote from another domain is not flagged for it).
 */
export function foreignEmailDomains(carrier: { carrierId: number; carrierName: string; companyEmail: string | null }, people: readonly PersonFact[], now: Date): SignalFinding[] {
  const since = now.getTime() - NEW_PERSON_WINDOW_DAYS * DAY_MS;
  const own = companyDomain(carrier.companyEmail);
  const established = new Set<string>(own ? [own] : []);
  for (const person of people) {
    const domain = emailDomain(person.email);
    if (domain && person.addedAt.getTime() < since && !PUBLIC_MAIL_DOMAINS.has(domain)) established.add(domain);
  }
  if (established.size === 0) return [];
  const known = [...established];
  const findings: SignalFinding[] = [];
  for (const person of people) {
    const domain = emailDomain(person.email);
    if (!domain || person.addedAt.getTime() < since || known.some((d) => sameOrganisation(domain, d))) continue;
    findings.push({
      kind: 'ForeignEmailDomain',
      carrierId: carrier.carrierId,
      shipmentId: null,
      subject: `${person.kind.toLowerCase()}:${person.id}:${person.email.toLowerCase()}`,
      evidence: { person: person.kind, personId: person.id, name: person.name, email: person.email, emailDomain: domain, companyDomains: known, addedAt: person.addedAt.toISOString() },
      summary: `${person.kind} ${person.name} (${person.email}) was added to ${carrier.carrierName} on ${person.addedAt.toISOString().slice(0, 10)} with the domain ${domain}, unlike the company's ${known.join(', ')}.`,
    });
  }
  return findings;
}

export interface SessionFact {
  createdAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** One device: its browser string, or its address when the browser sent none. */
function deviceOf(session: SessionFact): string {
  return (session.userAgent ?? '').trim().toLowerCase() || `ip:${session.ip ?? ''}`;
}

/**
 * 4. An admin of the carrier signed in from a device never seen before, within the window before
 * the booking they made: an account taken over to book loads looks like this.
 */
export function newDeviceBeforeBooking(
  booking: { carrierId: number; shipmentId: number; shipmentNumber: string; bookedAt: Date; userId: number; userEmail: string; isAdmin: boolean },
  sessions: readonly SessionFact[],
): SignalFinding | null {
  if (!booking.isAdmin) return null;
  const booked = booking.bookedAt.getTime();
  const windowStart = booked - NEW_DEVICE_WINDOW_HOURS * HOUR_MS;
  const ordered = [...sessions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const seen = new Set<string>();
  for (const session of ordered) {
    const at = session.createdAt.getTime();
    if (at > booked) break;
    const device = deviceOf(session);
    if (!seen.has(device) && at >= windowStart && seen.size > 0) {
      const hoursBefore = Math.round(((booked - at) / HOUR_MS) * 10) / 10;
      return {
        kind: 'NewDeviceBeforeBooking',
        carrierId: booking.carrierId,
        shipmentId: booking.shipmentId,
        subject: `user:${booking.userId}`,
        evidence: { userId: booking.userId, userEmail: booking.userEmail, device: session.userAgent, ip: session.ip, signedInAt: session.createdAt.toISOString(), bookedAt: booking.bookedAt.toISOString(), hoursBefore },
        summary: `Admin ${booking.userEmail} signed in from a new device ${hoursBefore} h before booking ${booking.shipmentNumber}.`,
      };
    }
    seen.add(device);
  }
  return null;
}

export interface UnitFact {
  carrierId: number;
  carrierName: string;
  unitNumber: string;
  vin: string | null;
  licensePlate: string | null;
  licenseState: string | null;
}

function normalized(value: string | null): string | null {
  const v = value?.replace(/[\s-]/g, '').toUpperCase();
  return v ? v : null;
}

/** 5. The same VIN, or the same plate in the same state, on units of two carriers or more: one signal per carrier and vehicle. */
export function sharedVehicles(units: readonly UnitFact[]): SignalFinding[] {
  const groups = new Map<string, UnitFact[]>();
  for (const unit of units) {
    const vin = normalized(unit.vin);
    const plate = normalized(unit.licensePlate);
    const keys = [vin ? `vin:${vin}` : null, plate ? `plate:${normalized(unit.licenseState) ?? ''}:${plate}` : null];
    for (const key of keys) {
      if (!key) continue;
      const group = groups.get(key) ?? [];
      group.push(unit);
      groups.set(key, group);
    }
  }
  const findings: SignalFinding[] = [];
  for (const [key, group] of groups) {
    const carriers = new Set(group.map((u) => u.carrierId));
    if (carriers.size < 2) continue;
    const [what, ...rest] = key.split(':');
    const value = rest.filter((part) => part !== '').join(' ');
    const label = what === 'vin' ? `VIN ${value}` : `Plate ${value}`;
    for (const unit of group) {
      const others = group.filter((u) => u.carrierId !== unit.carrierId);
      findings.push({
        kind: 'SharedVehicle',
        carrierId: unit.carrierId,
        shipmentId: null,
        subject: key,
        evidence: { match: what, value, unitNumber: unit.unitNumber, otherCarriers: others.map((o) => ({ carrierId: o.carrierId, carrierName: o.carrierName, unitNumber: o.unitNumber })) },
        summary: `${label} of ${unit.carrierName}'s unit ${unit.unitNumber} is also on ${[...new Set(others.map((o) => `${o.carrierName} (unit ${o.unitNumber})`))].join(', ')}.`,
      });
    }
  }
  return findings;
}

/** 6. The load's truck is far from the pickup although the appointment is near. */
export function truckFarFromPickup(
  load: { carrierId: number; shipmentId: number; shipmentNumber: string; pickupAt: Date; pickup: LatLon & { city: string; state: string }; position: (LatLon & { at: Date }) | null },
  now: Date,
): SignalFinding | null {
  const untilPickup = load.pickupAt.getTime() - now.getTime();
  if (!load.position || untilPickup < 0 || untilPickup > PICKUP_APPROACH_HOURS * HOUR_MS) return null;
  if (now.getTime() - load.position.at.getTime() > POSITION_FRESH_HOURS * HOUR_MS) return null;
  const miles = Math.round(distanceMiles(load.position, load.pickup));
  if (miles <= FAR_FROM_PICKUP_MILES) return null;
  const hours = Math.round((untilPickup / HOUR_MS) * 10) / 10;
  return {
    kind: 'TruckFarFromPickup',
    carrierId: load.carrierId,
    shipmentId: load.shipmentId,
    subject: '',
    evidence: { miles, hoursToPickup: hours, pickupAt: load.pickupAt.toISOString(), pickup: `${load.pickup.city}, ${load.pickup.state}`, latitude: load.position.latitude, longitude: load.position.longitude, positionAt: load.position.at.toISOString() },
    summary: `The truck on ${load.shipmentNumber} was ${miles} miles from the pickup in ${load.pickup.city}, ${load.pickup.state} with ${hours} h to the appointment.`,
  };
}

/** A shipment number written in a text on its own (not inside a longer number). */
export function mentionsNumber(text: string, shipmentNumber: string): boolean {
  const escaped = shipmentNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`, 'i').test(text);
}

/** 7. The booked load's number on a document of another carrier: the load was passed on. */
export function reTenderedLoad(
  load: { carrierId: number; shipmentId: number; shipmentNumber: string; carrierName: string },
  documents: readonly { id: string; name: string; carrierId: number; carrierName: string; uploadedAt: Date }[],
): SignalFinding | null {
  const found = documents.filter((d) => d.carrierId !== load.carrierId && mentionsNumber(d.name, load.shipmentNumber));
  if (found.length === 0) return null;
  return {
    kind: 'LoadReTendered',
    carrierId: load.carrierId,
    shipmentId: load.shipmentId,
    subject: '',
    evidence: { shipmentNumber: load.shipmentNumber, documents: found.map((d) => ({ documentId: d.id, name: d.name, carrierId: d.carrierId, carrierName: d.carrierName, uploadedAt: d.uploadedAt.toISOString() })) },
    summary: `${load.shipmentNumber}, booked by ${load.carrierName}, appears on ${found.length === 1 ? 'a document' : `${found.length} documents`} of ${[...new Set(found.map((d) => d.carrierName))].join(', ')} (${found.map((d) => d.name).join(', ')}).`,
  };
}
