import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpProblem } from '../lib/problem';

const PROBLEM_TYPE = 'about:blank';

/** Every error leaves as an RFC 9457 problem document; 5xx details stay in the log. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .type('application/problem+json')
        .send({ type: PROBLEM_TYPE, title: error.title, status: error.status, detail: error.detail, instance: request.url, ...error.extensions });
    }
    // Schema validation (zod, and the validator's own text rule): 400 naming each field.
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = (error.validationContext ?? 'request').replace(/^body$/, '');
        const field = [where, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.') || 'request';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const fields = Object.keys(errors).join(', ');
      return reply
        .status(400)
        .type('application/problem+json')
        .send({ type: PROBLEM_TYPE, title: 'Bad Request', status: 400, detail: `Invalid ${fields}`, instance: request.url, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).type('application/problem+json').send({ type: PROBLEM_TYPE, title: 'Internal Server Error', status: 500 });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).type('application/problem+json').send({ type: PROBLEM_TYPE, title: 'Internal Server Error', status });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    return reply
      .status(status)
      .type('application/problem+json')
      .send({ type: PROBLEM_TYPE, title: httpTitle(status), status, detail: error.message, instance: request.url });
  });
});

/**
 * Errors Fastify answers before any route runs (a malformed percent-encoding in the path, a path
 * parameter over the length limit): passed as the `frameworkErrors` option so they leave as problem
 * documents too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (malformed percent-encoding)' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : error.message;
  return reply.status(status).type('application/problem+json').send({ type: PROBLEM_TYPE, title: httpTitle(status), status, detail, instance: request.url });
}

export function notFoundProblem(method: string, url: string) {
  return { type: PROBLEM_TYPE, title: 'Not Found', status: 404, detail: `No route for ${method} ${url.split('?')[0]}`, instance: url };
}

function httpTitle(status: number): string {
  const titles: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 413: 'Content Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable', 429: 'Too Many Requests' };
  return titles[status] ?? 'Error';
}
