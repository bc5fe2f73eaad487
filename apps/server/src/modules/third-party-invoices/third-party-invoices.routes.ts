import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { payerDisputeBody, payerPaymentBody } from '@portal/domain/third-party-invoices/payer-actions';
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
} from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { DocumentListSchema, RequiredDocumentsAnswerSchema } from '@portal/domain/documents/document-schemas';
import { auditContextOf } from '../../lib/audit-context';
import { requireBrokerage } from '../invoices/brokerage-guard';
import { BEARER_SECURITY, CARRIER_API_SECURITY, moneyRoute } from '../invoices/money-routes';
import {
  approveThirdPartyInvoice,
  disputeThirdPartyInvoice,
  getThirdPartyInvoice,
  listThirdPartyInvoices,
  moveThirdPartyInvoice,
  payThirdPartyInvoice,
  thirdPartyDocuments,
  thirdPartyRequiredDocuments,
  thirdPartyStatusCounts,
  updateThirdPartyInvoice,
} from './third-party-invoices.service';

const TAGS = ['third-party-invoices'];
const params = thirdPartyInvoiceNumberParams;

/** Carrier API (the spec's path verbatim). */
export const thirdPartyInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices), { tags: TAGS, security: CARRIER_API_SECURITY });
  app.get(
    '/v1/third_party_payer_invoices',
    route('Third-party payer invoices (same filters as the Portal API find), 50 a page', { querystring: thirdPartyListQuery, response: { 200: ThirdPartyListSchema } }),
    async (request) => listThirdPartyInvoices(app.db, request.caller, request.query),
  );
};

/** Portal API: /portal/api/third-party-invoices... */
export const thirdPartyInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices), { tags: TAGS, security: BEARER_SECURITY });

  app.get(
    '/third-party-invoices',
    route('Find third-party payer invoices (status, query, invoice and load dates, isAuditable default true, actionRequired), 50 a page', {
      querystring: thirdPartyListQuery,
      response: { 200: ThirdPartyListSchema },
    }),
    async (request) => listThirdPartyInvoices(app.db, request.caller, request.query),
  );

  app.get(
    '/third-party-invoices/status-counts',
    route('Counts of the sidebar views (Action Required, Draft, Received, Settled, All) under the filter panel', {
      querystring: thirdPartyCountsQuery,
      response: { 200: ThirdPartyCountsAnswerSchema },
    }),
    async (request) => ({ data: await thirdPartyStatusCounts(app.db, request.caller, request.query) }),
  );

  app.get('/third-party-invoices/:invoiceNumber', route('Details of a third-party payer invoice', { params, response: { 200: ThirdPartyAnswerSchema } }), async (request) => ({
    data: await getThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber),
  }));

  app.patch(
    '/third-party-invoices/:invoiceNumber',
    route('Add Invoice: external invoice number and amount; submits a Draft once delivered and documented', {
      params,
      body: thirdPartyUpdateBody,
      response: { 200: ThirdPartyUpdateAnswerSchema },
    }),
    async (request) => updateThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body),
  );

  // The payer's actions. Who may write: users of the invoice's payer company only (others see 404
  // or 403), with role BillTo, AP or Admin to approve or dispute and AP or Admin to pay
  // (packages/domain third-party-invoices/payer-actions.ts).
  app.post(
    '/third-party-invoices/:invoiceNumber/approve',
    route('The payer approves a Received invoice: Received -> Settled (resolves an open dispute)', { params, response: { 200: ThirdPartyActionAnswerSchema } }),
    async (request) => approveThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, auditContextOf(request)),
  );

  app.post(
    '/third-party-invoices/:invoiceNumber/dispute',
    route('The payer disputes a Received invoice with a reason; it needs action until approved or voided', {
      params,
      body: payerDisputeBody,
      response: { 200: ThirdPartyActionAnswerSchema },
    }),
    async (request) => disputeThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body, auditContextOf(request)),
  );

  app.post(
    '/third-party-invoices/:invoiceNumber/pay',
    route('The payer pays a Settled invoice: Settled -> Paid in Full, with the payment reference and date', {
      params,
      body: payerPaymentBody,
      response: { 200: ThirdPartyActionAnswerSchema },
    }),
    async (request) => payThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body, auditContextOf(request)),
  );

  app.get('/third-party-invoices/:invoiceNumber/documents', route('Documents of a third-party invoice', { params, response: { 200: DocumentListSchema } }), async (request) =>
    thirdPartyDocuments(app.db, request.caller, request.params.invoiceNumber),
  );

  app.get(
    '/third-party-invoices/:invoiceNumber/required-documents',
    route('Required documents of a third-party invoice with uploaded/required counts', { params, response: { 200: RequiredDocumentsAnswerSchema } }),
    async (request) => thirdPartyRequiredDocuments(app.db, request.caller, request.params.invoiceNumber),
  );
};

/** Internal brokerage API: third-party status moves. */
export const thirdPartyInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(requireBrokerage, { tags: ['internal'], security: BEARER_SECURITY });
  app.post(
    '/internal/third-party-invoices/:invoiceNumber/status',
    route('Move a third-party invoice: Draft -> Received | Voided, Received -> Settled | Voided, Settled -> Paid in Full', {
      params,
      body: thirdPartyStatusBody,
      response: { 200: ThirdPartyAnswerSchema },
    }),
    async (request) => ({ data: await moveThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body.status, auditContextOf(request)) }),
  );
};
