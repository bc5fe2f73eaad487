import type { WaterfallStepStatus } from '@portal/domain/tenders/tendering-schemas';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Db } from '../../db/db';

export function insertWaterfall(trx: Db, values: { shipmentId: number; expiresAfterMinutes: number; userId: number; now: Date }) {
  return trx
    .insertInto('tender_waterfalls')
    .values({ shipment_id: values.shipmentId, status: 'Running', expires_after_minutes: values.expiresAfterMinutes, created_by_user_id: values.userId, created_at: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSteps(trx: Db, waterfallId: number, carriers: readonly { carrierId: number; rateCents: number }[]) {
  await trx
    .insertInto('tender_waterfall_steps')
    .values(carriers.map((c, position) => ({ waterfall_id: waterfallId, position, carrier_id: c.carrierId, rate_cents: c.rateCents, status: 'Pending' })))
    .execute();
}

/** Whether the shipment has a Running waterfall (the unique index allows one). */
export async function hasRunningWaterfall(trx: Db, shipmentId: number): Promise<boolean> {
  return !!(await trx.selectFrom('tender_waterfalls').select('id').where('shipment_id', '=', shipmentId).where('status', '=', 'Running').executeTakeFirst());
}

/** The step a tender was sent for, with its waterfall (under the shipment's lock). */
export function findStepOfTender(trx: Db, tenderId: number) {
  return trx
    .selectFrom('tender_waterfall_steps as s')
    .innerJoin('tender_waterfalls as w', 'w.id', 's.waterfall_id')
    .select(['s.waterfall_id', 's.position', 's.status', 'w.status as waterfall_status', 'w.expires_after_minutes', 'w.created_by_user_id'])
    .where('s.tender_id', '=', tenderId)
    .executeTakeFirst();
}

export function nextPendingStep(trx: Db, waterfallId: number) {
  return trx.selectFrom('tender_waterfall_steps').selectAll().where('waterfall_id', '=', waterfallId).where('status', '=', 'Pending').orderBy('position').limit(1).executeTakeFirst();
}

export async function updateStep(trx: Db, waterfallId: number, position: number, values: { status: WaterfallStepStatus; tenderId?: number; now: Date }) {
  await trx
    .updateTable('tender_waterfall_steps')
    .set({ status: values.status, changed_at: values.now, ...(values.tenderId === undefined ? {} : { tender_id: values.tenderId }) })
    .where('waterfall_id', '=', waterfallId)
    .where('position', '=', position)
    .execute();
}

export function insertTender(trx: Db, values: { shipmentId: number; carrierId: number; rateCents: number; now: Date; expiresAt: Date }) {
  return trx
    .insertInto('tenders')
    .values({ shipment_id: values.shipmentId, carrier_id: values.carrierId, status: TenderOfferStatus.Sent, rate_cents: values.rateCents, sent_at: values.now, expires_at: values.expiresAt })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** The shipment's latest waterfall with its steps (carrier names, tender expiries), for the status call. */
export async function findLatestWaterfall(db: Db, shipmentId: number) {
  const waterfall = await db.selectFrom('tender_waterfalls').selectAll().where('shipment_id', '=', shipmentId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!waterfall) return undefined;
  const steps = await db
    .selectFrom('tender_waterfall_steps as s')
    .innerJoin('companies as c', 'c.id', 's.carrier_id')
    .leftJoin('tenders as t', 't.id', 's.tender_id')
    .select(['s.position', 's.carrier_id', 'c.name as carrier_name', 's.rate_cents', 's.status', 's.tender_id', 't.expires_at', 's.changed_at'])
    .where('s.waterfall_id', '=', waterfall.id)
    .orderBy('s.position')
    .execute();
  return { waterfall, steps };
}
