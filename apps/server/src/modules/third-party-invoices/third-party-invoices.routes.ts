import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { DocumentListSchema, RequiredDocumentsAnswerSchema } from '../documents/document-schemas';
import { requireBrokerage } from '../invoices/brokerage-guard';
import {
  ThirdPartyAnswerSchema,
  ThirdPartyCountsSchema,
  thirdPartyCountsQuery,
  thirdPartyInvoiceNumberParams,
  ThirdPartyListSchema,
  thirdPartyListQuery,
  thirdPartyStatusBody,
  thirdPartyUpdateBody,
  ThirdPartyUpdateAnswerSchema,
} from './third-party-invoice-schemas';
import {
  getThirdPartyInvoice,
  listThirdPartyInvoices,
  moveThirdPartyInvoice,
  thirdPartyDocuments,
  thirdPartyRequiredDocuments,
  thirdPartyStatusCounts,
  updateThirdPartyInvoice,
} from './third-party-invoices.service';

const TAGS = ['third-party-invoices'];
const carrierApiSecurity = [{ bearer: [], apiKey: [] }];
const bearerSecurity = [{ bearer: [] }];

/** Carrier API (spec section 7, path verbatim). */
export const thirdPartyInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/third_party_payer_invoices',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices),
      schema: {
        tags: TAGS,
        summary: 'Third-party payer invoices (same filters as the Portal API find), 50 a page',
        security: carrierApiSecurity,
        querystring: thirdPartyListQuery,
        response: { 200: ThirdPartyListSchema },
      },
    },
    async (request) => listThirdPartyInvoices(app.db, request.caller, request.query),
  );
};

/** Portal API: /portal/api/third-party-invoices... */
export const thirdPartyInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices);

  app.get(
    '/third-party-invoices',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Find third-party payer invoices (status, query, invoice and load dates, isAuditable default true, actionRequired), 50 a page',
        security: bearerSecurity,
        querystring: thirdPartyListQuery,
        response: { 200: ThirdPartyListSchema },
      },
    },
    async (request) => listThirdPartyInvoices(app.db, request.caller, request.query),
  );

  app.get(
    '/third-party-invoices/status-counts',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Counts of the sidebar views (Action Required, Draft, Received, Settled, All) under the filter panel',
        security: bearerSecurity,
        querystring: thirdPartyCountsQuery,
        response: { 200: ThirdPartyCountsSchema },
      },
    },
    async (request) => ({ data: await thirdPartyStatusCounts(app.db, request.caller, request.query) }),
  );

  app.get(
    '/third-party-invoices/:invoiceNumber',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Details of a third-party payer invoice', security: bearerSecurity, params: thirdPartyInvoiceNumberParams, response: { 200: ThirdPartyAnswerSchema } },
    },
    async (request) => ({ data: await getThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber) }),
  );

  app.patch(
    '/third-party-invoices/:invoiceNumber',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Add Invoice: external invoice number and amount; submits a Draft once delivered and documented',
        security: bearerSecurity,
        params: thirdPartyInvoiceNumberParams,
        body: thirdPartyUpdateBody,
        response: { 200: ThirdPartyUpdateAnswerSchema },
      },
    },
    async (request) => updateThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body),
  );

  app.get(
    '/third-party-invoices/:invoiceNumber/documents',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Documents of a third-party invoice', security: bearerSecurity, params: thirdPartyInvoiceNumberParams, response: { 200: DocumentListSchema } },
    },
    async (request) => thirdPartyDocuments(app.db, request.caller, request.params.invoiceNumber),
  );

  app.get(
    '/third-party-invoices/:invoiceNumber/required-documents',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Required documents of a third-party invoice with uploaded/required counts',
        security: bearerSecurity,
        params: thirdPartyInvoiceNumberParams,
        response: { 200: RequiredDocumentsAnswerSchema },
      },
    },
    async (request) => thirdPartyRequiredDocuments(app.db, request.caller, request.params.invoiceNumber),
  );
};

/** Internal brokerage API: third-party status moves. */
export const thirdPartyInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/third-party-invoices/:invoiceNumber/status',
    {
      onRequest: requireBrokerage,
      schema: {
        tags: ['internal'],
        summary: 'Move a third-party invoice: Draft -> Received | Voided, Received -> Settled | Voided, Settled -> Paid in Full',
        security: bearerSecurity,
        params: thirdPartyInvoiceNumberParams,
        body: thirdPartyStatusBody,
        response: { 200: ThirdPartyAnswerSchema },
      },
    },
    async (request) => ({ data: await moveThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body.status) }),
  );
};
