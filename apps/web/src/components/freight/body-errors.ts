import type { z } from 'zod';

/** A body's validation problems by field path ('desiredDestinations.0.city'), as the server's 400 names them. */
export function bodyErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/**
 * Puts each body field's first problem on the form box it came from (formFieldOf); answers the
 * messages no box takes, for the form's own alert.
 */
export function placeFieldErrors<F extends string>(
  errors: Record<string, string[]>,
  formFieldOf: (field: string) => F | null,
  setError: (field: F, error: { message: string }) => void,
): string[] {
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const target = formFieldOf(field);
    if (target && messages[0]) setError(target, { message: messages[0] });
    else unplaced.push(...messages);
  }
  return unplaced;
}
