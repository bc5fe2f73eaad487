import { z } from 'zod';
import { toCents } from '../common/money';
import { ShipmentStatus } from '../shipments/shipment-status';
import { PayablesInvoiceStatus } from './payables-invoice-status';

/**
 * The invoice-entry rules of the Add Invoice form (AP and third-party invoices), which the update
 * bodies carry (InvoiceEntryBodySchema below): the same schema validates the form and the request.
 * The amount travels as decimal dollars text ('1234.5') so that no float ever holds it; the server
 * turns it into cents with amountToCents.
 *
 * The spec shows no field-level texts for these rules (the form shows required marks only), so the
 * issue messages below are for problem documents and logs.
 */
export const INVOICE_ENTRY_REQUIRED = 'Enter an invoice number or an invoice amount';
export const INVOICE_AMOUNT_NOT_NUMERIC = 'Invoice amount must be a number with at most two decimals';

/** Up to 13 whole digits (cents stay a safe integer) and 2 decimals; '12.' and '.5' are numbers. */
const AMOUNT = /^(\d{1,13}(\.\d{0,2})?|\.\d{1,2})$/;

const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());

export const InvoiceEntrySchema = z
  .object({
    externalInvoiceNumber: text.pipe(z.string().max(100)),
    externalInvoiceAmount: text,
  })
  .superRefine((values, ctx) => {
    // At least one must be filled; each field passes as soon as either has a value.
    if (values.externalInvoiceNumber === '' && values.externalInvoiceAmount === '') {
      for (const field of ['externalInvoiceNumber', 'externalInvoiceAmount'] as const) {
        ctx.addIssue({ code: 'custom', path: [field], message: INVOICE_ENTRY_REQUIRED });
      }
    }
    if (values.externalInvoiceAmount !== '' && !AMOUNT.test(values.externalInvoiceAmount)) {
      ctx.addIssue({ code: 'custom', path: ['externalInvoiceAmount'], message: INVOICE_AMOUNT_NOT_NUMERIC });
    }
  });
export type InvoiceEntryInput = z.input<typeof InvoiceEntrySchema>;
export type InvoiceEntry = z.output<typeof InvoiceEntrySchema>;

/** An entry field of an update body: text, or a JSON number for the amount. */
const entryValue = (max: number) => z.union([z.string().max(max), z.number()]).nullish();

/** The entry fields of the update bodies (AP and third-party invoices). */
export const invoiceEntryFields = {
  externalInvoiceNumber: entryValue(200),
  externalInvoiceAmount: entryValue(40),
};

interface InvoiceEntryValues {
  externalInvoiceNumber?: string | number | null;
  externalInvoiceAmount?: string | number | null;
}

const asText = (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : value);

/** The entry as InvoiceEntrySchema reads it: numbers become their decimal text. */
export function invoiceEntryText(body: InvoiceEntryValues): InvoiceEntryInput {
  return { externalInvoiceNumber: asText(body.externalInvoiceNumber), externalInvoiceAmount: asText(body.externalInvoiceAmount) };
}

/**
 * An update body with the invoice-entry rules of the Add Invoice form: at least one of number and
 * amount, and a numeric amount of whole cents. A failure names the field, so the 400 problem lists
 * it under 'Request not successful' and the form marks it.
 */
export function withInvoiceEntryRules<T extends z.ZodType<InvoiceEntryValues>>(body: T): T {
  return body.superRefine((values, ctx) => {
    const parsed = InvoiceEntrySchema.safeParse(invoiceEntryText(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** The Add Invoice body: the third-party update body, and the AP one without its invoiceId. */
export const InvoiceEntryBodySchema = withInvoiceEntryRules(z.object(invoiceEntryFields));
export type InvoiceEntryBody = z.input<typeof InvoiceEntryBodySchema>;

/**
 * What the amount field keeps of a keystroke: a non-numeric entry becomes empty;
 * digits beyond the second decimal are cut so the amount stays whole cents. Surrounding spaces go.
 */
export function sanitizeAmountInput(raw: string | null | undefined): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec((raw ?? '').trim());
  if (!match) return '';
  const [, whole = '', fraction] = match;
  if (fraction === undefined) return whole;
  if (whole === '' && fraction === '') return '';
  return `${whole}.${fraction.slice(0, 2)}`;
}

/** The validated amount in cents, or undefined when the field was left empty. */
export function amountToCents(amount: string): number | undefined {
  return amount === '' ? undefined : toCents(amount);
}

/**
 * Settled or later (Settled, Paid in Full) locks the invoice, as the spec says. Voided is not
 * "later" in the codes (-1) but a voided invoice is dead, so it is locked too (our choice).
 */
export function isInvoiceLocked(status: number | null | undefined): boolean {
  return status === PayablesInvoiceStatus.Voided || (status != null && status >= PayablesInvoiceStatus.Settled);
}

export function canSaveInvoice({ valid, status, saving }: { valid: boolean; status: number | null | undefined; saving: boolean }): boolean {
  return valid && !isInvoiceLocked(status) && !saving;
}

/** An invoice can be submitted only once its shipment is delivered (Delivered or Delivery Confirmed). */
export function isShipmentReadyForInvoice(shipmentStatus: number | null | undefined): boolean {
  return shipmentStatus === ShipmentStatus.Delivered || shipmentStatus === ShipmentStatus.DeliveryConfirmed;
}
