import { defineMessages } from './message-codes';

/**
 * The messages of problems any route can answer: the status titles, a record not found, the
 * framework's own refusals (a malformed URL or body, a body too large, a rate limit), and the
 * request validation of every route (apps/server/src/lib/validation-codes.ts maps zod's issues here).
 */

/** The status titles; a problem without a detail carries its title's code. */
export const HTTP_TITLES = defineMessages('http', {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  conflict: 'Conflict',
  contentTooLarge: 'Content Too Large',
  uriTooLong: 'URI Too Long',
  unsupportedMediaType: 'Unsupported Media Type',
  rangeNotSatisfiable: 'Range Not Satisfiable',
  unprocessableContent: 'Unprocessable Content',
  tooManyRequests: 'Too Many Requests',
  internalServerError: 'Internal Server Error',
  badGateway: 'Bad Gateway',
  serviceUnavailable: 'Service Unavailable',
  error: 'Error',
});

export const PROBLEM_MESSAGES = defineMessages('problem', {
  /** `what` is the kind of record in English ('Shipment', 'Driver'); the web translates it where it knows it. */
  notFound: '{{what}} was not found',
  forbidden: 'You are not allowed to do this',
  authenticationRequired: 'Authentication is required',
  busy: 'The portal is busy; try again in a moment',
  /** A 400 that names its fields (the field errors say what is wrong with each). */
  invalidFields: 'Invalid {{fields}}',
  routeNotFound: 'No route for {{method}} {{path}}',
  badUrl: 'The URL is not valid (malformed percent-encoding)',
  pathParameterTooLong: 'A path parameter is too long',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported Media Type',
  contentLengthMismatch: 'Request body size did not match Content-Length',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
  bodyTooDeep: 'The request body nests deeper than {{levels}} levels',
  rateLimited: 'Rate limit exceeded, retry in {{after}}',
  rangeNotSatisfiable: 'The range is outside the file\'s {{size}} bytes',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyNew: 'Use a new key for a new request',
  /**
   * A text the server passes on without writing it (a framework or provider refusal it has no code
   * for, a reason computed elsewhere): the web shows it as sent.
   */
  asSent: '{{text}}',
});

/**
 * The request validation of every route. A zod issue with zod's own English text has the code of
 * its kind (the templates are zod's English, so the text is unchanged); a text the schema wrote
 * itself ('Enter a title') is `validation.message`, its text the value (the web translates it
 * as a text of the catalogue).
 */
export const VALIDATION_MESSAGES = defineMessages('validation', {
  message: '{{message}}',
  invalidInput: 'Invalid input',
  invalidType: 'Invalid input: expected {{expected}}, received {{received}}',
  invalidValue: 'Invalid input: expected {{expected}}',
  invalidOption: 'Invalid option: expected one of {{options}}',
  tooShort: 'Too small: expected string to have >={{minimum}} characters',
  tooLong: 'Too big: expected string to have <={{maximum}} characters',
  tooFewItems: 'Too small: expected array to have >={{minimum}} items',
  tooManyItems: 'Too big: expected array to have <={{maximum}} items',
  tooSmall: 'Too small: expected number to be >={{minimum}}',
  tooSmallExclusive: 'Too small: expected number to be >{{minimum}}',
  tooBig: 'Too big: expected number to be <={{maximum}}',
  tooBigExclusive: 'Too big: expected number to be <{{maximum}}',
  invalidFormat: 'Invalid {{format}}',
  pattern: 'Invalid string: must match pattern {{pattern}}',
  notMultipleOf: 'Invalid number: must be a multiple of {{divisor}}',
  unrecognizedKey: 'Unrecognized key: {{keys}}',
  unrecognizedKeys: 'Unrecognized keys: {{keys}}',
  unstorableText: 'Text may not contain the NUL character (\\u0000)',
});
