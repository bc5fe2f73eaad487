import { sql } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { PaySpeed } from '@portal/domain/pay-speed/pay-speed-rules';
import type { Db } from '../../db/db';

/** Every version of the fee table, newest effective day first, with who added it. */
export function listFeeVersions(db: Db) {
  return db
    .selectFrom('quick_pay_fee_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by_user_id')
    .select([
      'v.id',
      'v.effective_on',
      'v.good_basis_points',
      'v.at_risk_basis_points',
      'v.not_rated_basis_points',
      'v.created_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by_name'),
    ])
    .orderBy('v.effective_on', 'desc')
    .execute();
}

export type FeeVersionRow = Awaited<ReturnType<typeof listFeeVersions>>[number];

export async function insertFeeVersion(trx: Db, row: { effectiveOn: string; good: number; atRisk: number; notRated: number; userId: number }): Promise<number> {
  const inserted = await trx
    .insertInto('quick_pay_fee_versions')
    .values({ effective_on: row.effectiveOn, good_basis_points: row.good, at_risk_basis_points: row.atRisk, not_rated_basis_points: row.notRated, created_by_user_id: row.userId })
    .onConflict((oc) => oc.column('effective_on').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? 0;
}

/** The pay speed columns of an invoice (its visibility was checked by the invoices area). */
export function findPaySpeed(db: Db, invoiceId: number) {
  return db.selectFrom('ap_invoices').select(['pay_speed', 'quick_pay_fee_cents', 'pay_speed_changed_at']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
}

/**
 * Saves the speed and its fee unless the invoice was approved (or voided) meanwhile: the status is
 * checked in the same statement, so an approval and a switch never both win.
 */
export async function savePaySpeed(trx: Db, invoiceId: number, speed: PaySpeed, feeCents: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('ap_invoices')
    .set({ pay_speed: speed, quick_pay_fee_cents: feeCents, pay_speed_changed_at: now, updated_at: now })
    .where('id', '=', invoiceId)
    .where('status', 'in', [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
