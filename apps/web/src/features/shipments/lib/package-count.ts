import { confirmedLineItemCount } from '@portal/domain/shipments/shipment-request-schemas';
import type { z } from 'zod';
import { msg } from '../../../i18n/msg';

/** The form's words for each way a typed count breaks the departure route's count rule. */
function countMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'too_small') return msg('Cannot be negative');
  if (issue.code === 'too_big') return msg('At most 100,000');
  if (issue.code === 'invalid_type' && issue.expected === 'int') return msg('Whole packages only');
  return msg('Enter a number');
}

/** A typed package count, checked with the rule the departure route applies to each count. */
export function parsePackageCount(text: string | undefined): { count: number } | { error: string } {
  if (!text?.trim()) return { error: msg('Enter the package count') };
  const result = confirmedLineItemCount.safeParse(Number(text), { error: countMessage });
  return result.success ? { count: result.data } : { error: result.error.issues[0]?.message ?? msg('Enter a number') };
}
