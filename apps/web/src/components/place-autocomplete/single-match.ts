import type { PlaceSuggestion } from '@portal/domain/locations/place-suggestion-schemas';

/** 'memphis ,  tn' and 'Memphis, TN' read alike. */
export function normalizePlaceText(text: string): string {
  return text.trim().toLowerCase().replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ');
}

/**
 * The one place typed text stands for, or null when it is not exactly one: the suggestion whose
 * label (or postal code) is the text; the only city with exactly that name; or the only suggestion.
 */
export function singleMatch(text: string, suggestions: readonly PlaceSuggestion[]): PlaceSuggestion | null {
  const typed = normalizePlaceText(text);
  if (!typed) return null;
  const compactCode = typed.toUpperCase().replace(/[\s-]/g, '');
  const exact = suggestions.filter((s) => normalizePlaceText(s.label) === typed || (s.postalCode !== null && s.postalCode === compactCode));
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return null;
  const namedSo = suggestions.filter((s) => s.kind === 'City' && s.city.toLowerCase() === typed);
  if (namedSo.length === 1) return namedSo[0];
  return suggestions.length === 1 ? suggestions[0] : null;
}
