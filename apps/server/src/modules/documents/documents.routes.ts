import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentRoutes } from '@portal/domain/documents/document-routes';
import type { Caller } from '../../lib/caller';
import { HttpProblem } from '../../lib/problem';
import { idempotentWrite } from '../../lib/idempotent-write';
import { serve } from '../../lib/serve-route';
import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { triggerShipmentDocumentEvent } from './document-trigger.service';
import { uploadDocument } from './document-upload.service';
import { deleteDocument, findDocuments, findRequiredDocuments, findShipmentDocuments, openDocumentFile, type DocumentDeps } from './documents.service';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';

/** Uploads are large; a generous per-minute cap stops a runaway client without bothering people. */
const uploadRateLimit = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };

async function sendFile(app: FastifyInstance, caller: Caller, id: string, range: string | undefined, download: boolean, reply: FastifyReply) {
  const answer = await openDocumentFile(app, caller, id, { range, download });
  if (answer.status === 416) {
    throw new HttpProblem(416, 'Range Not Satisfiable', PROBLEM_MESSAGES.rangeNotSatisfiable({ size: answer.size }), {}, { 'content-range': `bytes */${answer.size}` });
  }
  return reply.status(answer.status).headers(answer.headers).send(answer.stream);
}

/**
 * An upload sent again with the same Idempotency-Key (a phone's outbox after a lost answer) answers
 * the first document instead of storing a second one.
 */
function idempotentUpload(app: FastifyInstance, caller: Caller, input: { operation: string; key: string | undefined; request: unknown; upload: (deps: DocumentDeps) => Promise<PortalDocument> }) {
  return idempotentWrite(app.db, caller, {
    operation: input.operation,
    key: input.key,
    request: input.request,
    statusCode: 201,
    write: async (db) => ({ data: await input.upload({ db, fileStore: app.fileStore, log: app.log }) }),
  });
}

/** Portal API: /portal/api/documents..., /portal/api/required-documents, the shipment document event. */
export const documentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    documentRoutes.upload,
    async ({ caller, body, headers }, reply) =>
      reply.status(201).send(await idempotentUpload(app, caller, { operation: 'documents.upload', key: headers['idempotency-key'], request: body, upload: (deps) => uploadDocument(deps, caller, body) })),
    uploadRateLimit,
  );
  serve(app, documentRoutes.find, async (request) => findDocuments(app.db, request.caller, request.query));
  serve(app, documentRoutes.file, async (request, reply) => sendFile(app, request.caller, request.params.id, request.headers.range, request.query.download, reply));
  serve(app, documentRoutes.remove, async (request) => ({ data: await deleteDocument(app, request.caller, request.params.id) }));
  serve(app, documentRoutes.trigger, async (request) => ({ data: await triggerShipmentDocumentEvent(app.db, request.caller, request.params.shipmentId, request.body.fileType) }));
  serve(app, documentRoutes.required, async (request) => findRequiredDocuments(app.db, request.caller, request.query));
};

/** Carrier API (the spec's paths verbatim). */
export const documentsCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, documentRoutes.carrierFile, async (request, reply) => sendFile(app, request.caller, request.params.id, request.headers.range, request.query.download, reply));
  serve(app, documentRoutes.carrierUpload, async (request, reply) => reply.status(201).send({ data: await uploadDocument(app, request.caller, request.body.uploadData) }), uploadRateLimit);
  serve(app, documentRoutes.carrierRemove, async (request) => ({ data: await deleteDocument(app, request.caller, request.params.id) }));
  serve(app, documentRoutes.carrierTrigger, async (request) => ({ data: await triggerShipmentDocumentEvent(app.db, request.caller, request.params.id, request.body.fileType) }));
};

/** Trucks API: the document routes of a shipment (the shipments area owns the others). */
export const documentsTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, documentRoutes.trucksShipmentDocuments, async (request) => findShipmentDocuments(app.db, request.caller, request.params.id, request.query.fileType));
  serve(
    app,
    documentRoutes.trucksUpload,
    async ({ caller, params, body, headers }, reply) =>
      reply.status(201).send(
        await idempotentUpload(app, caller, {
          operation: 'documents.shipment-upload',
          key: headers['idempotency-key'],
          request: [params, body],
          upload: (deps) => uploadDocument(deps, caller, body.uploadData, { shipmentId: params.id }),
        }),
      ),
    uploadRateLimit,
  );
  serve(app, documentRoutes.trucksRequired, async (request) => findRequiredDocuments(app.db, request.caller, { shipmentId: request.params.id }));
};
