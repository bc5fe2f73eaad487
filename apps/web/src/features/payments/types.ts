export interface CodedValue {
  value: number;
  displayName: string;
}

export interface CompanyRef {
  id: number;
  name: string;
}

/** One check (GET {portal}/payments); money in dollars. */
export interface PaymentSummary {
  checkNumber: string;
  /** Calendar date (YYYY-MM-DD). */
  paymentDate: string;
  amount: number;
  paymentType: CodedValue;
  invoiceCount: number;
  paidTo: CompanyRef;
  carrier: CompanyRef;
}

/** One invoice a check paid. */
export interface PaymentDetail {
  invoiceId: number;
  invoiceNumber: string;
  externalInvoiceNumber: string | null;
  shipmentId: number;
  shipmentNumber: string;
  lane: { origin: { city: string; state: string }; destination: { city: string; state: string } };
  invoiceDate: string | null;
  invoiceAmount: number;
  deductions: number;
  paidAmount: number;
}

export interface PaymentTotals {
  invoiceCount: number;
  invoiceAmount: number;
  deductions: number;
  paidAmount: number;
}

export interface PaymentDetailsAnswer {
  data: PaymentDetail[];
  totalCount: number;
  /** Over every invoice of the check. */
  totals: PaymentTotals;
}

export interface PaymentListParams {
  paymentStartDate: string;
  paymentEndDate: string;
  timeZone?: string;
  page: number;
  pageSize: number;
}
