import type { InvoiceCharge } from '../../components/invoices/charges-table';

interface Place {
  city: string;
  state: string;
}

/** A third-party payer invoice of the list (spec section 3); money in dollars. */
export interface ThirdPartyInvoice {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  status: { status: number; description: string };
  shipmentId: number;
  shipmentNumber: string;
  shipmentStatus: string;
  thirdPartPayerBillingSettingsId: number | null;
  externalInvoiceNumber: string | null;
  externalInvoiceAmount: number | null;
  carrierName: string;
  carrierLogoURL: string | null;
  customerName: string | null;
  dueDateTimeStamp: string | null;
  createDateTimeStamp: string;
  invoiceDate: string | null;
  loadDate: string | null;
  invoiceAmount: number;
  feeAndBalance: number;
  /** Balance due: invoice amount minus fees and balance (Summary: Payment). */
  balance: number;
  /** Summary: Total Payment. */
  total: number;
  lane: { origin: Place; destination: Place };
  factoringCompany: { id: number; name: string } | null;
  isAuditable: boolean;
  actionRequired: boolean;
  numberOfRequiredDocuments: number;
  numberOfUploadedRequiredDocuments: number;
}

export interface ThirdPartyInvoiceDetail extends ThirdPartyInvoice {
  charges: InvoiceCharge[];
  chargesTotal: number;
  hasBillingSettings: boolean;
  billingSettingsName: string | null;
  isLocked: boolean;
  isShipmentDelivered: boolean;
}

export interface ThirdPartyUpdateAnswer {
  data: ThirdPartyInvoiceDetail;
  message: string;
  submission: { submitted: boolean; reason: string | null; missingDocuments: string[] };
}

export interface ThirdPartyCounts {
  actionRequired: number;
  draft: number;
  received: number;
  settled: number;
  all: number;
}

/** The filter panel (spec section 3, third-party invoice list filter), as query parameters. */
export interface ThirdPartyPanelParams {
  query?: string;
  invoiceDateStart?: string;
  invoiceDateEnd?: string;
  loadDateStart?: string;
  loadDateEnd?: string;
  isAuditable: boolean;
  timeZone?: string;
}

export interface ThirdPartyListParams extends ThirdPartyPanelParams {
  status?: number[];
  actionRequired?: boolean;
  pageSize: number;
}
