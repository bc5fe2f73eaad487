import type { PayeeHistoryEntry, PendingPayeeChange } from '@portal/domain/invoices/ap-invoice-schemas';
import { mayCancelPayeeChange, mayConfirmPayeeChange, type PayeeChangeConfirmer, type PayeeChangeUser } from '@portal/domain/invoices/payee-change';
import type { Caller } from '../../lib/caller';
import { companyRef } from './invoice-format';
import { iso } from '@portal/domain/common/iso';
import type { PayeeChangeRow } from './payee-changes.repository';

export function payeeChangeUserOf(caller: Caller): PayeeChangeUser {
  return { userId: caller.userId, companyId: caller.companyId, roles: caller.roles, permissions: caller.permissions, isBrokerage: caller.isBrokerage };
}

/** A payee of a change; the carrier named as its own payee is paid directly (null), as the picker reads it. */
function payeeRef(row: PayeeChangeRow, id: number | null, name: string | null) {
  return id === row.carrier_id ? null : companyRef(id, name);
}

/** A held change past its time reads as Expired, whether or not a later write has marked it so. */
function isLapsed(row: PayeeChangeRow, now: Date): boolean {
  return row.status === 'Pending' && row.expires_at.getTime() <= now.getTime();
}

/** The invoice's held change, as the caller may act on it. */
function pendingView(row: PayeeChangeRow, caller: Caller): PendingPayeeChange {
  const held = { carrierId: row.carrier_id, requestedByUserId: row.requested_by_user_id };
  const user = payeeChangeUserOf(caller);
  return {
    id: row.id,
    from: payeeRef(row, row.from_company_id, row.from_name),
    to: payeeRef(row, row.to_company_id, row.to_name),
    requestedBy: { id: row.requested_by_user_id, name: row.requested_by_name },
    requestedAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    confirmBy: row.confirm_by as PayeeChangeConfirmer,
    canConfirm: mayConfirmPayeeChange(user, held),
    canCancel: mayCancelPayeeChange(user, held),
  };
}

function historyView(row: PayeeChangeRow, now: Date): PayeeHistoryEntry {
  const status = isLapsed(row, now) ? 'Expired' : (row.status as PayeeHistoryEntry['status']);
  return {
    id: row.id,
    status,
    from: payeeRef(row, row.from_company_id, row.from_name),
    to: payeeRef(row, row.to_company_id, row.to_name),
    requestedBy: { id: row.requested_by_user_id, name: row.requested_by_name },
    requestedAt: row.created_at.toISOString(),
    decidedBy: row.decided_by_user_id === null || row.decided_by_name === null ? null : { id: row.decided_by_user_id, name: row.decided_by_name },
    confirmedByEmail: status === 'Confirmed' && row.decided_by_user_id === null ? row.confirm_email : null,
    decidedAt: status === 'Expired' ? row.expires_at.toISOString() : iso(row.decided_at),
  };
}

/** The held change and the history of an invoice's payee, from its rows (newest first). */
export function payeeChangeView(rows: readonly PayeeChangeRow[], caller: Caller, now = new Date()): { pendingPayeeChange: PendingPayeeChange | null; payeeHistory: PayeeHistoryEntry[] } {
  const pending = rows.find((row) => row.status === 'Pending' && !isLapsed(row, now));
  return {
    pendingPayeeChange: pending ? pendingView(pending, caller) : null,
    payeeHistory: rows.filter((row) => row !== pending).map((row) => historyView(row, now)),
  };
}
