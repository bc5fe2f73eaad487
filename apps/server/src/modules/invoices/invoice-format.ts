import { z } from 'zod';
import { displayName } from '@portal/domain/common/enum';
import { PAYABLES_INVOICE_STATUSES } from '@portal/domain/invoices/payables-invoice-status';
import { SHIPMENT_STATUSES } from '@portal/domain/shipments/shipment-status';

/**
 * Shapes shared by the money areas (AP invoices, payments, third-party invoices). Money is integer
 * cents inside; answers carry dollars made from the cents (lib/money.ts).
 */

export const CodedValueSchema = z.object({ value: z.number().int(), displayName: z.string() });
export type CodedValue = z.infer<typeof CodedValueSchema>;

export function invoiceStatusValue(code: number): CodedValue {
  return { value: code, displayName: displayName(PAYABLES_INVOICE_STATUSES, code) ?? `Status ${code}` };
}

export function shipmentStatusName(code: number): string {
  return displayName(SHIPMENT_STATUSES, code) ?? `Status ${code}`;
}

export const CompanyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof CompanyRefSchema>;

export function companyRef(id: number | null, name: string | null): CompanyRef | null {
  return id === null || name === null ? null : { id, name };
}

const PlaceSchema = z.object({ city: z.string(), state: z.string() });
export const LaneSchema = z.object({ origin: PlaceSchema, destination: PlaceSchema });
export type Lane = z.infer<typeof LaneSchema>;

export function lane(row: { origin_city: string; origin_state: string; destination_city: string; destination_state: string }): Lane {
  return { origin: { city: row.origin_city, state: row.origin_state }, destination: { city: row.destination_city, state: row.destination_state } };
}

/** ISO instant, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const ChargeSchema = z.object({
  description: z.string(),
  chargeTypeName: z.string(),
  /** Dollars per unit. */
  rate: z.number(),
  units: z.number(),
  /** rate x units, rounded once to the cent. */
  total: z.number(),
});
export type ChargeDto = z.infer<typeof ChargeSchema>;
