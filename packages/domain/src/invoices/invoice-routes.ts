import { route } from '../api/route-contract';
import { BackOfficeInvoiceListSchema, backOfficeInvoiceQuery } from '../back-office/back-office-schemas';
import { RequiredDocumentsAnswerSchema } from '../documents/document-schemas';
import { NoteItemsSchema } from '../notes/note-schemas';
import {
  ApInvoiceAnswerSchema,
  ApInvoiceCountsAnswerSchema,
  apInvoiceIdParams,
  ApInvoiceListSchema,
  apInvoiceListQuery,
  apInvoiceRemitToBody,
  ApInvoiceRemitToAnswerSchema,
  apInvoiceUpdateBody,
  ApInvoiceUpdateAnswerSchema,
  ConfirmPayeeChangeLinkSchema,
  InvoiceDocumentListSchema,
  invoiceNumberParams,
  PayeeChangeLinkAnswerSchema,
} from './ap-invoice-schemas';

const portal = { service: 'portal', tags: ['invoices'] } as const;
const carrier = { service: 'carrier', tags: ['invoices'] } as const;
const internal = { service: 'portal', tags: ['internal'] } as const;

const LIST_SUMMARY = 'Payables invoices of a filter bucket (default Uninvoiced), 50 a page';
const GET_SUMMARY = 'One payables invoice';

/** List, get and update: the same contracts under each API's own paths; `updateSummary` says what each API's update does. */
function listGetUpdate<const Service extends 'portal' | 'carrier', const Base extends string>(service: Service, base: Base, updateSummary: string) {
  const api = { service, tags: ['invoices'] } as const;
  return {
    list: route({ ...api, method: 'GET', path: base, summary: LIST_SUMMARY, query: apInvoiceListQuery, answer: ApInvoiceListSchema }),
    get: route({ ...api, method: 'GET', path: `${base}/:id` as const, summary: GET_SUMMARY, params: apInvoiceIdParams, answer: ApInvoiceAnswerSchema }),
    update: route({
      ...api,
      method: 'PATCH',
      path: `${base}/:id` as const,
      summary: updateSummary,
      params: apInvoiceIdParams,
      body: apInvoiceUpdateBody,
      answer: ApInvoiceUpdateAnswerSchema,
    }),
  };
}

const carrierCalls = listGetUpdate('carrier', '/v2/invoices', "Save the carrier's invoice number and amount; submits a Draft (Draft -> Received) once delivered and documented");

/**
 * The payables (AP) invoices: the Carrier API's v2/invoices (the spec's paths verbatim), the Portal
 * API's ap-invoices with the counts and the payee changes, the brokerage's back office, and the
 * public link that confirms a held payee change.
 */
export const invoiceRoutes = {
  counts: route({ ...portal, method: 'GET', path: '/ap-invoices/counts', summary: 'Invoice amount (dollars) and shipment count per accounting bucket', answer: ApInvoiceCountsAnswerSchema }),

  carrierList: carrierCalls.list,
  carrierGet: carrierCalls.get,
  carrierUpdate: carrierCalls.update,
  carrierDocuments: route({
    ...carrier,
    method: 'GET',
    path: '/v2/invoices/:id/documents',
    summary: 'Documents of an invoice (and the proofs of delivery of its shipment)',
    params: apInvoiceIdParams,
    answer: InvoiceDocumentListSchema,
  }),
  carrierRequiredDocuments: route({
    ...carrier,
    method: 'GET',
    path: '/v2/invoices/:id/required_documents',
    summary: 'Required documents of an invoice with uploaded/required counts',
    params: apInvoiceIdParams,
    answer: RequiredDocumentsAnswerSchema,
  }),
  carrierNotes: route({ ...carrier, method: 'GET', path: '/v2/invoices/:id/notes', summary: 'Notes on an invoice', params: apInvoiceIdParams, answer: NoteItemsSchema }),

  getByNumber: route({
    ...portal,
    method: 'GET',
    path: '/ap-invoices/by-number/:invoiceNumber',
    summary: 'One payables invoice by its number (the preview route carries the number)',
    params: invoiceNumberParams,
    answer: ApInvoiceAnswerSchema,
  }),
  setRemitTo: route({
    ...portal,
    method: 'PUT',
    path: '/ap-invoices/:id/remit-to',
    summary:
      "Remit To: a factoring company from the Carriers factoring list, or null to be paid directly; the check goes to this party. A carrier admin's change is held (202) until another admin of the company confirms it (or, for a company's only admin, the link mailed to its registered address); the brokerage's staff set it at once (200). Recent proof of identity required",
    params: apInvoiceIdParams,
    body: apInvoiceRemitToBody,
    alsoStatus: 202,
    answer: ApInvoiceRemitToAnswerSchema,
  }),
  confirmPayeeChange: route({
    ...portal,
    method: 'POST',
    path: '/ap-invoices/:id/payee-change/confirmation',
    summary:
      "Confirm the invoice's held payee change: another admin of the carrier (never who asked) or the brokerage's payables staff; the invoice takes the new payee (409 and the change is cancelled if the invoice was locked meanwhile). Recent proof of identity required",
    params: apInvoiceIdParams,
    answer: ApInvoiceRemitToAnswerSchema,
  }),
  cancelPayeeChange: route({
    ...portal,
    method: 'POST',
    path: '/ap-invoices/:id/payee-change/cancellation',
    summary: "Cancel the invoice's held payee change (who asked, an admin of the carrier, or the brokerage's payables staff); the payee stays as it is",
    params: apInvoiceIdParams,
    answer: ApInvoiceRemitToAnswerSchema,
  }),
  ...listGetUpdate('portal', '/ap-invoices', "Save the carrier's invoice number and amount (invoiceId, externalInvoiceAmount, externalInvoiceNumber)"),

  backOfficeList: route({
    ...internal,
    method: 'GET',
    path: '/internal/ap-invoices',
    summary: "The brokerage's back office: carrier invoices of one status (Received, Settled or Paid in Full), searchable, 50 a page; read-only, any brokerage user",
    query: backOfficeInvoiceQuery,
    answer: BackOfficeInvoiceListSchema,
  }),
  settle: route({
    ...internal,
    method: 'POST',
    path: '/internal/ap-invoices/:id/settle',
    summary: 'Approve (settle) a Received invoice (Received -> Settled); brokerage AP or Admin only, who is recorded as its approver',
    params: apInvoiceIdParams,
    answer: ApInvoiceAnswerSchema,
  }),

  confirmPayeeChangeLink: route({
    ...portal,
    method: 'POST',
    path: '/payee-changes/confirm',
    summary: "Confirm a held payee change with the link mailed to the carrier's registered address; the invoice takes the new payee",
    body: ConfirmPayeeChangeLinkSchema,
    answer: PayeeChangeLinkAnswerSchema,
    public: true,
  }),
} as const;
