import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';
import { badRequest } from './problem';

/** No request this server takes nests deeper; a deeper body is refused before anything walks it. */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text opens more than `max` arrays and objects inside each other (strings skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: the framework's own (which refuses prototype poisoning), after a depth check,
 * since parsing and validating a body nested thousands deep overflows the stack (a 500 otherwise).
 * `emptyIsNone` lets a route take a JSON request with an empty body.
 */
export function jsonBodyParser(app: FastifyInstance, { emptyIsNone = false } = {}) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (emptyIsNone && text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(PROBLEM_MESSAGES.bodyTooDeep({ levels: MAX_JSON_DEPTH })));
    return parseJson(request, text, done);
  };
}

/** Puts the depth-checked parser in place of the framework's on this instance (and what it registers). */
export function useJsonBodyParser(app: FastifyInstance, options: { emptyIsNone?: boolean } = {}): void {
  const parser = jsonBodyParser(app, options);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
}
