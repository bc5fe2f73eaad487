import * as activityTexts from '@portal/domain/shipments/activity-texts';
import { translator } from '../i18n/i18n';
import { templatesOf, translateKnown, type MessageTemplate } from './translate-message';

let templates: MessageTemplate[] | null = null;

/** The activity's sentences as templates, read once (apart from the spec's messages: only a shipment's page needs them). */
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
