import type { MessageParams, MessageParamValue } from '@portal/domain/common/message-codes';
import { translator } from '../i18n/i18n';
import type { ApiError } from './api-client';

/**
 * A message the server sent to a person: its English text and, beside it, its code and values
 * (@portal/domain/common/message-codes.ts). A problem's detail or field error, a success answer's
 * `message`; also a domain message the web builds itself (MESSAGES.orderCreated({...}) is one).
 */
export interface ApiMessage {
  code?: string;
  params?: MessageParams;
  text: string;
}

/**
 * A server message in the portal's language, by its code: the code's English template (the key of
 * the Spanish catalogue, looked up in the domain's message catalogue) translated with its values.
 * A value that is itself a text of the catalogue (a status name) is translated too. A code the
 * portal does not know, or one whose template has no Spanish, shows the text as sent; a message
 * without a code (an older server, a text the web holds) is translated only when the catalogue
 * has that very text.
 */
export function translateApiMessage(message: ApiMessage): string;
export function translateApiMessage(message: ApiMessage | undefined): string | undefined;
export function translateApiMessage(message: ApiMessage | undefined): string | undefined {
  if (!message) return undefined;
  if (translator.language === 'en' || !message.text) return message.text;
  if (!message.code) return translateMessage(message.text);
  const template = translator.messageTemplate(message.code);
  if (template === undefined || !translator.exists(template)) return message.text;
  return translator.t(template, translatedParams(message.params));
}

function translatedParams(params: MessageParams | undefined): Record<string, MessageParamValue> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, typeof value === 'string' && translator.exists(value) ? translator.t(value) : value]));
}

/**
 * A text the web shows without a code (a form's validation text, a spec text it holds): its
 * Spanish when the catalogue has that very text, else the text as it is. Server messages go through
 * translateApiMessage.
 */
export function translateMessage(text: string): string;
export function translateMessage(text: string | undefined): string | undefined;
export function translateMessage(text: string | undefined): string | undefined {
  if (translator.language === 'en' || !text) return text;
  return translator.exists(text) ? translator.t(text) : text;
}

/** What a problem says: its detail (else its title) with the document's code and values. */
export function problemMessage(error: ApiError): ApiMessage {
  return { code: error.code, params: error.params, text: error.detail || error.title };
}

/** A problem's field errors, each with its code and values (errorCodes, same order as errors). */
export function fieldMessages(error: ApiError): Record<string, ApiMessage[]> {
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, texts]) => [field, texts.map((text, index) => ({ ...error.errorCodes?.[field]?.[index], text }))]),
  );
}

/** A problem's field errors in the portal's language, by field path (what a form shows under each field). */
export function translatedFieldErrors(error: ApiError): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldMessages(error)).map(([field, messages]) => [field, messages.map((message) => translateApiMessage(message))]));
}

/** The first error of one field, in the portal's language; undefined when the field has none. */
export function translatedFieldError(error: ApiError, field: string): string | undefined {
  return translatedFieldErrors(error)[field]?.[0];
}

/** A success answer's message (`message`, `messageCode`, `messageParams`). */
export function answerMessageOf(answer: { message: string; messageCode?: string; messageParams?: MessageParams }): ApiMessage {
  return { code: answer.messageCode, params: answer.messageParams, text: answer.message };
}

/**
 * Texts sent beside their codes (a booking's errorMessages and errorMessageCodes, a tender's
 * warnings and warningCodes), in the same order. The codes may come from a problem's untyped
 * extension members: anything that is not a code is left out, and its text shows as sent.
 */
export function codedTexts(texts: readonly string[], codes: unknown): ApiMessage[] {
  const list: unknown[] = Array.isArray(codes) ? codes : [];
  return texts.map((text, index) => {
    const coded = list[index] as { code?: unknown; params?: unknown } | undefined;
    return typeof coded?.code === 'string' ? { code: coded.code, params: (coded.params ?? {}) as MessageParams, text } : { text };
  });
}
