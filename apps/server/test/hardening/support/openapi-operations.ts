import type { FastifyInstance } from 'fastify';

/** A JSON schema as @fastify/swagger writes it from the zod schemas (OpenAPI 3). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface OperationParam {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document the server builds from its registered routes. */
export interface Operation {
  method: string;
  /** OpenAPI path: /portal/api/cases/{caseNumber} */
  path: string;
  params: OperationParam[];
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  /** Routes open without a token (the sign-in routes and the other operations without a security scheme). */
  isPublic: boolean;
  /** The answer is a stream that stays open (Server-Sent Events). */
  streams: boolean;
}

interface RawOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, RawOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        params: (raw.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({ in: p.in as OperationParam['in'], name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: raw.requestBody?.content?.['application/json']?.schema,
        // The sign-in area, and every operation the document names no security for (a mailed link, a
        // provider's callback, a check by a printed code): answered to anyone, so no session is sent.
        isPublic: path.startsWith('/portal/api/auth/') || path === '/.well-known/jwks.json' || (raw.security?.length ?? 0) === 0,
        streams: Object.values(raw.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {})),
      });
    }
  }
  return operations;
}

/** The concrete URL of an operation with its path parameters filled in and a query string. */
export function urlOf(operation: Operation, pathValues: Record<string, string>, query: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
