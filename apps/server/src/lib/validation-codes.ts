import type { FastifySchemaValidationError } from 'fastify';
import type { CodedMessage, MessageParamValue } from '@portal/domain/common/message-codes';
import { VALIDATION_MESSAGES } from '@portal/domain/common/problem-messages';

type Facts = Record<string, unknown>;

const FORMAT_NAMES: Record<string, string> = {
  regex: 'input',
  email: 'email address',
  url: 'URL',
  uuid: 'UUID',
  guid: 'GUID',
  datetime: 'ISO datetime',
  date: 'ISO date',
  time: 'ISO time',
  duration: 'ISO duration',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  base64: 'base64-encoded string',
  base64url: 'base64url-encoded string',
  e164: 'E.164 number',
  jwt: 'JWT',
};

const text = (value: unknown): string => (typeof value === 'bigint' || typeof value === 'number' ? value.toString() : typeof value === 'string' ? value : JSON.stringify(value));
const number = (value: unknown): MessageParamValue => (typeof value === 'number' ? value : text(value));
const joined = (values: unknown, separator: string): string => (Array.isArray(values) ? values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value))).join(separator) : '');

/** The message of zod's own English text for the issue, when the issue's kind has one of ours. */
function ofKind(keyword: string, facts: Facts): CodedMessage | undefined {
  const origin = facts.origin;
  switch (keyword) {
    case 'text':
      return VALIDATION_MESSAGES.unstorableText;
    case 'invalid_type':
      return undefined; // zod names the received type from the input, which the issue does not keep
    case 'invalid_value': {
      const values = Array.isArray(facts.values) ? facts.values : [];
      if (values.length === 1) return VALIDATION_MESSAGES.invalidValue({ expected: joined(values, '') });
      return VALIDATION_MESSAGES.invalidOption({ options: joined(values, '|') });
    }
    case 'too_small': {
      if (facts.exact || facts.inclusive === undefined) return undefined;
      const minimum = number(facts.minimum);
      if (origin === 'string' && facts.inclusive) return VALIDATION_MESSAGES.tooShort({ minimum });
      if (origin === 'array' && facts.inclusive) return VALIDATION_MESSAGES.tooFewItems({ minimum });
      if (origin === 'number') return facts.inclusive ? VALIDATION_MESSAGES.tooSmall({ minimum }) : VALIDATION_MESSAGES.tooSmallExclusive({ minimum });
      return undefined;
    }
    case 'too_big': {
      if (facts.exact || facts.inclusive === undefined) return undefined;
      const maximum = number(facts.maximum);
      if (origin === 'string' && facts.inclusive) return VALIDATION_MESSAGES.tooLong({ maximum });
      if (origin === 'array' && facts.inclusive) return VALIDATION_MESSAGES.tooManyItems({ maximum });
      if (origin === 'number') return facts.inclusive ? VALIDATION_MESSAGES.tooBig({ maximum }) : VALIDATION_MESSAGES.tooBigExclusive({ maximum });
      return undefined;
    }
    case 'invalid_format':
      if (facts.format === 'regex') return VALIDATION_MESSAGES.pattern({ pattern: text(facts.pattern) });
      return typeof facts.format === 'string' ? VALIDATION_MESSAGES.invalidFormat({ format: FORMAT_NAMES[facts.format] ?? facts.format }) : undefined;
    case 'not_multiple_of':
      return VALIDATION_MESSAGES.notMultipleOf({ divisor: number(facts.divisor) });
    case 'unrecognized_keys': {
      const keys = Array.isArray(facts.keys) ? facts.keys : [];
      return (keys.length > 1 ? VALIDATION_MESSAGES.unrecognizedKeys : VALIDATION_MESSAGES.unrecognizedKey)({ keys: joined(keys, ', ') });
    }
    default:
      return VALIDATION_MESSAGES.invalidInput;
  }
}

/** A zod issue the server checked itself (a schema parsed in a service), coded as the route validation codes it. */
export function zodIssueMessage(issue: { code: string; message: string; path: readonly PropertyKey[] }): CodedMessage {
  const { code, message, path: _path, ...facts } = issue;
  return validationMessage({ keyword: code, message, params: facts, instancePath: '', schemaPath: '' });
}

/** The invalid_type text of zod ('Invalid input: expected number, received string'), read back into its values. */
const INVALID_TYPE = /^Invalid input: expected (.+), received (.+)$/;

/**
 * A validation issue of a route's schema (zod's, or the validator's own text rule) as a coded
 * message whose text is the issue's text, unchanged: zod's English for a kind of ours has that
 * kind's code and values; a text the schema wrote itself is `validation.message`.
 */
export function validationMessage(issue: FastifySchemaValidationError): CodedMessage {
  const sent = issue.message ?? VALIDATION_MESSAGES.invalidInput.text;
  const facts = (issue.params ?? {}) as Facts;
  if (issue.keyword === 'invalid_type') {
    const read = INVALID_TYPE.exec(sent);
    if (read) return VALIDATION_MESSAGES.invalidType({ expected: read[1]!, received: read[2]! });
  }
  const coded = ofKind(issue.keyword, facts);
  if (coded && coded.text === sent) return coded;
  return VALIDATION_MESSAGES.message({ message: sent });
}
