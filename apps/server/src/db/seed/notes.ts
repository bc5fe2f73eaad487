import type { Insertable } from 'kysely';
import { CaseStatus } from '@portal/domain/cases/case-status';
import { EntityType } from '@portal/domain/common/entity-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { NoteMentionsTable, NotesTable } from '../database';
import type { CasePlan } from './cases';
import type { SeedContext, UserRef, Users } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { HOUR, MINUTE, addMs, insertAll, minDate, noteHtml, noteJson } from './support';
import type { Db } from '../db';

interface NoteSpec {
  entity: { type: typeof EntityType.SHIPMENT; plan: ShipmentPlan } | { type: typeof EntityType.CASE; plan: CasePlan };
  author: UserRef;
  text: string;
  portal: boolean;
  /** Hours after the record's start (creation or the relevant event). */
  after: number;
  mentions?: UserRef[];
  readonly?: boolean;
}

const S = ShipmentStatus;

/**
 * Notes on Blue Ridge's shipments and cases: portal notes (carrier and brokerage talking) and
 * internal brokerage notes the carrier must never see; a few notes on other carriers' loads.
 */
export async function seedNotes(db: Db, ctx: SeedContext, users: Users, plans: readonly ShipmentPlan[], cases: readonly CasePlan[]): Promise<void> {
  const { ids, now } = ctx;
  const br = plans.filter((p) => p.carrier === 'blueRidge');
  const first = (predicate: (p: ShipmentPlan) => boolean, skip = 0) => {
    const found = br.filter(predicate)[skip];
    if (!found) throw new Error('seed: no shipment for a note');
    return found;
  };
  const overdue = first((p) => p.status === S.Booked && p.variant === 'overdue');
  const inTransit = first((p) => p.status === S.InTransit);
  const atStopLong = first((p) => p.status === S.AtStop && p.variant === 'long');
  const dispatched = first((p) => p.status === S.Dispatched);
  const delivered = first((p) => p.status === S.Delivered);
  const delivered2 = first((p) => p.status === S.Delivered, 3);
  const confirmed = first((p) => p.status === S.DeliveryConfirmed, 5);
  const other = plans.find((p) => p.carrier === 'loneStar' && p.status === S.InTransit)!;
  const shipment = (plan: ShipmentPlan) => ({ type: EntityType.SHIPMENT, plan }) as const;
  const brCases = cases.filter((c) => c.carrier === 'blueRidge');
  const caseOf = (status: CaseStatus, skip = 0) => {
    const found = brCases.filter((c) => c.status === status)[skip];
    if (!found) throw new Error('seed: no case for a note');
    return { type: EntityType.CASE, plan: found } as const;
  };

  const specs: NoteSpec[] = [
    { entity: shipment(overdue), author: users.dispatch, portal: true, after: 2, text: 'Driver is running about 3 hours behind from the previous delivery. Shipper has been told; new ETA to follow.' },
    { entity: shipment(overdue), author: users.ops, portal: true, after: 3, mentions: [users.dispatch], text: '@Jordan Reyes please send a check call as soon as the truck is rolling. The shipper closes at 18:00.' },
    { entity: shipment(overdue), author: users.ops, portal: false, after: 4, text: 'Internal: keep Lone Star as backup if Blue Ridge cannot recover this pickup by tonight.' },
    { entity: shipment(inTransit), author: users.dispatch, portal: true, after: 1, text: 'Loaded and sealed. Seal number 4471902 is on the BOL.' },
    { entity: shipment(inTransit), author: users.ops, portal: false, after: 2, text: 'Internal: customer asked for hourly updates on this one. Margin is thin; no accessorials without approval.' },
    { entity: shipment(atStopLong), author: users.driver, portal: true, after: 2, text: 'At the receiver since yesterday. They say no doors until tomorrow morning.' },
    { entity: shipment(atStopLong), author: users.ops, portal: true, after: 5, text: 'Receiver confirmed a door for 07:00. Layover will be covered; open a case with the lumper or layover receipts.' },
    { entity: shipment(atStopLong), author: users.claims, portal: false, after: 6, text: 'Internal: receiver has done this twice this month. Bill the layover back to the customer.' },
    { entity: shipment(dispatched), author: users.carrierAdmin, portal: true, after: 1, text: 'Dispatched with a team. Please send the pickup number again; the one on the rate confirmation was rejected at the gate.' },
    { entity: shipment(delivered), author: users.driver, portal: true, after: 1, text: 'Delivered clean. POD signed by the receiver; uploading the picture now.' },
    { entity: shipment(delivered2), author: users.dispatch, portal: true, after: 2, mentions: [users.ap], text: '@Priya Raman the lumper receipt is attached to the case. Please add it to the invoice.' },
    { entity: shipment(confirmed), author: users.ap, portal: true, after: 30, readonly: true, text: 'Paperwork complete. Invoice approved for payment.' },
    { entity: shipment(other), author: users.byCarrier.loneStar[0], portal: true, after: 1, text: 'Running on schedule; will deliver early if the receiver allows.' },
    { entity: shipment(other), author: users.ops, portal: false, after: 2, text: 'Internal: Lone Star has been reliable on this lane; consider them for the dedicated bid.' },
    { entity: caseOf(CaseStatus.New), author: users.dispatch, portal: true, after: 0.5, text: 'Detention started at 2 hours after the appointment. In and out times are on the signed BOL.' },
    { entity: caseOf(CaseStatus.New, 1), author: users.carrierAdmin, portal: true, after: 1, text: 'Adding the gate log from the facility; it shows the truck checked in at the appointment time.' },
    { entity: caseOf(CaseStatus.InitialRequestSentToCustomer), author: users.claims, portal: true, after: 4, text: 'We have sent the detention request to the customer and will update you once they respond.' },
    { entity: caseOf(CaseStatus.InitialRequestSentToCustomer), author: users.claims, portal: false, after: 5, text: 'Internal: customer usually approves detention over 3 hours at this DC. Follow up Friday.' },
    { entity: caseOf(CaseStatus.FollowUpSentToCustomer), author: users.claims, portal: true, after: 30, text: 'Second request sent to the customer today.' },
    { entity: caseOf(CaseStatus.OnHoldCarrierDocumentsPending), author: users.claims, portal: true, after: 6, mentions: [users.dispatch], text: '@Jordan Reyes we still need the lumper receipt to move this forward.' },
    { entity: caseOf(CaseStatus.OnHoldCarrierTrackingInfoPending), author: users.claims, portal: true, after: 6, text: 'Please send the ELD in and out times for the stop; the facility disputes the arrival time.' },
    { entity: caseOf(CaseStatus.OnHoldBrokerUpdatePending), author: users.dispatch, portal: true, after: 48, text: 'Any update on this one? It has been two weeks.' },
    { entity: caseOf(CaseStatus.Resolved), author: users.claims, portal: true, after: 72, readonly: true, text: 'Approved in full. The charge has been added to your invoice.' },
    { entity: caseOf(CaseStatus.Resolved, 5), author: users.claims, portal: true, after: 72, text: 'The customer declined: the appointment was missed by 2 hours, so detention does not apply.' },
    { entity: caseOf(CaseStatus.Resolved, 5), author: users.claims, portal: false, after: 73, text: 'Internal: declined per the customer contract, section 4.2 (late arrival voids detention).' }, // check-comments: allow (the note quotes a contract clause)
  ];

  const noteRows: Insertable<NotesTable>[] = [];
  const mentionRows: Insertable<NoteMentionsTable>[] = [];
  for (const spec of specs) {
    const id = ids.next('notes');
    const start = spec.entity.type === EntityType.SHIPMENT ? startOf(spec.entity.plan) : spec.entity.plan.createdAt;
    const createdAt = minDate(addMs(start, spec.after * HOUR), addMs(now, -5 * MINUTE));
    const isCase = spec.entity.type === EntityType.CASE;
    const number = isCase ? (spec.entity.plan as CasePlan).number : (spec.entity.plan as ShipmentPlan).number;
    const brokerage = spec.author.companyId === users.ops.companyId;
    noteRows.push({
      id,
      entity_type: spec.entity.type,
      entity_id: spec.entity.plan.id,
      entity_description: isCase ? `Case ${number}` : `Shipment ${number}`,
      entity_link: isCase ? `/cases/${number}/preview` : `/shipments/${number}`,
      content: spec.text,
      html: noteHtml(spec.text),
      json: noteJson(spec.text),
      allow_portal_access: spec.portal,
      is_readonly: spec.readonly ?? false,
      originating_application: brokerage ? 'TMS' : 'CarrierPortal',
      creator_user_id: spec.author.id,
      company_id: spec.author.companyId,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    for (const user of spec.mentions ?? []) mentionRows.push({ note_id: id, user_id: user.id, notified_at: addMs(createdAt, MINUTE) });
  }
  await insertAll(db, 'notes', noteRows);
  await insertAll(db, 'note_mentions', mentionRows);
}

/** When the conversation about a load starts: its latest stop event, else its booking. */
function startOf(plan: ShipmentPlan): Date {
  const events = plan.stops.flatMap((s) => [s.arrivedAt, s.departedAt]).filter((d): d is Date => d !== null);
  if (plan.status === S.Booked) return plan.stops[0].early;
  return events.length > 0 ? events[events.length - 1] : (plan.bookedAt ?? plan.createdAt);
}
