/**
 * An error that becomes an RFC 9457 problem document. Services throw these; the error handler
 * turns them into application/problem+json answers.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly extensions: Record<string, unknown> = {},
    /** Response headers that belong to the answer (Retry-After on a 429, say). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
  }
}

export const notFound = (what = 'Resource') => new HttpProblem(404, 'Not Found', `${what} was not found`);
export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, 'Bad Request', detail, errors ? { errors } : {});
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
export const forbidden = (detail = 'You are not allowed to do this') => new HttpProblem(403, 'Forbidden', detail);
export const unauthorized = (detail = 'Authentication is required') => new HttpProblem(401, 'Unauthorized', detail);

/** Seconds a client refused for being too busy is asked to wait before it tries again. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** The server is at capacity (the embedded database's line is full or too slow): try again shortly. */
export const busy = () =>
  new HttpProblem(503, 'Service Unavailable', 'The portal is busy; try again in a moment', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
