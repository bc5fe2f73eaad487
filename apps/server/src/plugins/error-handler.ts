import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { CodedMessage } from '@portal/domain/common/message-codes';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';
import { fieldErrors, HttpProblem, httpTitle } from '../lib/problem';
import { validationMessage } from '../lib/validation-codes';

const PROBLEM_TYPE = 'about:blank';

/**
 * Every error leaves as an RFC 9457 problem document; 5xx details stay in the log. Every document
 * carries `code` and `params` (the coded detail, or the title's when there is none; lib/problem.ts),
 * and field errors carry `errorCodes` beside `errors`.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .type('application/problem+json')
        .send({ type: PROBLEM_TYPE, title: error.title, status: error.status, detail: error.detail, instance: request.url, ...codeMembers(error.coded), ...error.extensions });
    }
    // Schema validation (zod, and the validator's own text rule): 400 naming each field.
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const errors: Record<string, CodedMessage[]> = {};
      for (const issue of error.validation) {
        const where = (error.validationContext ?? 'request').replace(/^body$/, '');
        const field = [where, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.') || 'request';
        (errors[field] ??= []).push(validationMessage(issue));
      }
      const detail = PROBLEM_MESSAGES.invalidFields({ fields: Object.keys(errors).join(', ') });
      return reply
        .status(400)
        .type('application/problem+json')
        .send({ type: PROBLEM_TYPE, title: 'Bad Request', status: 400, detail: detail.text, instance: request.url, ...codeMembers(detail), ...fieldErrors(errors) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).type('application/problem+json').send({ type: PROBLEM_TYPE, title: 'Internal Server Error', status: 500, ...codeMembers(httpTitle(500)) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).type('application/problem+json').send({ type: PROBLEM_TYPE, title: 'Internal Server Error', status, ...codeMembers(httpTitle(500)) });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    const detail = frameworkMessage(error);
    return reply
      .status(status)
      .type('application/problem+json')
      .send({ type: PROBLEM_TYPE, title: httpTitle(status).text, status, detail: detail.text, instance: request.url, ...codeMembers(detail) });
  });
});

/**
 * Errors Fastify answers before any route runs (a malformed percent-encoding in the path, a path
 * parameter over the length limit): passed as the `frameworkErrors` option so they leave as problem
 * documents too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = frameworkMessage(error);
  return reply.status(status).type('application/problem+json').send({ type: PROBLEM_TYPE, title: httpTitle(status).text, status, detail: detail.text, instance: request.url, ...codeMembers(detail) });
}

export function notFoundProblem(method: string, url: string) {
  const detail = PROBLEM_MESSAGES.routeNotFound({ method, path: url.split('?')[0] });
  return { type: PROBLEM_TYPE, title: 'Not Found', status: 404, detail: detail.text, instance: url, ...codeMembers(detail) };
}

/** The problem document's members for its coded message. */
function codeMembers(message: CodedMessage) {
  return { code: message.code, params: message.params };
}

/** The rate limiter's text (@fastify/rate-limit's default), read back into its value. */
const RATE_LIMITED = /^Rate limit exceeded, retry in (.+)$/;

const FRAMEWORK_MESSAGES: Record<string, CodedMessage> = {
  FST_ERR_BAD_URL: PROBLEM_MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: PROBLEM_MESSAGES.pathParameterTooLong,
  FST_ERR_CTP_BODY_TOO_LARGE: PROBLEM_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: PROBLEM_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: PROBLEM_MESSAGES.contentLengthMismatch,
  FST_ERR_CTP_EMPTY_JSON_BODY: PROBLEM_MESSAGES.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: PROBLEM_MESSAGES.invalidJsonBody,
};

/**
 * The detail of an error the framework or a plugin raised, coded: the known ones by their Fastify
 * code (two of them with a text of ours), the rate limit by its text; anything else as sent
 * (`problem.asSent`: a JSON parser's position message, say).
 */
function frameworkMessage(error: FastifyError): CodedMessage {
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known && (known.text === error.message || error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')) return known;
  const limited = error.statusCode === 429 ? RATE_LIMITED.exec(error.message) : null;
  if (limited) return PROBLEM_MESSAGES.rateLimited({ after: limited[1]! });
  return PROBLEM_MESSAGES.asSent({ text: error.message });
}
