import type { WaterfallStatus } from '@portal/domain/tenders/tendering-schemas';
import type { Db } from './db';

/** Ending a tender waterfall: the tendering module's own step, and every booking path's (a booking made elsewhere, a void). */

/** Ends a waterfall; steps never reached are Skipped. */
export async function finishWaterfall(trx: Db, waterfallId: number, status: Exclude<WaterfallStatus, 'Running'>, now: Date) {
  await trx.updateTable('tender_waterfalls').set({ status, finished_at: now }).where('id', '=', waterfallId).execute();
  await trx.updateTable('tender_waterfall_steps').set({ status: 'Skipped', changed_at: now }).where('waterfall_id', '=', waterfallId).where('status', 'in', ['Pending', 'Tendered']).execute();
}

/** Ends the shipment's Running waterfall (a void or a booking made elsewhere), when it has one. */
export async function cancelRunningWaterfall(trx: Db, shipmentId: number, status: 'Booked' | 'Cancelled', now: Date) {
  const running = await trx.selectFrom('tender_waterfalls').select('id').where('shipment_id', '=', shipmentId).where('status', '=', 'Running').executeTakeFirst();
  if (running) await finishWaterfall(trx, running.id, status, now);
}
