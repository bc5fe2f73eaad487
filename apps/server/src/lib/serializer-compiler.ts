import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Answers of the hot calls (the benched lists, detail, counts, searches and the load board) are
 * written by a serializer compiled from their zod schema (fast-json-stringify, as Fastify does for
 * JSON schemas) instead of being parsed by zod and then JSON.stringify'd: the same bytes (only the
 * schema's keys, in the schema's order) at a fraction of the cost. Outside production the answer is
 * still checked against the schema first, so a test catches an answer that strays from it; in
 * production it is not. Every other route keeps zod's check.
 */
const compiledAnswers = new WeakSet<ZodType>();

/** Marks a response schema to be serialized by a compiled serializer (see above). */
export function compiledAnswer<T extends ZodType>(schema: T): T {
  compiledAnswers.add(schema);
  return schema;
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes a nullable object as `anyOf: [object, {type: null}]`, which fast-json-stringify can
 * only serve by validating each branch: as `type: ['object', 'null']` it is a null check.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplified(value)])) as JsonSchema;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}

export function compileAnswerSerializer(schema: ZodType): (data: unknown) => string {
  const json = simplified(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as JsonSchema;
  delete json.$schema;
  return fastJsonStringify(json as unknown as Parameters<typeof fastJsonStringify>[0]);
}

export function createSerializerCompiler(options: { checkAnswers: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const schema = route.schema;
    if (!compiledAnswers.has(schema)) return zodSerializerCompiler(route);
    const serialize = compileAnswerSerializer(schema);
    if (!options.checkAnswers) return serialize;
    const check = zodSerializerCompiler(route);
    return (data) => {
      check(data);
      return serialize(data);
    };
  };
}
