import type { SwaggerTransformObject } from '@fastify/swagger';

/**
 * The answers every operation shares, added to the OpenAPI document once, here, instead of in each
 * route: errors as problem documents, the rate-limit headers, and integer widths. This only writes
 * the document (@fastify/swagger's transformObject); the routes' response schemas, which Fastify
 * serializes answers with, are untouched, so the error handler's problem documents go out as before.
 *
 * What it states holds for every documented operation:
 * - 400: any request can be malformed (a bad URL, JSON or field: `errors` names each field);
 * - 401 and 403: operations that name a security scheme authenticate first and check access;
 * - 404: operations with path parameters name a record that may not exist or not be the caller's;
 * - 429 and the X-RateLimit-* headers: every documented route has a limit (plugins/default-rate-limit.ts);
 * - 500: any request can fail; the problem document then carries no details.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  security?: unknown[];
  parameters?: { in?: string }[];
  responses?: Record<string, Json>;
}

const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const INT32 = 2 ** 31;

/** The RFC 9457 problem document the error handler sends (plugins/error-handler.ts). */
const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'An error (RFC 9457). Some problems add members of their own, such as retryAfterSeconds.',
  required: ['type', 'title', 'status', 'code', 'params'],
  properties: {
    type: { type: 'string', description: 'Always about:blank: the status says what kind of error it is.' },
    title: { type: 'string', description: 'The status text (Bad Request, Unauthorized...).' },
    status: { type: 'integer', format: 'int32', minimum: 400, maximum: 599 },
    detail: { type: 'string', description: 'What went wrong, for people; absent on 5xx answers.' },
    instance: { type: 'string', description: 'The path and query of the request.' },
    code: { type: 'string', description: "The stable code of the detail (of the title when there is no detail), such as 'tender.alreadyAnswered': what a client translates or reacts to instead of the English text." },
    params: {
      type: 'object',
      description: 'The values the detail was written with, by the name of their slot in the code\'s template.',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    },
    errors: {
      type: 'object',
      description: 'On a 400 for invalid fields: the messages of each field, by its path (body fields by name, others prefixed with querystring., params. or headers.).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    errorCodes: {
      type: 'object',
      description: 'Beside `errors`: the code and values of each of its messages, by the same field path and in the same order.',
      additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/MessageCode' } },
    },
  },
};

/** A message's code and values (the members `code` and `params` of a problem, and of each field error). */
const MESSAGE_CODE_SCHEMA = {
  type: 'object',
  required: ['code', 'params'],
  properties: {
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
  },
};

const seconds = (description: string) => ({ description, schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 } });

/**
 * What @fastify/rate-limit sends (its default names, not the IETF draft's RateLimit-*). Absent from
 * answers refused before the limit is counted (a 401 of the authentication hook) and for addresses
 * exempt from limits (RATE_LIMIT_ALLOW).
 */
const HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the window, per client address and operation.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 } },
  'X-RateLimit-Reset': seconds('Seconds until the window starts again.'),
  'Retry-After': seconds('Seconds to wait before trying again.'),
};
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;
const headerRefs = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const problemAnswer = (description: string, headers: readonly string[] = RATE_LIMIT_HEADERS) => ({
  description,
  headers: headerRefs(headers),
  content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

const RESPONSES = {
  BadRequest: problemAnswer('The request is malformed or a field is invalid (`errors` names each one).'),
  Unauthorized: problemAnswer('No valid credentials: the access token (or API key) is missing, expired or revoked.'),
  Forbidden: problemAnswer('The caller may not do this.'),
  NotFound: problemAnswer('No such record, or not one the caller may see.'),
  TooManyRequests: problemAnswer('Over the rate limit of this operation for the client address (or of the sign-in throttle): wait Retry-After seconds.', [...RATE_LIMIT_HEADERS, 'Retry-After']),
  InternalServerError: problemAnswer('The server failed; the details are in its log.', []),
};

/** The standard answers of one operation, by status. */
function standardAnswers(operation: Operation): Record<string, string> {
  const secured = (operation.security?.length ?? 0) > 0;
  const hasPathParameters = (operation.parameters ?? []).some((p) => p.in === 'path');
  return {
    400: 'BadRequest',
    ...(secured ? { 401: 'Unauthorized', 403: 'Forbidden' } : {}),
    ...(hasPathParameters ? { 404: 'NotFound' } : {}),
    429: 'TooManyRequests',
    500: 'InternalServerError',
  };
}

/** `format` for integers that have none, from their bounds (zod's integers come with both). */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(addIntegerFormats);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fitsInt32 = typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.minimum >= -INT32 && schema.maximum < INT32;
    schema.format = fitsInt32 ? 'int32' : 'int64';
  }
  Object.values(schema).forEach(addIntegerFormats);
}

/** @fastify/swagger's transformObject: the OpenAPI document with the shared answers added to every operation. */
export const withStandardAnswers: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as Json & { components?: Json & { schemas?: Json }; paths?: Record<string, Record<string, Operation>> };
  addIntegerFormats(document.paths);
  addIntegerFormats(document.components?.schemas);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Problem: PROBLEM_SCHEMA, MessageCode: MESSAGE_CODE_SCHEMA },
    headers: HEADERS,
    responses: RESPONSES,
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const responses = (operation.responses ??= {});
      // The route's own answers keep their schemas; those that can come from the limiter get its headers.
      for (const [status, answer] of Object.entries(responses)) {
        if (/^[24]/.test(status)) answer.headers = { ...headerRefs(RATE_LIMIT_HEADERS), ...(answer.headers as Json | undefined) };
      }
      for (const [status, name] of Object.entries(standardAnswers(operation))) {
        responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return documentObject.openapiObject;
};
