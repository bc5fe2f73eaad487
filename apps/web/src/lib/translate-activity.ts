import * as activityTexts from '@portal/domain/shipments/activity-texts';
import { translator } from '../i18n/i18n';

/**
 * A shipment's activity entries are stored as the server wrote them, in English, from the domain's
 * sentences (activity-texts.ts), without codes: they are translated here by matching each clause
 * against those sentences. (Messages the server sends to a person carry codes and are translated
 * by code: translate-message.ts.)
 */

export interface MessageTemplate {
  /** The catalogue key: the English sentence with {{0}}, {{1}}… for its values ('Arrived at {{0}}'). */
  key: string;
  match(text: string): Record<string, string> | null;
}

let templates: MessageTemplate[] | null = null;

/** The activity's sentences as templates, read once (only a shipment's page needs them). */
export function activityTemplates(): MessageTemplate[] {
  templates ??= templatesOf(activityTexts);
  return templates;
}

/**
 * A shipment's activity entry or a stop's warning, as the server wrote it from the domain's
 * sentences, in the user's language, clause by clause (a sentence's value never holds the clause
 * separator, so 'Departed {{0}}' cannot swallow the clauses after it). A clause nobody wrote from a
 * sentence (what someone typed) stays as typed.
 */
export function translateActivity(text: string): string {
  if (translator.language === 'en' || !text) return text;
  return text
    .split(activityTexts.ACTIVITY_CLAUSE_SEPARATOR)
    .map((clause) => translateKnown(clause, activityTemplates()) ?? clause)
    .join(activityTexts.ACTIVITY_CLAUSE_SEPARATOR);
}

/**
 * A catalogue text, or a template's with its values translated where they are known texts
 * themselves (a status name, a stop); undefined when the text is neither.
 */
export function translateKnown(text: string, known: readonly MessageTemplate[]): string | undefined {
  if (translator.exists(text)) return translator.t(text);
  for (const template of known) {
    const values = template.match(text);
    if (values) return translator.t(template.key, Object.fromEntries(Object.entries(values).map(([slot, value]) => [slot, translateKnown(value, known) ?? value])));
  }
  return undefined;
}

/**
 * The templates of a module's sentence builders: each exported function of one or more values,
 * called with slots. The one with the most fixed text comes first, so 'Arrived at {{0}}' does not
 * take what a longer sentence of the same start says.
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
