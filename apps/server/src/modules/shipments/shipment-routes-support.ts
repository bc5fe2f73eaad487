import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { useJsonBodyParser } from '../../lib/json-body';

/**
 * Hooks shared by the shipment route plugins (each registered in its own encapsulated context):
 * authenticate unless the API already did, then the shipments access rule. Also lets a JSON
 * request carry an empty body (PATCH quick_closure is sent with one) instead of failing parsing.
 */
export function useShipmentRouteDefaults(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.caller) await app.authenticate(request, reply);
  });
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));

  useJsonBodyParser(app, { emptyIsNone: true });
}

export function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
