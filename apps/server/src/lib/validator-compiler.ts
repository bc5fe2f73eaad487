import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { VALIDATION_MESSAGES } from '@portal/domain/common/problem-messages';

export const UNSTORABLE_TEXT_MESSAGE = VALIDATION_MESSAGES.unstorableText.text;

/**
 * Where in a request part (query, params, body, headers) a text holds a NUL character, which
 * PostgreSQL cannot store or compare in `text`; undefined when there is none.
 */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The zod validator of every route, with one rule in front of it for every field of every route:
 * text PostgreSQL cannot store is a 400 naming the field (it would otherwise reach the database and
 * come back as a 500).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const path = findUnstorableText(data);
    if (path) {
      const error: FastifySchemaValidationError = {
        keyword: 'text',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#',
        params: {},
        message: UNSTORABLE_TEXT_MESSAGE,
      };
      return { error: [error] };
    }
    return validate(data);
  };
};
