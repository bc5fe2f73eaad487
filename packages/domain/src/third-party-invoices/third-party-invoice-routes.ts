import { route } from '../api/route-contract';
import { DocumentListSchema, RequiredDocumentsAnswerSchema } from '../documents/document-schemas';
import { payerDisputeBody, payerPaymentBody } from './payer-actions';
import {
  ThirdPartyActionAnswerSchema,
  ThirdPartyAnswerSchema,
  ThirdPartyCountsAnswerSchema,
  thirdPartyCountsQuery,
  thirdPartyInvoiceNumberParams,
  ThirdPartyListSchema,
  thirdPartyListQuery,
  thirdPartyStatusBody,
  thirdPartyUpdateBody,
  ThirdPartyUpdateAnswerSchema,
} from './third-party-invoice-schemas';

const portal = { service: 'portal', tags: ['third-party-invoices'] } as const;
const params = thirdPartyInvoiceNumberParams;

/**
 * The third-party payer invoices: the Carrier API's list (the spec's path verbatim), the Portal
 * API's find, counts, details, Add Invoice and the payer's actions, and the brokerage's status moves.
 */
export const thirdPartyInvoiceRoutes = {
  carrierList: route({
    service: 'carrier',
    tags: ['third-party-invoices'],
    method: 'GET',
    path: '/v1/third_party_payer_invoices',
    summary: 'Third-party payer invoices (same filters as the Portal API find), 50 a page',
    query: thirdPartyListQuery,
    answer: ThirdPartyListSchema,
  }),
  list: route({
    ...portal,
    method: 'GET',
    path: '/third-party-invoices',
    summary: 'Find third-party payer invoices (status, query, invoice and load dates, isAuditable default true, actionRequired), 50 a page',
    query: thirdPartyListQuery,
    answer: ThirdPartyListSchema,
  }),
  statusCounts: route({
    ...portal,
    method: 'GET',
    path: '/third-party-invoices/status-counts',
    summary: 'Counts of the sidebar views (Action Required, Draft, Received, Settled, All) under the filter panel',
    query: thirdPartyCountsQuery,
    answer: ThirdPartyCountsAnswerSchema,
  }),
  get: route({ ...portal, method: 'GET', path: '/third-party-invoices/:invoiceNumber', summary: 'Details of a third-party payer invoice', params, answer: ThirdPartyAnswerSchema }),
  update: route({
    ...portal,
    method: 'PATCH',
    path: '/third-party-invoices/:invoiceNumber',
    summary: 'Add Invoice: external invoice number and amount; submits a Draft once delivered and documented',
    params,
    body: thirdPartyUpdateBody,
    answer: ThirdPartyUpdateAnswerSchema,
  }),
  // The payer's actions: users of the invoice's payer company only (payer-actions.ts).
  approve: route({
    ...portal,
    method: 'POST',
    path: '/third-party-invoices/:invoiceNumber/approve',
    summary: 'The payer approves a Received invoice: Received -> Settled (resolves an open dispute)',
    params,
    answer: ThirdPartyActionAnswerSchema,
  }),
  dispute: route({
    ...portal,
    method: 'POST',
    path: '/third-party-invoices/:invoiceNumber/dispute',
    summary: 'The payer disputes a Received invoice with a reason; it needs action until approved or voided',
    params,
    body: payerDisputeBody,
    answer: ThirdPartyActionAnswerSchema,
  }),
  pay: route({
    ...portal,
    method: 'POST',
    path: '/third-party-invoices/:invoiceNumber/pay',
    summary: 'The payer pays a Settled invoice: Settled -> Paid in Full, with the payment reference and date',
    params,
    body: payerPaymentBody,
    answer: ThirdPartyActionAnswerSchema,
  }),
  documents: route({ ...portal, method: 'GET', path: '/third-party-invoices/:invoiceNumber/documents', summary: 'Documents of a third-party invoice', params, answer: DocumentListSchema }),
  requiredDocuments: route({
    ...portal,
    method: 'GET',
    path: '/third-party-invoices/:invoiceNumber/required-documents',
    summary: 'Required documents of a third-party invoice with uploaded/required counts',
    params,
    answer: RequiredDocumentsAnswerSchema,
  }),
  moveStatus: route({
    service: 'portal',
    tags: ['internal'],
    method: 'POST',
    path: '/internal/third-party-invoices/:invoiceNumber/status',
    summary: 'Move a third-party invoice: Draft -> Received | Voided, Received -> Settled | Voided, Settled -> Paid in Full',
    params,
    body: thirdPartyStatusBody,
    answer: ThirdPartyAnswerSchema,
  }),
} as const;
