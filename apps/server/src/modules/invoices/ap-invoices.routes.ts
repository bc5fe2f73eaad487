import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS, type AccessRule } from '@portal/domain/auth/access';
import { invoiceRoutes } from '@portal/domain/invoices/invoice-routes';
import { mayChangePayees } from '@portal/domain/invoices/payee-change';
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
import { requireBrokerage } from '../../lib/caller-guards';
import { listBackOfficeInvoices } from './back-office.service';
import { cancelApInvoicePayeeChange, confirmApInvoicePayeeChange, setApInvoiceRemitTo } from './remit-to.service';
import { auditContextOf } from '../../lib/audit-context';
import { forbidden } from '../../lib/problem';
import { serve } from '../../lib/serve-route';
import type { AuthHook } from '../../plugins/auth';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';

/** The invoices area, and the brokerage's staff, who run payables. */
const ACCOUNTING_OR_BROKERAGE: AccessRule = { ...ROUTE_ACCESS.accounting, alsoBrokerage: true };

/** Carrier API (the spec's paths verbatim): api/v2/invoices... */
export const apInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: app.requireAccess(ROUTE_ACCESS.accounting) };

  serve(app, invoiceRoutes.carrierList, async (request) => listApInvoices(app.db, request.caller, request.query), options);
  serve(app, invoiceRoutes.carrierGet, async (request) => ({ data: await getApInvoice(app.db, request.caller, request.params.id) }), options);
  serve(app, invoiceRoutes.carrierUpdate, async (request) => updateApInvoice(app.db, request.caller, request.params.id, request.body), options);
  serve(app, invoiceRoutes.carrierDocuments, async (request) => apInvoiceDocuments(app.db, request.caller, request.params.id), options);
  serve(app, invoiceRoutes.carrierRequiredDocuments, async (request) => apInvoiceRequiredDocuments(app.db, request.caller, request.params.id), options);
  serve(app, invoiceRoutes.carrierNotes, async (request) => apInvoiceNotes(app.db, request.caller, request.params.id), options);
};

/** Portal API: /portal/api/ap-invoices (the counts route is the auth area's, in invoices.routes.ts). */
export const apInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: app.requireAccess(ROUTE_ACCESS.accounting) };

  serve(app, invoiceRoutes.getByNumber, async (request) => ({ data: await getApInvoiceByNumber(app.db, request.caller, request.params.invoiceNumber) }), options);
  // Payee changes: carrier admins ask, a second person confirms; the brokerage's staff set the payee directly.
  const payeeChangers: AuthHook = async (request) => {
    if (!mayChangePayees(request.caller)) throw forbidden(INVOICE_MESSAGES.payeeChangeAdminsOnly);
  };
  serve(
    app,
    invoiceRoutes.setRemitTo,
    async (request, reply) => {
      const { status, ...answer } = await setApInvoiceRemitTo(app, request.caller, request.params.id, request.body.remitToCompanyId, auditContextOf(request));
      return reply.status(status).send(answer);
    },
    { onRequest: [payeeChangers, app.requireRecentProof] },
  );
  serve(app, invoiceRoutes.confirmPayeeChange, async (request) => confirmApInvoicePayeeChange(app, request.caller, request.params.id, auditContextOf(request)), {
    onRequest: [payeeChangers, app.requireRecentProof],
  });
  serve(app, invoiceRoutes.cancelPayeeChange, async (request) => cancelApInvoicePayeeChange(app, request.caller, request.params.id, auditContextOf(request)), {
    onRequest: [app.requireAccess(ACCOUNTING_OR_BROKERAGE)],
  });
  serve(app, invoiceRoutes.list, async (request) => listApInvoices(app.db, request.caller, request.query), options);
  serve(app, invoiceRoutes.get, async (request) => ({ data: await getApInvoice(app.db, request.caller, request.params.id) }), options);
  serve(app, invoiceRoutes.update, async (request) => updateApInvoice(app.db, request.caller, request.params.id, request.body), options);
};

/** Internal brokerage API: /portal/api/internal/ap-invoices... */
export const apInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: requireBrokerage };
  serve(app, invoiceRoutes.backOfficeList, async (request) => listBackOfficeInvoices(app.db, request.caller, request.query), options);
  serve(app, invoiceRoutes.settle, async (request) => ({ data: await settleApInvoice(app.db, request.caller, request.params.id, auditContextOf(request)) }), options);
};
