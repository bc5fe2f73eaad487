import { chargeLineTotal, chargesTotal } from '@portal/domain/invoices/balance-due';
import type { Charge } from '@portal/domain/invoices/invoice-shared-schemas';
import { dollars } from '../../lib/money';
import type { Db } from '../../db/db';
import { findInvoiceCharges, type ChargesOf } from './invoice-charges.repository';

/**
 * The charges of an AP or third-party invoice: rate x units per line, rounded once to the cent, and
 * the summary total of the lines as shown (so the rows always add up to it).
 */
export async function invoiceCharges(db: Db, of: ChargesOf): Promise<{ charges: Charge[]; chargesTotal: number }> {
  const rows = await findInvoiceCharges(db, of);
  return {
    charges: rows.map((row) => ({
      description: row.description,
      chargeTypeName: row.charge_type_name,
      rate: dollars(row.rate_cents),
      units: Number(row.units),
      total: dollars(chargeLineTotal(row.rate_cents, row.units)),
    })),
    chargesTotal: dollars(chargesTotal(rows.map((row) => ({ rate: row.rate_cents, units: row.units })))),
  };
}
