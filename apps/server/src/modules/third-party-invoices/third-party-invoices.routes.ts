import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { thirdPartyInvoiceRoutes } from '@portal/domain/third-party-invoices/third-party-invoice-routes';
import { auditContextOf } from '../../lib/audit-context';
import { requireBrokerage } from '../../lib/caller-guards';
import { serve } from '../../lib/serve-route';
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

/** Carrier API (the spec's path verbatim). */
export const thirdPartyInvoicesCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices) };
  serve(app, thirdPartyInvoiceRoutes.carrierList, async (request) => listThirdPartyInvoices(app.db, request.caller, request.query), options);
};

/** Portal API: /portal/api/third-party-invoices... */
export const thirdPartyInvoicesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: app.requireAccess(ROUTE_ACCESS.thirdPartyPayerInvoices) };

  serve(app, thirdPartyInvoiceRoutes.list, async (request) => listThirdPartyInvoices(app.db, request.caller, request.query), options);
  serve(app, thirdPartyInvoiceRoutes.statusCounts, async (request) => ({ data: await thirdPartyStatusCounts(app.db, request.caller, request.query) }), options);
  serve(app, thirdPartyInvoiceRoutes.get, async (request) => ({ data: await getThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber) }), options);
  serve(app, thirdPartyInvoiceRoutes.update, async (request) => updateThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body), options);

  // The payer's actions. Who may write: users of the invoice's payer company only (others see 404
  // or 403), with role BillTo, AP or Admin to approve or dispute and AP or Admin to pay
  // (packages/domain third-party-invoices/payer-actions.ts).
  serve(app, thirdPartyInvoiceRoutes.approve, async (request) => approveThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, auditContextOf(request)), options);
  serve(app, thirdPartyInvoiceRoutes.dispute, async (request) => disputeThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body, auditContextOf(request)), options);
  serve(app, thirdPartyInvoiceRoutes.pay, async (request) => payThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body, auditContextOf(request)), options);

  serve(app, thirdPartyInvoiceRoutes.documents, async (request) => thirdPartyDocuments(app.db, request.caller, request.params.invoiceNumber), options);
  serve(app, thirdPartyInvoiceRoutes.requiredDocuments, async (request) => thirdPartyRequiredDocuments(app.db, request.caller, request.params.invoiceNumber), options);
};

/** Internal brokerage API: third-party status moves. */
export const thirdPartyInvoicesInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    thirdPartyInvoiceRoutes.moveStatus,
    async (request) => ({ data: await moveThirdPartyInvoice(app.db, request.caller, request.params.invoiceNumber, request.body.status, auditContextOf(request)) }),
    { onRequest: requireBrokerage },
  );
};
