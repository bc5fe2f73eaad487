import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS, type AccessRule } from '@portal/domain/auth/access';
import { mayChangePayees, PAYEE_CHANGE_ADMINS_ONLY } from '@portal/domain/invoices/payee-change';
import {
  ApInvoiceAnswerSchema,
  apInvoiceIdParams,
  ApInvoiceListSchema,
  apInvoiceListQuery,
  apInvoiceRemitToBody,
  ApInvoiceRemitToAnswerSchema,
  apInvoiceUpdateBody,
  ApInvoiceUpdateAnswerSchema,
  InvoiceDocumentListSchema,
  invoiceNumberParams,
} from '@portal/domain/invoices/ap-invoice-schemas';
import { RequiredDocumentsAnswerSchema } from '@portal/domain/documents/document-schemas';
import { NoteItemsSchema } from '@portal/domain/notes/note-schemas';
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
import { BackOfficeInvoiceListSchema, backOfficeInvoiceQuery } from '@portal/domain/back-office/back-office-schemas';
import { requireBrokerage } from './brokerage-guard';
import { listBackOfficeInvoices } from './back-office.service';
import { cancelApInvoicePayeeChange, confirmApInvoicePayeeChange, setApInvoiceRemitTo } from './remit-to.service';
import { auditContextOf } from '../../lib/audit-context';
import { forbidden } from '../../lib/problem';
import type { AuthHook } from '../../plugins/auth';
import { BEARER_SECURITY, CARRIER_API_SECURITY, moneyRoute } from './money-routes';

const TAGS = ['invoices'];
/** The invoices area, and the brokerage's staff, who run payables. */
const ACCOUNTING_OR_BROKERAGE: AccessRule = { ...ROUTE_ACCESS.accounting, alsoBrokerage: true };

type ApInvoiceApi = Parameters<typeof moneyRoute>[1]['security'];

/**
 * The calls both APIs serve under their own paths: the list of a filter bucket, one invoice by id,
 * and the carrier's invoice entry.
 */
function apInvoiceCalls(security: ApInvoiceApi, base: string, entrySummary: string): FastifyPluginAsyncZod {
  return async (app) => {
    const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.accounting), { tags: TAGS, security });

    app.get(base, route('Payables invoices of a filter bucket (default Uninvoiced), 50 a page', { querystring: apInvoiceListQuery, response: { 200: ApInvoiceListSchema } }), async (request) =>
      listApInvoices(app.db, request.caller, request.query),
    );

    app.get(`${base}/:id`, route('One payables invoice', { params: apInvoiceIdParams, response: { 200: ApInvoiceAnswerSchema } }), async (request) => ({
      data: await getApInvoice(app.db, request.caller, request.params.id),
    }));

    app.patch(`${base}/:id`, route(entrySummary, { params: apInvoiceIdParams, body: apInvoiceUpdateBody, response: { 200: ApInvoiceUpdateAnswerSchema } }), async (request) =>
      updateApInvoice(app.db, request.caller, request.params.id, request.body),
    );
  };
}

/** Carrier API (the spec's paths verbatim): api/v2/invoices... */
export const apInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    apInvoiceCalls(CARRIER_API_SECURITY, '/v2/invoices', "Save the carrier's invoice number and amount; submits a Draft (Draft -> Received) once delivered and documented"),
  );
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.accounting), { tags: TAGS, security: CARRIER_API_SECURITY });

  app.get(
    '/v2/invoices/:id/documents',
    route('Documents of an invoice (and the proofs of delivery of its shipment)', { params: apInvoiceIdParams, response: { 200: InvoiceDocumentListSchema } }),
    async (request) => apInvoiceDocuments(app.db, request.caller, request.params.id),
  );

  app.get(
    '/v2/invoices/:id/required_documents',
    route('Required documents of an invoice with uploaded/required counts', { params: apInvoiceIdParams, response: { 200: RequiredDocumentsAnswerSchema } }),
    async (request) => apInvoiceRequiredDocuments(app.db, request.caller, request.params.id),
  );

  app.get('/v2/invoices/:id/notes', route('Notes on an invoice', { params: apInvoiceIdParams, response: { 200: NoteItemsSchema } }), async (request) =>
    apInvoiceNotes(app.db, request.caller, request.params.id),
  );
};

/** Portal API: /portal/api/ap-invoices (the counts route is the auth area's, in invoices.routes.ts). */
export const apInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.accounting), { tags: TAGS, security: BEARER_SECURITY });

  app.get(
    '/ap-invoices/by-number/:invoiceNumber',
    route('One payables invoice by its number (the preview route carries the number)', { params: invoiceNumberParams, response: { 200: ApInvoiceAnswerSchema } }),
    async (request) => ({ data: await getApInvoiceByNumber(app.db, request.caller, request.params.invoiceNumber) }),
  );
  // Payee changes: carrier admins ask, a second person confirms; the brokerage's staff set the payee directly.
  const payeeChangers: AuthHook = async (request) => {
    if (!mayChangePayees(request.caller)) throw forbidden(PAYEE_CHANGE_ADMINS_ONLY);
  };
  const payeeRoute = <S extends Pick<FastifySchema, 'params' | 'body' | 'response'>>(summary: string, onRequest: AuthHook[], schema: S) => ({
    onRequest,
    schema: { tags: TAGS, security: BEARER_SECURITY, summary, ...schema },
  });
  app.put(
    '/ap-invoices/:id/remit-to',
    payeeRoute(
      "Remit To: a factoring company from the Carriers factoring list, or null to be paid directly; the check goes to this party. A carrier admin's change is held (202) until another admin of the company confirms it (or, for a company's only admin, the link mailed to its registered address); the brokerage's staff set it at once (200). Recent proof of identity required",
      [payeeChangers, app.requireRecentProof],
      { params: apInvoiceIdParams, body: apInvoiceRemitToBody, response: { 200: ApInvoiceRemitToAnswerSchema, 202: ApInvoiceRemitToAnswerSchema } },
    ),
    async (request, reply) => {
      const { status, ...answer } = await setApInvoiceRemitTo(app, request.caller, request.params.id, request.body.remitToCompanyId, auditContextOf(request));
      return reply.status(status).send(answer);
    },
  );
  app.post(
    '/ap-invoices/:id/payee-change/confirmation',
    payeeRoute(
      "Confirm the invoice's held payee change: another admin of the carrier (never who asked) or the brokerage's payables staff; the invoice takes the new payee (409 and the change is cancelled if the invoice was locked meanwhile). Recent proof of identity required",
      [payeeChangers, app.requireRecentProof],
      { params: apInvoiceIdParams, response: { 200: ApInvoiceRemitToAnswerSchema } },
    ),
    async (request) => confirmApInvoicePayeeChange(app, request.caller, request.params.id, auditContextOf(request)),
  );
  app.post(
    '/ap-invoices/:id/payee-change/cancellation',
    payeeRoute(
      "Cancel the invoice's held payee change (who asked, an admin of the carrier, or the brokerage's payables staff); the payee stays as it is",
      [app.requireAccess(ACCOUNTING_OR_BROKERAGE)],
      { params: apInvoiceIdParams, response: { 200: ApInvoiceRemitToAnswerSchema } },
    ),
    async (request) => cancelApInvoicePayeeChange(app, request.caller, request.params.id, auditContextOf(request)),
  );
  await app.register(
    apInvoiceCalls(BEARER_SECURITY, '/ap-invoices', "Save the carrier's invoice number and amount (invoiceId, externalInvoiceAmount, externalInvoiceNumber)"),
  );
};

/** Internal brokerage API: /portal/api/internal/ap-invoices... */
export const apInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(requireBrokerage, { tags: ['internal'], security: BEARER_SECURITY });
  app.get(
    '/internal/ap-invoices',
    route("The brokerage's back office: carrier invoices of one status (Received, Settled or Paid in Full), searchable, 50 a page; read-only, any brokerage user", {
      querystring: backOfficeInvoiceQuery,
      response: { 200: BackOfficeInvoiceListSchema },
    }),
    async (request) => listBackOfficeInvoices(app.db, request.caller, request.query),
  );
  app.post('/internal/ap-invoices/:id/settle', route('Approve (settle) a Received invoice (Received -> Settled); brokerage AP or Admin only, who is recorded as its approver', { params: apInvoiceIdParams, response: { 200: ApInvoiceAnswerSchema } }), async (request) => ({
    data: await settleApInvoice(app.db, request.caller, request.params.id, auditContextOf(request)),
  }));
};
