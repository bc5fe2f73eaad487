import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { fraudSignalRoutes } from '@portal/domain/risk/fraud-signal-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { acknowledgeFraudSignal, fraudSignalDetail, fraudSignalList } from './fraud-signals.service';

/**
 * The Risk page: the brokerage's staff read and acknowledge fraud signals; every other company
 * gets 403, since a carrier must not learn what is suspected of it (nor which ids exist).
 */
export const fraudSignalInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.risk));

  serve(app, fraudSignalRoutes.list, async (request) => fraudSignalList(app.db, request.query));
  serve(app, fraudSignalRoutes.get, async (request) => fraudSignalDetail(app.db, request.params.signalId));
  serve(app, fraudSignalRoutes.acknowledge, async (request) => acknowledgeFraudSignal(app.db, request.caller, request.params.signalId, request.body, auditContextOf(request)));
};
