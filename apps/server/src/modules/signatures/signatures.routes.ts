import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { signatureRoutes } from '@portal/domain/signatures/signature-routes';
import { SIGNATURE_IMAGE_BASE64_MAX_LENGTH } from '@portal/domain/signatures/signature-rules';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { listSignatures, takeSignature } from './signatures.service';

/** Room for the JSON around the largest drawing taken. */
const SIGN_BODY_LIMIT = SIGNATURE_IMAGE_BASE64_MAX_LENGTH + 4096;

/**
 * Signatures at a load's stops: its parties read them; its carrier's users and assigned driver take
 * them. Everyone else gets a 404.
 */
export const signaturePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));

  serve(app, signatureRoutes.list, async (request) => listSignatures(app.db, request.caller, request.params.id));
  serve(app, signatureRoutes.sign, async (request, reply) => reply.status(201).send(await takeSignature(app, request.caller, request.params.id, request.body, auditContextOf(request))), {
    bodyLimit: SIGN_BODY_LIMIT,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
};
