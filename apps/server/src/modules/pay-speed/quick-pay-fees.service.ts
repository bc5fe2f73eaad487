import type { z } from 'zod';
import { approvalRefusalMessage } from '@portal/domain/back-office/back-office-rules';
import { answerMessage } from '@portal/domain/common/message-codes';
import { isoRequired } from '@portal/domain/common/iso';
import { PAY_SPEED_MESSAGES } from '@portal/domain/pay-speed/pay-speed-messages';
import { basisPointsOf, percentOf, versionInForce, type FeeTableVersion as RuleVersion } from '@portal/domain/pay-speed/pay-speed-rules';
import type { FeeTableVersion, NewFeeTableVersionBodySchema } from '@portal/domain/pay-speed/pay-speed-schemas';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import { DEFAULT_TIME_ZONE, todayIn } from '../../lib/calendar-dates';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import * as repo from './pay-speed.repository';

/** The brokerage's day: a version takes effect at its start. */
export const brokerageToday = (now: Date) => todayIn(DEFAULT_TIME_ZONE, now);

/** The table as the fee rules read it (basis points per priced tier). */
export function ruleVersions(rows: readonly repo.FeeVersionRow[]): (RuleVersion & { id: number })[] {
  return rows.map((row) => ({
    id: row.id,
    effectiveOn: row.effective_on,
    basisPoints: { good: row.good_basis_points, atRisk: row.at_risk_basis_points, notRated: row.not_rated_basis_points },
  }));
}

function versionView(row: repo.FeeVersionRow, inForceId: number | undefined): FeeTableVersion {
  return {
    id: row.id,
    effectiveOn: row.effective_on,
    rates: { top: 0, good: percentOf(row.good_basis_points), atRisk: percentOf(row.at_risk_basis_points), notRated: percentOf(row.not_rated_basis_points) },
    inForce: row.id === inForceId,
    createdBy: row.created_by_name,
    createdAt: isoRequired(row.created_at),
  };
}

/** Every version, newest first, the one in force today marked. */
export async function getFeeTable(db: Db, now = new Date()) {
  const rows = await repo.listFeeVersions(db);
  const inForce = versionInForce(ruleVersions(rows), brokerageToday(now));
  return { data: rows.map((row) => versionView(row, inForce?.id)), totalCount: rows.length };
}

/**
 * The brokerage's payables staff add a version taking effect today or later: a fee already charged
 * was fixed when quick pay was chosen, and the table keeps saying which rate applied on which day.
 */
export async function addFeeTableVersion(db: Db, caller: Caller, body: z.output<typeof NewFeeTableVersionBodySchema>, audit: AuditContext, now = new Date()) {
  if (approvalRefusalMessage({ id: caller.userId, roles: caller.roles, isBrokerage: caller.isBrokerage })) throw forbidden(PAY_SPEED_MESSAGES.staffOnly);
  if (body.effectiveOn < brokerageToday(now)) throw badRequest(PAY_SPEED_MESSAGES.pastEffectiveDay, { effectiveOn: [PAY_SPEED_MESSAGES.pastEffectiveDay] });
  const basisPoints = { good: basisPointsOf(body.rates.good), atRisk: basisPointsOf(body.rates.atRisk), notRated: basisPointsOf(body.rates.notRated) };
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertFeeVersion(trx, { effectiveOn: body.effectiveOn, ...basisPoints, userId: caller.userId });
    if (inserted === 0) throw conflict(PAY_SPEED_MESSAGES.versionExists({ effectiveOn: body.effectiveOn }), 'effectiveOn');
    await recordAudit(trx, {
      action: 'quick_pay_fees.version_added',
      actor: actorOf(caller),
      target: { type: 'company', id: caller.companyId },
      context: audit,
      details: { versionId: inserted, effectiveOn: body.effectiveOn, ratesPercent: { top: 0, ...body.rates } },
    });
    return inserted;
  });
  const table = await getFeeTable(db, now);
  return { data: table.data.find((version) => version.id === id)!, ...answerMessage(PAY_SPEED_MESSAGES.versionAdded({ effectiveOn: body.effectiveOn })) };
}
