import { displayName } from '@portal/domain/common/enum';
import type { CodedValue, CompanyRef, Lane } from '@portal/domain/invoices/invoice-shared-schemas';
import { PAYABLES_INVOICE_STATUSES } from '@portal/domain/invoices/payables-invoice-status';
import { PAYMENT_TYPES } from '@portal/domain/payments/payment-type';
import { SHIPMENT_STATUSES } from '@portal/domain/shipments/shipment-status';

/**
 * Answer pieces shared by the money areas (AP invoices, payments, third-party invoices); their
 * schemas are the domain's (invoices/invoice-shared-schemas.ts). Money is integer cents inside;
 * answers carry dollars made from the cents (lib/money.ts).
 */

export function invoiceStatusValue(code: number): CodedValue {
  return { value: code, displayName: displayName(PAYABLES_INVOICE_STATUSES, code) ?? `Status ${code}` };
}

export function paymentTypeValue(code: number): CodedValue {
  return { value: code, displayName: displayName(PAYMENT_TYPES, code) ?? `Type ${code}` };
}

export function shipmentStatusName(code: number): string {
  return displayName(SHIPMENT_STATUSES, code) ?? `Status ${code}`;
}

export function companyRef(id: number | null, name: string | null): CompanyRef | null {
  return id === null || name === null ? null : { id, name };
}

export function lane(row: { origin_city: string; origin_state: string; destination_city: string; destination_state: string }): Lane {
  return { origin: { city: row.origin_city, state: row.origin_state }, destination: { city: row.destination_city, state: row.destination_state } };
}
