import type { Coded } from './enum';

/**
 * An enumeration declared once: each key with its code and the name users read. Answers the codes by
 * key (`codes.Detention` is 0) and the list of codes with their names, in declaration order.
 */
export function codedEnum<const T extends Record<string, readonly [number, string]>>(entries: T) {
  const codes = Object.fromEntries(Object.entries(entries).map(([key, [code]]) => [key, code])) as { readonly [K in keyof T]: T[K][0] };
  const list: readonly Coded<T[keyof T][0]>[] = Object.values(entries).map(([code, name]) => ({ code, name }));
  return { codes, list };
}

/** The union of an enumeration's codes: `CodeOf<typeof CaseStatus>` is 0 | 1 | ... | 7. */
export type CodeOf<Codes extends Readonly<Record<string, number>>> = Codes[keyof Codes];
