import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CarrierUploadBodySchema,
  DocumentAnswerSchema,
  DocumentFindQuerySchema,
  DocumentIdParamsSchema,
  DocumentListSchema,
  DocumentTriggerAnswerSchema,
  DocumentTriggerBodySchema,
  FileQuerySchema,
  RequiredDocumentsAnswerSchema,
  RequiredDocumentsQuerySchema,
  ResultIdSchema,
  ShipmentDocumentsQuerySchema,
  ShipmentIdAltParamsSchema,
  ShipmentIdParamsSchema,
  UploadDataSchema,
} from '@portal/domain/documents/document-schemas';
import type { Caller } from '../../lib/caller';
import { HttpProblem } from '../../lib/problem';
import { triggerShipmentDocumentEvent } from './document-trigger.service';
import { uploadDocument } from './document-upload.service';
import { deleteDocument, findDocuments, findRequiredDocuments, findShipmentDocuments, openDocumentFile } from './documents.service';

const TAGS = ['documents'];
const carrierApiSecurity = [{ bearer: [], apiKey: [] }];
const bearerSecurity = [{ bearer: [] }];

/** Uploads are large; a generous per-minute cap stops a runaway client without bothering people. */
const uploadRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** What the file routes answer with (OpenAPI); never JSON except for problems. */
const FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'];

/** The file of a document: the stored bytes, whole or a range, never JSON. */
const FileResponses = {
  200: z.any().describe('The file (application/pdf, image/png, image/jpeg or image/tiff)'),
  206: z.any().describe('One byte range of the file'),
};

async function sendFile(app: FastifyInstance, caller: Caller, id: string, range: string | undefined, download: boolean, reply: FastifyReply) {
  const answer = await openDocumentFile(app, caller, id, { range, download });
  if (answer.status === 416) {
    throw new HttpProblem(416, 'Range Not Satisfiable', `The range is outside the file's ${answer.size} bytes`, {}, { 'content-range': `bytes */${answer.size}` });
  }
  return reply.status(answer.status).headers(answer.headers).send(answer.stream);
}

/** Portal API: /portal/api/documents..., /portal/api/required-documents, the shipment document event. */
export const documentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documents',
    {
      config: uploadRateLimit,
      schema: {
        tags: TAGS,
        summary: 'Upload a document (base64) to a stop, shipment, invoice, third-party invoice, case or order',
        security: bearerSecurity,
        body: UploadDataSchema,
        response: { 201: DocumentAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await uploadDocument(app, request.caller, request.body) }),
  );

  app.get(
    '/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Documents of one record (invoice, order, shipment, AP invoice, case, third-party invoice) or of a company',
        security: bearerSecurity,
        querystring: DocumentFindQuerySchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => findDocuments(app.db, request.caller, request.query),
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags: TAGS,
        summary: 'The file of a document (inline, or as an attachment with download=true); supports Range',
        security: bearerSecurity,
        params: DocumentIdParamsSchema,
        querystring: FileQuerySchema,
        produces: FILE_CONTENT_TYPES,
        response: FileResponses,
      },
    },
    async (request, reply) => sendFile(app, request.caller, request.params.id, request.headers.range, request.query.download, reply),
  );

  app.delete(
    '/documents/:id',
    {
      schema: { tags: TAGS, summary: 'Delete a document (its uploader company only)', security: bearerSecurity, params: DocumentIdParamsSchema, response: { 200: ResultIdSchema } },
    },
    async (request) => ({ data: await deleteDocument(app, request.caller, request.params.id) }),
  );

  app.put(
    '/shipments/:shipmentId/document-trigger',
    {
      schema: {
        tags: TAGS,
        summary: 'Record the shipment document event for a file type',
        security: bearerSecurity,
        params: ShipmentIdAltParamsSchema,
        body: DocumentTriggerBodySchema,
        response: { 200: DocumentTriggerAnswerSchema },
      },
    },
    async (request) => ({ data: await triggerShipmentDocumentEvent(app.db, request.caller, request.params.shipmentId, request.body.fileType) }),
  );

  app.get(
    '/required-documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Required documents of a shipment, AP invoice or third-party invoice, with what is uploaded',
        security: bearerSecurity,
        querystring: RequiredDocumentsQuerySchema,
        response: { 200: RequiredDocumentsAnswerSchema },
      },
    },
    async (request) => findRequiredDocuments(app.db, request.caller, request.query),
  );
};

/** Carrier API (the spec's paths verbatim). */
export const documentsCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/documents/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The file of a document (blob); supports Range',
        security: carrierApiSecurity,
        params: DocumentIdParamsSchema,
        querystring: FileQuerySchema,
        produces: FILE_CONTENT_TYPES,
        response: FileResponses,
      },
    },
    async (request, reply) => sendFile(app, request.caller, request.params.id, request.headers.range, request.query.download, reply),
  );

  app.post(
    '/v2/documents',
    {
      config: uploadRateLimit,
      schema: { tags: TAGS, summary: 'Upload a document (uploadData)', security: carrierApiSecurity, body: CarrierUploadBodySchema, response: { 201: DocumentAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await uploadDocument(app, request.caller, request.body.uploadData) }),
  );

  app.delete(
    '/v2/documents/:id',
    { schema: { tags: TAGS, summary: 'Delete a document', security: carrierApiSecurity, params: DocumentIdParamsSchema, response: { 200: ResultIdSchema } } },
    async (request) => ({ data: await deleteDocument(app, request.caller, request.params.id) }),
  );

  app.put(
    '/v2/documents/document-trigger/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Record the shipment document event (id is the shipment id)',
        security: carrierApiSecurity,
        params: ShipmentIdParamsSchema,
        body: DocumentTriggerBodySchema,
        response: { 200: DocumentTriggerAnswerSchema },
      },
    },
    async (request) => ({ data: await triggerShipmentDocumentEvent(app.db, request.caller, request.params.id, request.body.fileType) }),
  );
};

/** Trucks API: the document routes of a shipment (the shipments area owns the others). */
export const documentsTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/shipments/:id/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Documents of a shipment, optionally of one file type',
        security: bearerSecurity,
        params: ShipmentIdParamsSchema,
        querystring: ShipmentDocumentsQuerySchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => findShipmentDocuments(app.db, request.caller, request.params.id, request.query.fileType),
  );

  app.post(
    '/v2/shipments/:id/documents',
    {
      config: uploadRateLimit,
      schema: {
        tags: TAGS,
        summary: 'Upload a document to a shipment (uploadData)',
        security: bearerSecurity,
        params: ShipmentIdParamsSchema,
        body: CarrierUploadBodySchema,
        response: { 201: DocumentAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await uploadDocument(app, request.caller, request.body.uploadData, { shipmentId: request.params.id }) }),
  );

  app.get(
    '/v2/shipments/:id/required_documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Required documents of a shipment, with what is uploaded',
        security: bearerSecurity,
        params: ShipmentIdParamsSchema,
        response: { 200: RequiredDocumentsAnswerSchema },
      },
    },
    async (request) => findRequiredDocuments(app.db, request.caller, { shipmentId: request.params.id }),
  );
};
