import fc from 'fast-check';
import { exampleOf } from './example-values';
import type { JsonSchema, Operation } from './openapi-operations';

/**
 * Invalid inputs for one operation, drawn from its OpenAPI description: each case starts from a
 * request the schema would accept and breaks one thing (a value of the wrong type, text PostgreSQL
 * cannot store, a huge or badly encoded string, an extra key, a body that is not JSON or not JSON
 * at all). The server must refuse each with a 4xx problem document, or accept it, never 5xx.
 */
export interface FuzzCase {
  what: string;
  /** Path values, raw: already percent-encoded where the case is about encoding. */
  path: Record<string, string>;
  query: Record<string, string>;
  /** The payload as sent, with its content type. */
  payload?: { contentType: string; text: string };
}

/** Text that PostgreSQL cannot store, is outsized, or is shaped to trip a parser. */
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\uffff', '%', '%zz', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '{}', '[]', 'null', 'NaN', '-1', '1e309', '0x10', ' ', ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** A JSON value of any type: most of them are the wrong type for any given field. */
const anyJson = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), hostileText), { maxKeys: 3 }),
);

/** Percent-encodings a URL parser may choke on, sent as they are. */
const rawPathSegments = fc.constantFrom('%00', '%E0%A4%A', '%', '%%', '%C0%AF', '..%2F..%2F', '%FF%FE', encodeURIComponent('9'.repeat(40)), '-1', '1.5', 'null', 'undefined', '%20');

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function baseQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of operation.params) if (p.in === 'query' && p.required) query[p.name] = String(exampleOf(p.schema, p.name));
  return query;
}

function basePath(operation: Operation): Record<string, string> {
  const path: Record<string, string> = {};
  for (const p of operation.params) if (p.in === 'path') path[p.name] = encodeURIComponent(String(exampleOf(p.schema, p.name)));
  return path;
}

function baseBody(operation: Operation): Record<string, unknown> | undefined {
  const body = operation.body ? exampleOf(operation.body) : undefined;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

function json(value: unknown): { contentType: string; text: string } {
  return { contentType: 'application/json', text: JSON.stringify(value) };
}

/** The field names of a body schema, nested objects included one level down. */
function fieldsOf(schema: JsonSchema | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}

/** The generator of invalid cases for one operation. */
export function invalidInputsFor(operation: Operation): fc.Arbitrary<FuzzCase> {
  const path = basePath(operation);
  const query = baseQuery(operation);
  const body = baseBody(operation);
  const payload = body ? json(body) : undefined;
  const pathNames = operation.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = operation.params.filter((p) => p.in === 'query').map((p) => p.name);
  const bodyFields = fieldsOf(operation.body);
  const cases: fc.Arbitrary<FuzzCase>[] = [
    // An unknown query key, with hostile text.
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileText).map(([key, value]) => ({ what: `extra query key ${JSON.stringify(key)}`, path, query: { ...query, [key]: value }, payload })),
  ];
  if (pathNames.length > 0) {
    cases.push(
      fc.tuple(fc.constantFrom(...pathNames), rawPathSegments).map(([name, raw]) => ({ what: `path ${name}=${raw}`, path: { ...path, [name]: raw }, query, payload })),
      fc.tuple(fc.constantFrom(...pathNames), hostileText).map(([name, text]) => ({ what: `path ${name} hostile text`, path: { ...path, [name]: percentEncoded(text) || '%20' }, query, payload })),
    );
  }
  if (queryNames.length > 0) {
    cases.push(
      fc.tuple(fc.constantFrom(...queryNames), hostileText).map(([name, text]) => ({ what: `query ${name} hostile text`, path, query: { ...query, [name]: text }, payload })),
      fc.tuple(fc.constantFrom(...queryNames), fc.oneof(fc.integer(), fc.double(), fc.boolean()).map(String)).map(([name, text]) => ({ what: `query ${name}=${text}`, path, query: { ...query, [name]: text }, payload })),
    );
  }
  if (operation.body) {
    cases.push(
      // The body replaced whole by any JSON value (array, number, string, null...).
      anyJson.map((value) => ({ what: 'body of the wrong type', path, query, payload: json(value) })),
      // One unknown key.
      fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([key, value]) => ({ what: `extra body key ${JSON.stringify(key)}`, path, query, payload: json({ ...body, [key]: value }) })),
      // Text that is not JSON, or JSON cut short, under the JSON content type.
      fc.oneof(fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"x":1}}}'), fc.string({ maxLength: 30 })).map((text) => ({ what: `invalid JSON ${JSON.stringify(text.slice(0, 20))}`, path, query, payload: { contentType: 'application/json', text } })),
      // A content type the route does not take.
      fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'image/png').map((contentType) => ({ what: `content type ${contentType}`, path, query, payload: { contentType, text: payload?.text ?? '{}' } })),
    );
    if (bodyFields.length > 0) {
      // One field of the wrong type, or hostile text.
      cases.push(fc.tuple(fc.constantFrom(...bodyFields), anyJson).map(([field, value]) => ({ what: `body ${field} wrong value`, path, query, payload: json({ ...body, [field]: value }) })));
    }
  }
  return fc.oneof(...cases);
}
