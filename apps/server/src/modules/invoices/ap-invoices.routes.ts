import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { RequiredDocumentsAnswerSchema } from '../documents/document-schemas';
import { NoteItemsSchema } from '../notes/note-schemas';
import {
  ApInvoiceAnswerSchema,
  apInvoiceIdParams,
  ApInvoiceListSchema,
  apInvoiceListQuery,
  apInvoiceUpdateBody,
  ApInvoiceUpdateAnswerSchema,
  invoiceNumberParams,
} from './ap-invoice-schemas';
import {
  apInvoiceDocuments,
  apInvoiceNotes,
  apInvoiceRequiredDocuments,
  getApInvoice,
  getApInvoiceByNumber,
  listApInvoices,
  settleApInvoice,
  updateApInvoice,
} from './ap-invoices.service';
import { requireBrokerage } from './brokerage-guard';

const TAGS = ['invoices'];
const carrierApiSecurity = [{ bearer: [], apiKey: [] }];
const bearerSecurity = [{ bearer: [] }];

/** Invoice document (spec section 3) plus the file's type code and URL. */
const InvoiceDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  fileType: z.number().int(),
  entityType: z.number().int(),
  entityId: z.number().int(),
  entityDescription: z.string(),
  extension: z.string(),
  fileURL: z.string(),
  /** The document meets one of the invoice's required documents. */
  required: z.boolean(),
});
const InvoiceDocumentListSchema = z.object({ data: z.array(InvoiceDocumentSchema), totalCount: z.number().int() });

/** Carrier API (spec section 7, paths verbatim): api/v2/invoices... */
export const apInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireAccess(ROUTE_ACCESS.accounting);

  app.get(
    '/v2/invoices',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Payables invoices of a filter bucket (default Uninvoiced), 50 a page',
        security: carrierApiSecurity,
        querystring: apInvoiceListQuery,
        response: { 200: ApInvoiceListSchema },
      },
    },
    async (request) => listApInvoices(app.db, request.caller, request.query),
  );

  app.get(
    '/v2/invoices/:id',
    { onRequest: guard, schema: { tags: TAGS, summary: 'One payables invoice', security: carrierApiSecurity, params: apInvoiceIdParams, response: { 200: ApInvoiceAnswerSchema } } },
    async (request) => ({ data: await getApInvoice(app.db, request.caller, request.params.id) }),
  );

  app.patch(
    '/v2/invoices/:id',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: "Save the carrier's invoice number and amount; submits a Draft (Draft -> Received) once delivered and documented",
        security: carrierApiSecurity,
        params: apInvoiceIdParams,
        body: apInvoiceUpdateBody,
        response: { 200: ApInvoiceUpdateAnswerSchema },
      },
    },
    async (request) => updateApInvoice(app.db, request.caller, request.params.id, request.body),
  );

  app.get(
    '/v2/invoices/:id/documents',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Documents of an invoice (and the proofs of delivery of its shipment)', security: carrierApiSecurity, params: apInvoiceIdParams, response: { 200: InvoiceDocumentListSchema } },
    },
    async (request) => apInvoiceDocuments(app.db, request.caller, request.params.id),
  );

  app.get(
    '/v2/invoices/:id/required_documents',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Required documents of an invoice with uploaded/required counts', security: carrierApiSecurity, params: apInvoiceIdParams, response: { 200: RequiredDocumentsAnswerSchema } },
    },
    async (request) => apInvoiceRequiredDocuments(app.db, request.caller, request.params.id),
  );

  app.get(
    '/v2/invoices/:id/notes',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Notes on an invoice', security: carrierApiSecurity, params: apInvoiceIdParams, response: { 200: NoteItemsSchema } },
    },
    async (request) => apInvoiceNotes(app.db, request.caller, request.params.id),
  );
};

/** Portal API: /portal/api/ap-invoices (the counts route is the auth area's, in invoices.routes.ts). */
export const apInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireAccess(ROUTE_ACCESS.accounting);

  app.get(
    '/ap-invoices',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Payables invoices of a filter bucket (default Uninvoiced), 50 a page', security: bearerSecurity, querystring: apInvoiceListQuery, response: { 200: ApInvoiceListSchema } },
    },
    async (request) => listApInvoices(app.db, request.caller, request.query),
  );

  app.get(
    '/ap-invoices/by-number/:invoiceNumber',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'One payables invoice by its number (the preview route carries the number)', security: bearerSecurity, params: invoiceNumberParams, response: { 200: ApInvoiceAnswerSchema } },
    },
    async (request) => ({ data: await getApInvoiceByNumber(app.db, request.caller, request.params.invoiceNumber) }),
  );

  app.get(
    '/ap-invoices/:id',
    { onRequest: guard, schema: { tags: TAGS, summary: 'One payables invoice', security: bearerSecurity, params: apInvoiceIdParams, response: { 200: ApInvoiceAnswerSchema } } },
    async (request) => ({ data: await getApInvoice(app.db, request.caller, request.params.id) }),
  );

  app.patch(
    '/ap-invoices/:id',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: "Save the carrier's invoice number and amount (invoiceId, externalInvoiceAmount, externalInvoiceNumber)",
        security: bearerSecurity,
        params: apInvoiceIdParams,
        body: apInvoiceUpdateBody,
        response: { 200: ApInvoiceUpdateAnswerSchema },
      },
    },
    async (request) => updateApInvoice(app.db, request.caller, request.params.id, request.body),
  );
};

/** Internal brokerage API: /portal/api/internal/ap-invoices... */
export const apInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/ap-invoices/:id/settle',
    {
      onRequest: requireBrokerage,
      schema: { tags: ['internal'], summary: 'Settle a Received invoice (Received -> Settled)', security: bearerSecurity, params: apInvoiceIdParams, response: { 200: ApInvoiceAnswerSchema } },
    },
    async (request) => ({ data: await settleApInvoice(app.db, request.caller, request.params.id) }),
  );
};
