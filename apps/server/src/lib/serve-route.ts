import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions, RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiService, RouteContract } from '@portal/domain/api/route-contract';
import { z, type ZodType } from 'zod';
import { compiledSerializerCompiler, type AnswerCheck } from './serializer-compiler';

/** A route plugin's app with the zod type provider. */
export type ZodApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** The answer schema the route documents and serializes with: the contract's, a binary body, or nothing. */
type AnswerSchemaOf<C extends RouteContract> = C extends { answer: infer A extends ZodType } ? A : ZodType;
type StatusOf<C extends RouteContract> = (C extends { status: infer S extends number } ? S : 200) | (C extends { alsoStatus: infer A extends number } ? A : never);

/** The Fastify schema a contract stands for, typed so the handler's request and answer follow it. */
export interface ContractSchema<C extends RouteContract> {
  params: C['params'];
  querystring: C['query'];
  headers: C['headers'];
  body: C['body'];
  response: Record<StatusOf<C>, AnswerSchemaOf<C>> & (C extends { ranges: true } ? Record<206, ZodType> : unknown);
}

export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  unknown,
  ContractSchema<C>,
  ZodTypeProvider
>;

/** Route options that are not the contract's: body limits, rate limits, hooks of this route alone. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema' | 'serializerCompiler'>;

/** A binary answer (PDF, image, video) documented as such; its bytes are not serialized. */
const FILE_ANSWER = z.any().describe('The file');
/** One byte range of a file answer (Range requests). */
const RANGE_ANSWER = z.any().describe('One byte range of the file');
/** What a 204 or a redirect documents: no body. */
const NO_BODY = { 204: z.null().describe('No content'), 302: z.null().describe('A redirect: Location says where') } as const;
/** The security of each API: the Carrier API also takes an API key. */
const SECURITY = { portal: [{ bearer: [] }], trucks: [{ bearer: [] }], carrier: [{ bearer: [], apiKey: [] }] } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** How compiled answers are checked: every one outside production, a sample in production. */
    answerCheck: AnswerCheck;
  }
  interface FastifyContextConfig {
    /** The contract the route was registered from (serve): the route-table check reads it. */
    contract?: RouteContract;
  }
}

/**
 * Registers one operation from its contract: method, path, schemas, OpenAPI entry and serializer
 * all come from it; only the handler and this route's own options are the server's.
 */
export function serve<const C extends RouteContract>(app: ZodApp, contract: C, handler: ContractHandler<C>, options: ServeOptions = {}): void {
  const status = contract.status ?? 200;
  const answer = contract.answer === 'file' ? FILE_ANSWER : (contract.answer ?? (status === 204 || status === 302 ? NO_BODY[status] : undefined));
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    config: { ...options.config, contract },
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.public ? {} : { security: SECURITY[contract.service].map((entry) => ({ ...entry })) }),
      ...(contract.hidden ? { hide: true } : {}),
      ...(contract.produces ? { produces: [...contract.produces] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(answer ? { response: { [status]: answer, ...(contract.alsoStatus ? { [contract.alsoStatus]: answer } : {}), ...(contract.ranges ? { 206: RANGE_ANSWER } : {}) } } : {}),
    },
    ...(contract.compiledAnswer ? { serializerCompiler: compiledSerializerCompiler(app.answerCheck) } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** Where each API is served. */
export const SERVICE_PREFIX: Record<ApiService, string> = { portal: '/portal/api', carrier: '/carrier/api', trucks: '/trucks/api' };

/** A route's own address and the one its contract names, when they differ (or it has no contract). */
export function outsideTheTable(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string | undefined {
  const contract = route.config?.contract;
  const methods = [route.method].flat();
  if (methods.every((method) => method === 'HEAD')) return undefined; // Fastify's own HEAD twin of a GET
  if (!contract) return `${methods.join(',')} ${route.url} has no contract`;
  const url = `${SERVICE_PREFIX[contract.service]}${contract.path}`;
  if (url !== route.url || !methods.includes(contract.method)) return `${methods.join(',')} ${route.url} is registered from ${contract.method} ${url}`;
  return undefined;
}

/**
 * Holds the APIs to the route table: every route registered in `apis` must come from its contract
 * at the contract's address. The returned check throws, naming them, when one does not.
 */
export function keepToTheRouteTable(apis: FastifyInstance): () => void {
  const strays: string[] = [];
  apis.addHook('onRoute', (route) => {
    const stray = outsideTheTable(route);
    if (stray) strays.push(stray);
  });
  return () => {
    if (strays.length > 0) throw new Error(`API routes outside the route table (packages/domain/src/api/route-table.ts):\n${strays.join('\n')}`);
  };
}
