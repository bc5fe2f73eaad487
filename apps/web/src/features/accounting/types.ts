import type { InvoiceCharge } from '../../components/invoices/charges-table';

export interface CodedValue {
  value: number;
  displayName: string;
}

export interface Place {
  city: string;
  state: string;
}

export interface CompanyRef {
  id: number;
  name: string;
}

/** A payables invoice of the accounting list (GET {portal}/ap-invoices); money in dollars. */
export interface ApInvoice {
  id: number;
  invoiceNumber: string;
  shipmentId: number;
  shipmentNumber: string;
  status: CodedValue;
  chipColor: 'default' | 'success' | 'primary' | 'error';
  externalInvoiceNumber: string | null;
  externalInvoiceAmount: number | null;
  invoiceAmount: number;
  lane: { origin: Place; destination: Place };
  deliveredAt: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  remitTo: CompanyRef | null;
  numberOfRequiredDocuments: number;
  numberOfUploadedRequiredDocuments: number;
}

export interface ApInvoiceDetail extends ApInvoice {
  carrier: CompanyRef;
  shipmentStatus: CodedValue;
  feeAmount: number;
  balanceDue: number;
  paidAmount: number;
  receivedAt: string | null;
  settledAt: string | null;
  paidAt: string | null;
  payment: { checkNumber: string; paymentDate: string; paymentType: CodedValue; amount: number } | null;
  charges: InvoiceCharge[];
  chargesTotal: number;
  isLocked: boolean;
  isShipmentDelivered: boolean;
}

export interface ApInvoiceUpdateAnswer {
  data: ApInvoiceDetail;
  message: string;
  submission: { submitted: boolean; reason: string | null; missingDocuments: string[] };
}

export interface InvoiceBucketCount {
  invoiceAmount: number;
  shipmentCount: number;
}

export interface ApInvoiceCounts {
  uninvoiced: InvoiceBucketCount;
  pending: InvoiceBucketCount;
  invoiced: InvoiceBucketCount;
  paid: InvoiceBucketCount;
}

/** Query of GET {portal}/ap-invoices. */
export interface ApInvoiceListParams {
  status: number;
  searchTerm?: string;
  quickFilter?: string;
  dateKind?: string;
  startDate?: string;
  endDate?: string;
  timeZone?: string;
  page: number;
  pageSize: number;
}
