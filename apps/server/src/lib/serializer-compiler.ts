import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Answers of the hot calls (the benched lists, detail, counts, searches and the load board) are
 * written by a serializer compiled from their zod schema (fast-json-stringify, as Fastify does for
 * JSON schemas) instead of being parsed by zod and then JSON.stringify'd: the same bytes (only the
 * schema's keys, in the schema's order) at a fraction of the cost. A route asks for it in its
 * contract (compiledAnswer), so the choice belongs to that route alone; every other route keeps
 * zod's check of every answer.
 */

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

export interface AnswerCheck {
  /** The share of answers (0 to 1) checked against the schema before they are written. */
  share: number;
  /** Where a mismatch goes when it is not thrown (production): the answer is still sent. */
  onMismatch?: (error: unknown) => void;
}

/**
 * The compiled serializer of one route. Its answers are checked against the schema at `share`:
 * every answer outside production, so a test catches an answer that strays from its schema; a
 * sample in production, where a mismatch is logged rather than failing the person's call.
 */
export function compiledSerializerCompiler(check: AnswerCheck): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Every schema a route holds is a zod schema: the app's validator and serializer compilers are zod's.
    const zodRoute = route as Parameters<typeof zodSerializerCompiler>[0];
    const serialize = compileAnswerSerializer(zodRoute.schema as ZodType);
    if (check.share <= 0) return serialize;
    const zodCheck = zodSerializerCompiler(zodRoute);
    return (data) => {
      if (check.share >= 1 || Math.random() < check.share) {
        if (!check.onMismatch) zodCheck(data);
        else {
          try {
            zodCheck(data);
          } catch (error) {
            check.onMismatch(error);
          }
        }
      }
      return serialize(data);
    };
  };
}
