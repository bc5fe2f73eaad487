import { codeOf, type CodedMessage, type MessageParams } from '@portal/domain/common/message-codes';
import { HTTP_TITLES, PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';

/** The messages of a problem's fields, by field path: each one coded (apps/server/src/lib/problem.ts). */
export type FieldErrors = Readonly<Record<string, readonly CodedMessage[]>>;

/**
 * A problem document's field members: `errors` (the English texts by field, as API clients read
 * them) and `errorCodes` beside it (each text's code and values, in the same order, for the web).
 */
export function fieldErrors(errors: FieldErrors): { errors: Record<string, string[]>; errorCodes: Record<string, { code: string; params: MessageParams }[]> } {
  const entries = Object.entries(errors);
  return {
    errors: Object.fromEntries(entries.map(([field, messages]) => [field, messages.map((message) => message.text)])),
    errorCodes: Object.fromEntries(entries.map(([field, messages]) => [field, messages.map(codeOf)])),
  };
}

const TITLE_BY_STATUS: Record<number, CodedMessage> = {
  400: HTTP_TITLES.badRequest,
  401: HTTP_TITLES.unauthorized,
  403: HTTP_TITLES.forbidden,
  404: HTTP_TITLES.notFound,
  405: HTTP_TITLES.methodNotAllowed,
  409: HTTP_TITLES.conflict,
  413: HTTP_TITLES.contentTooLarge,
  414: HTTP_TITLES.uriTooLong,
  415: HTTP_TITLES.unsupportedMediaType,
  416: HTTP_TITLES.rangeNotSatisfiable,
  422: HTTP_TITLES.unprocessableContent,
  429: HTTP_TITLES.tooManyRequests,
  500: HTTP_TITLES.internalServerError,
  502: HTTP_TITLES.badGateway,
  503: HTTP_TITLES.serviceUnavailable,
};

/** The status title of a problem, coded ('Not Found'); 'Error' for a status without a title of its own. */
export function httpTitle(status: number): CodedMessage {
  return TITLE_BY_STATUS[status] ?? HTTP_TITLES.error;
}

/**
 * An error that becomes an RFC 9457 problem document. Services throw these; the error handler
 * turns them into application/problem+json answers. The detail is a coded message
 * (@portal/domain/common/message-codes): the document carries its English text as `detail` and its
 * `code` and `params` beside it (the title's code when there is no detail).
 */
export class HttpProblem extends Error {
  /** The English text of the detail, as sent. */
  readonly detail?: string;
  /** What a person reads, coded: the detail, or the title when there is none. */
  readonly coded: CodedMessage;

  constructor(
    readonly status: number,
    readonly title: string,
    detail?: CodedMessage,
    readonly extensions: Record<string, unknown> = {},
    /** Response headers that belong to the answer (Retry-After on a 429, say). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail?.text ?? title);
    this.detail = detail?.text;
    this.coded = detail ?? (httpTitle(status).text === title ? httpTitle(status) : PROBLEM_MESSAGES.asSent({ text: title }));
  }
}

/** `what` is the kind of record, in English ('Shipment'): '<what> was not found'. */
export const notFound = (what = 'Resource') => new HttpProblem(404, 'Not Found', PROBLEM_MESSAGES.notFound({ what }));
export const badRequest = (detail: CodedMessage, errors?: FieldErrors) => new HttpProblem(400, 'Bad Request', detail, errors ? fieldErrors(errors) : {});
/** A 400 on fields, its detail naming them ('Invalid pickupTo, dropoffTo'). */
export const invalidFields = (errors: FieldErrors) => badRequest(PROBLEM_MESSAGES.invalidFields({ fields: Object.keys(errors).join(', ') }), errors);
/** A 409; with a field, the detail is also that field's error. */
export const conflict = (detail: CodedMessage, field?: string) => new HttpProblem(409, 'Conflict', detail, field ? fieldErrors({ [field]: [detail] }) : {});
export const forbidden = (detail: CodedMessage = PROBLEM_MESSAGES.forbidden) => new HttpProblem(403, 'Forbidden', detail);
export const unauthorized = (detail: CodedMessage = PROBLEM_MESSAGES.authenticationRequired) => new HttpProblem(401, 'Unauthorized', detail);

/** Seconds a client refused for being too busy is asked to wait before it tries again. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** The server is at capacity (the embedded database's line is full or too slow): try again shortly. */
export const busy = () =>
  new HttpProblem(503, 'Service Unavailable', PROBLEM_MESSAGES.busy, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
