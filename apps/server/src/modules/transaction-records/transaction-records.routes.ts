import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { transactionRecordRoutes } from '@portal/domain/transaction-records/transaction-record-routes';
import { serve } from '../../lib/serve-route';
import { transactionRecordCsvFile, transactionRecordPdf } from './transaction-records.service';

/**
 * A load's transaction record, read only, as an attachment: the parties to the load download it;
 * nobody writes it (it is drawn from the load, its charges and invoices at the time of asking).
 */
export const transactionRecordPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));

  serve(app, transactionRecordRoutes.pdf, async (request, reply) => {
    const file = await transactionRecordPdf(app.db, request.caller, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
  serve(app, transactionRecordRoutes.csv, async (request, reply) => {
    const file = await transactionRecordCsvFile(app.db, request.caller, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.csv);
  });
};
