/**
 * Optional text fields that are empty are sent as absent, as the spec asks. Empty means null,
 * undefined, '' or only whitespace; a non-blank value is kept exactly as typed.
 */
import { z } from 'zod';

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function emptyToUndefined(value: string | null | undefined): string | undefined {
  return isBlank(value) ? undefined : (value as string);
}

/** A copy of obj without those of `keys` whose value is an empty optional text. Other keys are untouched. */
export function omitEmptyOptionalText<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Omit<T, K> & Partial<Pick<T, K>> {
  const copy: Partial<T> = { ...obj };
  for (const name of keys) {
    const value = copy[name];
    if (value == null || (typeof value === 'string' && isBlank(value))) delete copy[name];
  }
  return copy as Omit<T, K> & Partial<Pick<T, K>>;
}

/** zod field for an optional text: '' and blanks parse to undefined; maxLength counts the kept text. */
export function optionalText(maxLength?: number) {
  const text = maxLength === undefined ? z.string() : z.string().max(maxLength);
  return z.preprocess((value) => (typeof value === 'string' || value == null ? emptyToUndefined(value) : value), text.optional());
}
