import type { z } from 'zod';

/**
 * Refuses a body the route's own schema refuses, before it is sent: the editor's submit is checked
 * by the same rules as the server (the first problem is the error's message).
 */
export function checkBody(schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid note');
}
