import { sql } from 'kysely';
import type { Db } from './db';

/**
 * The numbers the TMS gives the invoices it opens: AP-... for the carrier's payables invoice,
 * TP-... for an invoice billed to a third-party payer. Each kind draws from its own sequence, so
 * concurrent deliveries never share a number.
 */
const KINDS = {
  ap: { sequence: 'ap_invoice_number_seq', prefix: 'AP-', table: 'ap_invoices', floor: 300_000 },
  thirdParty: { sequence: 'third_party_invoice_number_seq', prefix: 'TP-', table: 'third_party_invoices', floor: 400_000 },
} as const;
export type InvoiceKind = keyof typeof KINDS;

export async function nextInvoiceNumber(db: Db, kind: InvoiceKind): Promise<string> {
  const { sequence, prefix } = KINDS[kind];
  const { rows } = await sql<{ n: string }>`select nextval(${sql.lit(sequence)}) as n`.execute(db);
  return `${prefix}${rows[0].n}`;
}

/** After invoices were written with numbers of their own (the demo seed): the sequences start past them. */
export async function syncInvoiceNumberSequences(db: Db): Promise<void> {
  for (const { sequence, prefix, table, floor } of Object.values(KINDS)) {
    // Constants of this module, written into the statement: the embedded engine mistypes them as parameters.
    const pattern = sql.lit(`^${prefix}[0-9]{1,15}$`);
    const digitsFrom = sql.lit(prefix.length + 1);
    await sql`select setval(${sql.lit(sequence)}, greatest(${sql.lit(floor)}, coalesce((select max(substring(invoice_number from ${digitsFrom})::bigint) from ${sql.table(table)} where invoice_number ~ ${pattern}), 0)))`.execute(db);
  }
}
