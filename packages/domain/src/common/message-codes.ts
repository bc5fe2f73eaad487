/**
 * Message codes: every message the server sends to a person (a problem document's detail and field
 * errors, a success answer's `message`) carries a stable code and the values it was written with,
 * beside its English text. The web translates by code (the code's English template is the key of
 * the Spanish catalogue) instead of matching English sentences; API clients keep reading the text.
 *
 * A definition is written once, in an area's `*-messages.ts` (or common/messages.ts), as a code and
 * an English template whose values are named slots in i18next's form: 'Shipment {{shipmentNumber}}
 * is voided'. A template without slots is a message itself; one with slots is a builder that takes
 * exactly its slots. common/message-catalogue.ts lists every definition by code.
 */

/** A value written into a message: a number, a name, a date already formatted as the text shows it. */
export type MessageParamValue = string | number;
export type MessageParams = Readonly<Record<string, MessageParamValue>>;

/** A message as sent: its code, the values of its slots, and its English text (the template filled). */
export interface CodedMessage {
  readonly code: string;
  readonly params: MessageParams;
  readonly text: string;
}

/** The slots of a template, by name: 'Shipment {{number}} is {{status}}' has 'number' | 'status'. */
export type SlotsOf<Template extends string> = Template extends `${string}{{${infer Slot}}}${infer Rest}` ? Slot | SlotsOf<Rest> : never;

interface DefinitionFacts {
  readonly code: string;
  /** The English text with {{slots}}: also the key of the message in the web's Spanish catalogue. */
  readonly template: string;
}

/** A message without values: it is its own CodedMessage. */
export type FixedMessage = CodedMessage & DefinitionFacts;

/** A message with values: call it with exactly its slots. */
export type MessageBuilder<Slot extends string> = ((params: Readonly<Record<Slot, MessageParamValue>>) => CodedMessage) & DefinitionFacts;

export type MessageDefinition = FixedMessage | MessageBuilder<string>;

/** The definition a template makes: fixed without slots, a builder of its slots otherwise. */
export type DefinitionOf<Template extends string> = [SlotsOf<Template>] extends [never] ? FixedMessage : MessageBuilder<SlotsOf<Template>>;

const SLOT = /\{\{(\w+)\}\}/g;

/** The slot names of a template, in order of appearance (a slot used twice is named once). */
export function templateSlots(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((match) => match[1]!))];
}

/** The template with its slots filled: the English text. A missing value leaves its slot as written. */
export function fillTemplate(template: string, params: MessageParams): string {
  return template.replace(SLOT, (slot, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : slot));
}

/** One message definition: a code and its English template. */
export function defineMessage<const Template extends string>(code: string, template: Template): DefinitionOf<Template> {
  if (templateSlots(template).length === 0) return Object.freeze({ code, template, params: Object.freeze({}), text: template }) as unknown as DefinitionOf<Template>;
  const build = (params: MessageParams): CodedMessage => Object.freeze({ code, params: Object.freeze({ ...params }), text: fillTemplate(template, params) });
  return Object.assign(build, { code, template }) as unknown as DefinitionOf<Template>;
}

/**
 * An area's definitions at once: each key becomes `${area}.${key}`.
 * `defineMessages('tender', { expired: 'This tender expired at {{at}}' }).expired({ at })`.
 */
export function defineMessages<const Templates extends Readonly<Record<string, string>>>(area: string, templates: Templates): { readonly [Key in keyof Templates]: DefinitionOf<Templates[Key]> } {
  return Object.freeze(Object.fromEntries(Object.entries(templates).map(([key, template]) => [key, defineMessage(`${area}.${key}`, template)]))) as never;
}

/** Whether a value is a definition (fixed or builder): what the catalogue collects from an area's exports. */
export function isMessageDefinition(value: unknown): value is MessageDefinition {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const facts = value as Partial<DefinitionFacts>;
  return typeof facts.code === 'string' && typeof facts.template === 'string';
}

/** Whether a value is a message as sent (a fixed definition is one too). */
export function isCodedMessage(value: unknown): value is CodedMessage {
  if (value === null || typeof value !== 'object') return false;
  const message = value as Partial<CodedMessage>;
  return typeof message.code === 'string' && typeof message.text === 'string' && typeof message.params === 'object' && message.params !== null;
}

/** Only the code and values of a message: what the problem document's errorCodes hold per field. */
export function codeOf(message: CodedMessage): { code: string; params: MessageParams } {
  return { code: message.code, params: message.params };
}

/**
 * The three members of a success answer that carries a message: the English `message` as before, and
 * `messageCode` and `messageParams` beside it.
 */
export interface AnswerMessage {
  message: string;
  messageCode: string;
  messageParams: MessageParams;
}

export function answerMessage(message: CodedMessage): AnswerMessage {
  return { message: message.text, messageCode: message.code, messageParams: message.params };
}
