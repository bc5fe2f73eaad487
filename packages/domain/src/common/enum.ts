/** A numeric code with the name users read. Every enumeration of the spec is a list of these. */
export interface Coded<C extends number = number> {
  readonly code: C;
  readonly name: string;
}

/** Display name of a code, or undefined when the code is not part of the list. */
export function displayName<C extends number>(list: readonly Coded<C>[], code: number): string | undefined {
  return list.find((item) => item.code === code)?.name;
}

/** Code of a display name (case-insensitive, ignoring spaces), or undefined. */
export function codeOf<C extends number>(list: readonly Coded<C>[], name: string): C | undefined {
  const wanted = name.replace(/\s+/g, '').toLowerCase();
  return list.find((item) => item.name.replace(/\s+/g, '').toLowerCase() === wanted)?.code;
}
