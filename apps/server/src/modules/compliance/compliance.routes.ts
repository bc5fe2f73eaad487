import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { complianceRoutes } from '@portal/domain/compliance/compliance-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { checkCarrierNow } from './compliance-checks';
import { carrierCompliance, getMinimums, listCompliance, myCompliance, setMinimums, uploadCertificate } from './compliance.service';
import type { FmcsaSource } from './fmcsa-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where compliance checks read carriers (the fake FMCSA outside production); undefined when none is configured. */
    fmcsaSource?: FmcsaSource;
  }
}

/**
 * Carrier compliance on the Portal API. Carriers' users read their own record and its admins upload
 * certificates; the brokerage's staff read every carrier's and check one again; the brokerage's
 * admins set the minimums. Who may write is checked in the service.
 */
export const compliancePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = { onRequest: app.requireAccess(ROUTE_ACCESS.compliance) };
  const deps = { db: app.db, fileStore: app.fileStore, mailer: app.mailer };

  serve(app, complianceRoutes.mine, async (request) => myCompliance(app.db, request.caller), readers);
  serve(app, complianceRoutes.uploadCertificate, async (request) => uploadCertificate(deps, request.caller, request.body, auditContextOf(request)), {
    ...readers,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
  serve(app, complianceRoutes.list, async (request) => listCompliance(app.db, request.caller, request.query), readers);
  serve(app, complianceRoutes.carrier, async (request) => carrierCompliance(app.db, request.caller, request.params.carrierId), readers);
  serve(app, complianceRoutes.check, async (request) => checkCarrierNow(app.db, app.fmcsaSource, request.caller, request.params.carrierId), readers);
  serve(app, complianceRoutes.minimums, async (request) => getMinimums(app.db, request.caller), readers);
  serve(app, complianceRoutes.setMinimums, async (request) => setMinimums(app.db, request.caller, request.body, auditContextOf(request)), readers);
};
