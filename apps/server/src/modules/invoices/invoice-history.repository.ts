import { sql } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { NewInvoiceHistory } from '../../db/database';
import type { Db } from '../../db/db';
import { historyPage, type HistorySourceRow } from '../../db/history-page';
import type { Paging } from '../../db/paged-list';

export function insertInvoiceHistory(trx: Db, rows: readonly NewInvoiceHistory[]): Promise<void> {
  if (rows.length === 0) return Promise.resolve();
  return trx.insertInto('invoice_history').values([...rows]).execute().then(() => undefined);
}

const money = (cents: ReturnType<typeof sql>) => sql`'$' || to_char(${cents} / 100.0, 'FM999,999,999,990.00')`;

/**
 * An invoice's history: the rows its changes wrote, the documents attached to it, its payee changes,
 * and what its own columns say happened (created; submitted, approved and paid for an invoice whose
 * change wrote no row because it came before the history did).
 */
function invoiceHistoryUnion(invoiceId: number) {
  const recorded = (action: string) => sql`exists (select 1 from invoice_history r where r.ap_invoice_id = i.id and r.action = ${action})`;
  return sql<HistorySourceRow>`
    select 'change-' || h.id as id, h.action, h.field, h.old_value, h.new_value, null::text as description,
      null::integer as status_before, null::integer as status_after, h.user_id, h.created_at as at, h.id as seq
    from invoice_history h where h.ap_invoice_id = ${invoiceId}
    union all
    select 'created-' || i.id, 'Created', 'Invoice amount', null, ${money(sql`i.invoice_amount_cents`)}, null, null, null, null, i.created_at, 0
    from ap_invoices i where i.id = ${invoiceId}
    union all
    select 'received-' || i.id, 'Submitted', 'Status', 'Draft', 'Received', null, null, null, null, i.received_at, 0
    from ap_invoices i where i.id = ${invoiceId} and i.received_at is not null and not ${recorded('Submitted')}
    union all
    select 'settled-' || i.id, 'Approved', 'Status', 'Received', 'Settled', null, null, null, i.settled_by_user_id, i.settled_at, 0
    from ap_invoices i where i.id = ${invoiceId} and i.settled_at is not null and not ${recorded('Approved')}
    union all
    select 'scheduled-' || i.id, 'PaymentScheduled', 'Check number', null, p.check_number, null, null, null, null, p.created_at, 0
    from ap_invoices i join payments p on p.id = i.payment_id
    where i.id = ${invoiceId} and not ${recorded('PaymentScheduled')}
    union all
    select 'paid-' || i.id, 'Paid', 'Status', 'Settled', 'Paid in Full', null, null, null, null, i.paid_at, 1
    from ap_invoices i
    where i.id = ${invoiceId} and i.status = ${PayablesInvoiceStatus.PaidInFull} and i.paid_at is not null and not ${recorded('Paid')}
    union all
    select 'document-' || d.id, 'DocumentAdded', 'Document', null, d.name, null, null, null, d.uploaded_by_user_id, d.created_at, 0
    from documents d where d.ap_invoice_id = ${invoiceId} and d.deleted_at is null
    union all
    select 'payee-' || pc.id, 'RemitTo' || pc.status, 'Remit To', coalesce(f.name, cr.name), coalesce(t.name, cr.name), null, null, null,
      coalesce(pc.decided_by_user_id, pc.requested_by_user_id), coalesce(pc.decided_at, pc.created_at), pc.id
    from payee_changes pc
    join companies cr on cr.id = pc.carrier_id
    left join companies f on f.id = pc.from_company_id
    left join companies t on t.id = pc.to_company_id
    where pc.ap_invoice_id = ${invoiceId}`;
}

export function findInvoiceHistoryPage(db: Db, invoiceId: number, paging: Paging) {
  return historyPage(db, invoiceHistoryUnion(invoiceId), paging);
}
