import { get, type FieldErrors } from 'react-hook-form';

/** The message of a field's error by its dotted path ('stops.0.location'), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
