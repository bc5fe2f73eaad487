import * as messages from '@portal/domain/common/messages';
import { translator } from '../i18n/i18n';

/**
 * A message the portal shows but did not write itself as a t() literal: a toast of the spec
 * (packages/domain/src/common/messages.ts), a server answer's `message`, a problem document's
 * title, detail or field errors, a form's validation text. Known English texts are translated
 * (docs/decisions/0225-spanish-preference-formats-and-e-mails.md); anything else (a name, a reason someone typed) stays as sent.
 */
export function translateMessage(text: string): string;
export function translateMessage(text: string | undefined): string | undefined;
export function translateMessage(text: string | undefined): string | undefined {
  if (translator.language === 'en' || !text) return text;
  return translateKnown(text, messageTemplates()) ?? text;
}

/**
 * A catalogue text, or a template's with its values translated where they are known texts
 * themselves (a status name, a stop); undefined when the text is neither.
 */
export function translateKnown(text: string, templates: readonly MessageTemplate[]): string | undefined {
  if (translator.exists(text)) return translator.t(text);
  for (const template of templates) {
    const values = template.match(text);
    if (values) return translator.t(template.key, Object.fromEntries(Object.entries(values).map(([slot, value]) => [slot, translateKnown(value, templates) ?? value])));
  }
  return undefined;
}

export interface MessageTemplate {
  /** The catalogue key: the English message with {{0}}, {{1}}… for its values ('Shipment {{0}} Created!'). */
  key: string;
  match(text: string): Record<string, string> | null;
}

let templates: MessageTemplate[] | null = null;

/** The spec's messages with values ('Shipment 123 Created!'), as templates read off messages.ts once. */
export function messageTemplates(): MessageTemplate[] {
  templates ??= templatesOf(messages);
  return templates;
}

/**
 * The templates of a module's text builders: each exported function of one or more values, called
 * with slots. The one with the most fixed text comes first, so 'Arrived at {{0}}' does not take
 * what a longer sentence of the same start says.
 */
export function templatesOf(...modules: object[]): MessageTemplate[] {
  const read = modules.flatMap(Object.values).flatMap((exported: unknown): MessageTemplate[] => {
    if (typeof exported !== 'function' || exported.length === 0) return [];
    const slots = Array.from({ length: exported.length }, (_, index) => `{{${index}}}`);
    const key = (exported as (...values: string[]) => unknown)(...slots);
    if (typeof key !== 'string' || !slots.every((slot) => key.includes(slot))) return [];
    const pattern = new RegExp(`^${key.split(/\{\{\d+\}\}/).map(escapeRegExp).join('(.+?)')}$`, 's');
    const order = [...key.matchAll(/\{\{(\d+)\}\}/g)].map((match) => match[1]!);
    return [
      {
        key,
        match(text) {
          const found = pattern.exec(text);
          return found ? Object.fromEntries(order.map((slot, index) => [slot, found[index + 1]!])) : null;
        },
      },
    ];
  });
  return read.sort((a, b) => fixedLength(b.key) - fixedLength(a.key));
}

function fixedLength(key: string): number {
  return key.replace(/\{\{\d+\}\}/g, '').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
