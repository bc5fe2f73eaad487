import { isBlank } from '../common/optional-text';

/** Purchase, sales, transfer and return order numbers all travel as reference numbers. */
export interface ReferenceNumber {
  label: string;
  value: string;
  typeId?: number | string | null;
}

/** Drops reference numbers whose label or value is empty or only whitespace, as saving an order does. */
export function dropEmptyReferenceNumbers<T extends { label?: string | null; value?: string | null }>(
  referenceNumbers: readonly T[] | null | undefined,
): T[] {
  return (referenceNumbers ?? []).filter((ref) => !isBlank(ref.label) && !isBlank(ref.value));
}
