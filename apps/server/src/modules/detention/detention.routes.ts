import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { detentionRoutes } from '@portal/domain/detention/detention-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { discardDetention, editDetentionNote, listDetention, submitDetention } from './detention.service';
import { getDetentionTerms, saveDetentionTerms } from './detention-terms.service';

/**
 * Detention drafted from the track: the load's carrier reads, edits, submits or discards its drafts;
 * the brokerage reads what was submitted and sets the free time and the rates.
 */
export const detentionPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipments = { onRequest: app.requireAccess(ROUTE_ACCESS.shipments) };
  serve(app, detentionRoutes.list, async (request) => listDetention(app.db, request.caller, request.params.id), shipments);
  serve(app, detentionRoutes.editNote, async (request) => editDetentionNote(app.db, request.caller, request.params.id, request.params.stopId, request.body), shipments);
  serve(
    app,
    detentionRoutes.submit,
    async (request) => submitDetention(app.db, app.fileStore, request.caller, request.params.id, request.params.stopId, request.body, auditContextOf(request)),
    shipments,
  );
  serve(app, detentionRoutes.discard, async (request) => discardDetention(app.db, request.caller, request.params.id, request.params.stopId, auditContextOf(request)), shipments);

  // Carriers read the terms their detention is priced at; only the brokerage (its admins: the service) changes them.
  const readTerms = { onRequest: app.requireAccess(ROUTE_ACCESS.compliance) };
  serve(app, detentionRoutes.getTerms, async (request) => getDetentionTerms(app.db, request.caller), readTerms);
  const changeTerms = { onRequest: app.requireAccess(ROUTE_ACCESS.detentionTerms) };
  serve(app, detentionRoutes.saveTerms, async (request) => saveDetentionTerms(app.db, request.caller, request.body, auditContextOf(request)), changeTerms);
};
