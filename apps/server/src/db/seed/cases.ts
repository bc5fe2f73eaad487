import type { Insertable } from 'kysely';
import {
  CASE_STATUSES, CASE_TYPES, CarrierCaseResolutionType, CasePriority, CaseSource, CaseStatus, CaseType,
} from '@portal/domain/cases/case-status';
import { displayName } from '@portal/domain/common/enum';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { CaseHistoryTable, CaseInvolvedPartiesTable, CasesTable } from '../database';
import type { CarrierKey, Companies, SeedContext, UserRef, Users } from './context';
import { money, type ShipmentPlan } from './shipment-plan';
import { DAY, HOUR, MINUTE, Rng, addMs, dollars, insertAll, minDate } from './support';
import type { Db } from '../db';

/** A case as the other parts need it: the charge a paid case adds, and what notes can refer to. */
export interface CasePlan {
  id: number;
  number: string;
  shipment: ShipmentPlan;
  carrier: CarrierKey;
  type: CaseType;
  status: CaseStatus;
  resolution: CarrierCaseResolutionType;
  createdAt: Date;
  /** Paid cases: the charge line (rate times units) added to the shipment. */
  charge: { description: string; chargeTypeName: string; rateCents: number; units: number } | null;
}

interface CaseSpec {
  carrier: CarrierKey;
  type: CaseType;
  status: CaseStatus;
  resolution?: CarrierCaseResolutionType;
  /** Which loads: recently delivered (open cases), older confirmed ones (settled cases) or voided ones (TONU). */
  on: 'recent' | 'older' | 'voided';
}

const T = CaseType;
const C = CaseStatus;
const R = CarrierCaseResolutionType;

const SPECS: readonly CaseSpec[] = [
  { carrier: 'blueRidge', type: T.Detention, status: C.New, on: 'recent' },
  { carrier: 'blueRidge', type: T.Detention, status: C.New, on: 'recent' },
  { carrier: 'blueRidge', type: T.Lumper, status: C.New, on: 'recent' },
  { carrier: 'blueRidge', type: T.Layover, status: C.New, on: 'recent' },
  { carrier: 'blueRidge', type: T.TruckOrderNotUsed, status: C.New, on: 'voided' },
  { carrier: 'blueRidge', type: T.Detention, status: C.InitialRequestSentToCustomer, on: 'recent' },
  { carrier: 'blueRidge', type: T.Damage, status: C.InitialRequestSentToCustomer, on: 'recent' },
  { carrier: 'blueRidge', type: T.Layover, status: C.FollowUpSentToCustomer, on: 'recent' },
  { carrier: 'blueRidge', type: T.Detention, status: C.OnHoldBrokerUpdatePending, on: 'recent' },
  { carrier: 'blueRidge', type: T.Lumper, status: C.OnHoldCarrierDocumentsPending, on: 'recent' },
  { carrier: 'blueRidge', type: T.Detention, status: C.OnHoldCarrierTrackingInfoPending, on: 'recent' },
  { carrier: 'blueRidge', type: T.Detention, status: C.Resolved, resolution: R.Paid, on: 'older' },
  { carrier: 'blueRidge', type: T.Lumper, status: C.Resolved, resolution: R.Paid, on: 'older' },
  { carrier: 'blueRidge', type: T.Layover, status: C.Resolved, resolution: R.Paid, on: 'older' },
  { carrier: 'blueRidge', type: T.Detention, status: C.Resolved, resolution: R.Paid, on: 'older' },
  { carrier: 'blueRidge', type: T.TruckOrderNotUsed, status: C.Resolved, resolution: R.Paid, on: 'voided' },
  { carrier: 'blueRidge', type: T.Detention, status: C.Resolved, resolution: R.Declined, on: 'older' },
  { carrier: 'blueRidge', type: T.Damage, status: C.Resolved, resolution: R.Declined, on: 'older' },
  { carrier: 'blueRidge', type: T.Lumper, status: C.Resolved, resolution: R.Declined, on: 'older' },
  { carrier: 'blueRidge', type: T.Lumper, status: C.Voided, on: 'older' },
  { carrier: 'loneStar', type: T.Detention, status: C.New, on: 'recent' },
  { carrier: 'greatLakes', type: T.Lumper, status: C.Resolved, resolution: R.Paid, on: 'older' },
  { carrier: 'pacificCoast', type: T.Layover, status: C.InitialRequestSentToCustomer, on: 'recent' },
  { carrier: 'mapleLeaf', type: T.Detention, status: C.OnHoldBrokerUpdatePending, on: 'recent' },
  { carrier: 'rustyWheels', type: T.Damage, status: C.Resolved, resolution: R.Declined, on: 'older' },
];

/** The steps a case took to reach its status. */
const PATH: Record<CaseStatus, readonly CaseStatus[]> = {
  [C.New]: [],
  [C.InitialRequestSentToCustomer]: [C.InitialRequestSentToCustomer],
  [C.FollowUpSentToCustomer]: [C.InitialRequestSentToCustomer, C.FollowUpSentToCustomer],
  [C.OnHoldBrokerUpdatePending]: [C.InitialRequestSentToCustomer, C.OnHoldBrokerUpdatePending],
  [C.OnHoldCarrierDocumentsPending]: [C.OnHoldCarrierDocumentsPending],
  [C.OnHoldCarrierTrackingInfoPending]: [C.OnHoldCarrierTrackingInfoPending],
  [C.Resolved]: [C.InitialRequestSentToCustomer, C.Resolved],
  [C.Voided]: [C.Voided],
};

const statusName = (status: number) => displayName(CASE_STATUSES, status) ?? String(status);
const typeName = (type: number) => displayName(CASE_TYPES, type) ?? String(type);
const fullName = (user: UserRef) => `${user.firstName} ${user.lastName}`;

/** Cases on delivered (and a few voided) loads, with involved parties and a history row for every change. */
export async function seedCases(db: Db, ctx: SeedContext, companies: Companies, users: Users, plans: readonly ShipmentPlan[]): Promise<CasePlan[]> {
  const { ids, now } = ctx;
  const rng = Rng.for('cases');
  const used = new Set<number>();

  const longestDwell = (plan: ShipmentPlan) => Math.max(0, ...plan.dwellMinutes);
  const choose = (spec: CaseSpec): ShipmentPlan => {
    const pool = plans
      .filter((p) => p.carrier === spec.carrier && !used.has(p.id) && !p.tripKey)
      .filter((p) =>
        spec.on === 'voided' ? p.status === ShipmentStatus.Voided
          : spec.on === 'recent' ? p.status === ShipmentStatus.Delivered
            : p.status === ShipmentStatus.DeliveryConfirmed && p.deliveredAt!.getTime() < now.getTime() - 15 * DAY);
    const fitting = pool.filter((p) =>
      spec.type === T.Detention ? longestDwell(p) >= 200
        : spec.type === T.Lumper ? p.stops.some((s) => s.type === 'Dropoff' && s.facility.lumpersAvailable)
          : true);
    const list = fitting.length > 0 ? fitting : pool;
    if (list.length === 0) throw new Error(`seed: no shipment for a ${typeName(spec.type)} case of ${spec.carrier}`);
    const plan = list[Math.floor(rng.next() * Math.min(list.length, 12))];
    used.add(plan.id);
    return plan;
  };

  const caseRows: Insertable<CasesTable>[] = [];
  const parties: Insertable<CaseInvolvedPartiesTable>[] = [];
  const history: Insertable<CaseHistoryTable>[] = [];
  const result: CasePlan[] = [];

  SPECS.forEach((spec, index) => {
    const plan = choose(spec);
    const id = ids.next('cases');
    const number = `CS-${100_001 + index}`;
    const carrierUser = users.byCarrier[spec.carrier][0];
    const fromCarrier = spec.type !== T.Damage;
    const creator = fromCarrier ? carrierUser : users.claims;

    // What happened, and what the carrier asks for.
    let incidentAt: Date;
    let amountCents: number;
    let charge: CasePlan['charge'] = null;
    let description: string;
    const dropoff = plan.stops[plan.stops.length - 1];
    if (spec.type === T.Detention) {
      const k = plan.dwellMinutes.indexOf(longestDwell(plan));
      const stop = plan.stops[Math.max(0, k)];
      const hours = Math.max(1.5, Math.round(((plan.dwellMinutes[k] ?? 270) - 120) / 15) / 4);
      const rate = dollars(rng.pick([60, 65, 75]));
      incidentAt = stop.arrivedAt ?? stop.early;
      amountCents = Math.round(rate * hours);
      description = `Driver held ${hours} hours past the 2 free hours at ${stop.facility.name}, ${stop.facility.city}, ${stop.facility.state}. Requesting detention at ${money(rate)}/hr.`;
      charge = { description: `Detention at ${stop.facility.name}`, chargeTypeName: 'Detention', rateCents: rate, units: hours };
    } else if (spec.type === T.Lumper) {
      const stop = plan.stops.find((s) => s.type === 'Dropoff' && s.facility.lumpersAvailable) ?? dropoff;
      amountCents = dollars(rng.int(6, 18) * 25);
      incidentAt = stop.arrivedAt ?? stop.early;
      description = `Receiver required a lumper to unload at ${stop.facility.name}; paid ${money(amountCents)} by Comchek. Receipt attached.`;
      charge = { description: `Lumper at ${stop.facility.name}`, chargeTypeName: 'Lumper', rateCents: amountCents, units: 1 };
    } else if (spec.type === T.Layover) {
      amountCents = dollars(rng.pick([250, 300, 350]));
      incidentAt = dropoff.early;
      description = `Receiver rescheduled the appointment to the next day; driver laid over one night in ${dropoff.facility.city}.`;
      charge = { description: 'Layover, 1 day', chargeTypeName: 'Layover', rateCents: amountCents, units: 1 };
    } else if (spec.type === T.TruckOrderNotUsed) {
      amountCents = dollars(rng.pick([150, 200, 250]));
      incidentAt = plan.stops[0].early;
      description = `Truck arrived at ${plan.stops[0].facility.name} and the load was cancelled on site. Requesting truck order not used.`;
      charge = { description: 'Truck order not used', chargeTypeName: 'TONU', rateCents: amountCents, units: 1 };
    } else {
      amountCents = dollars(rng.int(8, 60) * 50);
      incidentAt = dropoff.arrivedAt ?? dropoff.early;
      description = `${companies[plan.customer].name} reports damaged product at delivery (${rng.int(2, 6)} pallets). Claim of ${money(amountCents)} against the carrier.`;
    }

    const latestStart = now.getTime() - 30 * MINUTE;
    const createdAt = new Date(Math.min(incidentAt.getTime() + rng.int(3, 48) * HOUR, latestStart));
    const resolution = spec.resolution ?? R.None;
    const settled = spec.status === C.Resolved || spec.status === C.Voided;
    const resolvedAt = settled ? minDate(addMs(createdAt, rng.int(3, 20) * DAY), addMs(now, -HOUR)) : null;
    const assignee = spec.status === C.New ? (index % 2 === 0 ? null : users.claims) : users.claims;

    // History: created, assigned, each status step, the resolution.
    const events: Omit<Insertable<CaseHistoryTable>, 'id' | 'case_id'>[] = [];
    const last = resolvedAt ?? new Date(latestStart);
    const span = Math.max(MINUTE, last.getTime() - createdAt.getTime());
    const steps = PATH[spec.status];
    const at = (fraction: number) => new Date(createdAt.getTime() + Math.floor(span * fraction));
    events.push({ action: 'Created', field: null, old_value: null, new_value: null, description: `${typeName(spec.type)} case created by ${fullName(creator)}`, user_id: creator.id, created_at: createdAt });
    if (assignee) {
      events.push({ action: 'Updated', field: 'assignee', old_value: null, new_value: fullName(assignee), description: `Assigned to ${fullName(assignee)}`, user_id: users.ops.id, created_at: at(0.1) });
    }
    let previous: CaseStatus = C.New;
    steps.forEach((step, n) => {
      const when = step === C.Resolved || step === C.Voided ? last : at(0.2 + (0.6 * (n + 1)) / (steps.length + 1));
      events.push({
        action: 'StatusChanged', field: 'status', old_value: statusName(previous), new_value: statusName(step),
        description: `Status changed from ${statusName(previous)} to ${statusName(step)}`,
        user_id: assignee?.id ?? users.claims.id, created_at: when,
      });
      previous = step;
    });
    if (resolution !== R.None) {
      events.push({
        action: 'Resolved', field: 'carrierCaseResolutionType', old_value: 'None', new_value: resolution === R.Paid ? 'Paid' : 'Declined',
        description: resolution === R.Paid ? `Approved and paid: ${money(amountCents)}` : 'Declined: the customer did not approve the charge',
        user_id: users.claims.id, created_at: last,
      });
    }
    if (spec.status === C.Voided) {
      events[events.length - 1].description = 'Voided: duplicate of an earlier request';
    }

    caseRows.push({
      id,
      case_number: number,
      shipment_id: plan.id,
      order_id: plan.orderId,
      carrier_id: companies[spec.carrier].id,
      customer_id: companies[plan.customer].id,
      case_type: spec.type,
      case_source: fromCarrier ? CaseSource.CarrierPortal : CaseSource.Broker,
      status: spec.status,
      carrier_case_resolution_type: resolution,
      priority: spec.type === T.Damage ? CasePriority.High : spec.type === T.Lumper ? CasePriority.Low : CasePriority.Normal,
      amount_cents: amountCents,
      approved_amount_cents: resolution === R.Paid ? amountCents : null,
      description,
      assignee_user_id: assignee?.id ?? null,
      incident_at: incidentAt,
      follow_up_at: settled || spec.status === C.New ? null : addMs(now, rng.int(1, 5) * DAY),
      created_by_user_id: creator.id,
      created_at: createdAt,
      updated_at: events.reduce((latest, e) => (new Date(e.created_at as Date) > latest ? new Date(e.created_at as Date) : latest), createdAt),
      resolved_at: resolvedAt,
    });
    parties.push({ case_id: id, company_id: companies[spec.carrier].id }, { case_id: id, company_id: companies[plan.customer].id });
    for (const event of events) history.push({ id: ids.next('case_history'), case_id: id, ...event });

    result.push({
      id, number, shipment: plan, carrier: spec.carrier, type: spec.type, status: spec.status, resolution, createdAt,
      charge: resolution === R.Paid ? charge : null,
    });
  });

  await insertAll(db, 'cases', caseRows);
  await insertAll(db, 'case_involved_parties', parties);
  await insertAll(db, 'case_history', history);
  return result;
}
