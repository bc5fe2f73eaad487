import { DETENTION_MESSAGES } from '@portal/domain/detention/detention-messages';
import type { StopArrivalSettings, StopArrivalSettingsBody } from '@portal/domain/stop-arrivals/stop-arrival-schemas';
import { ENTER_MILES, LEAVE_MILES } from '@portal/domain/stop-arrivals/stop-visits';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findSettings, saveSettings } from './stop-arrivals.repository';

const isCarrierAdmin = (caller: Caller) => caller.companyKind === 'Carrier' && caller.roles.includes('Admin');

async function settingsView(db: Db, caller: Caller): Promise<StopArrivalSettings> {
  const row = await findSettings(db, caller.companyId);
  return { recordAutomatically: row?.record_automatically ?? false, enterMiles: ENTER_MILES, leaveMiles: LEAVE_MILES, canChange: isCarrierAdmin(caller) };
}

export async function getStopArrivalSettings(db: Db, caller: Caller) {
  if (caller.companyKind !== 'Carrier') throw forbidden(DETENTION_MESSAGES.carriersOnly);
  return { data: await settingsView(db, caller) };
}

/**
 * A carrier's admins choose between recording noticed arrivals and departures at once and proposing
 * them for confirmation. Recording at once is done in the name of the admin who chose it.
 */
export async function saveStopArrivalSettings(db: Db, caller: Caller, body: StopArrivalSettingsBody, context: AuditContext, now = new Date()) {
  if (!isCarrierAdmin(caller)) throw forbidden(DETENTION_MESSAGES.carrierAdminsOnly);
  await db.transaction().execute(async (trx) => {
    const before = await findSettings(trx, caller.companyId);
    await saveSettings(trx, caller.companyId, body.recordAutomatically, caller.userId, now);
    await recordAudit(trx, {
      action: 'stop_arrivals.settings_changed',
      actor: actorOf(caller),
      target: { type: 'company', id: caller.companyId },
      context,
      details: { before: { recordAutomatically: before?.record_automatically ?? false }, after: { recordAutomatically: body.recordAutomatically } },
    });
  });
  return { data: await settingsView(db, caller) };
}
