import { amountToCents, InvoiceEntrySchema, type InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import { badRequest } from '../../lib/problem';
import type { InvoiceEntryChange } from './ap-invoices.repository';

/** The update body as clients send it: the amount as decimal text or a JSON number. */
export interface InvoiceEntryBody {
  externalInvoiceNumber?: string | number | null;
  externalInvoiceAmount?: string | number | null;
}

export interface ReadEntry {
  values: InvoiceEntry;
  /** Fields the request named; the others keep their stored value. */
  given: { number: boolean; amount: boolean };
}

const asText = (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : value);

/**
 * The invoice-entry rules of the Add Invoice form (InvoiceEntrySchema, shared with the web): at
 * least one of number and amount, and a numeric amount of whole cents. A failure is a 400 problem
 * whose `errors` name the fields, which the portal lists under 'Request not successful'.
 */
export function readInvoiceEntry(body: InvoiceEntryBody): ReadEntry {
  const parsed = InvoiceEntrySchema.safeParse({ externalInvoiceNumber: asText(body.externalInvoiceNumber), externalInvoiceAmount: asText(body.externalInvoiceAmount) });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'request');
      (errors[field] ??= []).push(issue.message);
    }
    throw badRequest(`Invalid ${Object.keys(errors).join(', ')}`, errors);
  }
  return { values: parsed.data, given: { number: body.externalInvoiceNumber !== undefined, amount: body.externalInvoiceAmount !== undefined } };
}

/** What to write: named fields only; an empty field clears the stored value. */
export function toEntryChange(entry: ReadEntry): InvoiceEntryChange {
  const change: InvoiceEntryChange = {};
  if (entry.given.number) change.externalInvoiceNumber = entry.values.externalInvoiceNumber === '' ? null : entry.values.externalInvoiceNumber;
  if (entry.given.amount) change.externalInvoiceAmountCents = amountToCents(entry.values.externalInvoiceAmount) ?? null;
  return change;
}
