/**
 * Whether an order has what a bill of lading prints, answered as the list of what is missing (empty
 * when ready): an origin, a destination, and line items each with a description, a piece count and
 * a weight. A blank BOL is worse than none, so the button stays off until the list is empty.
 */
export interface BolStop {
  stopType: 'Pickup' | 'Dropoff';
  city?: string | null;
  postalCode?: string | null;
}

export interface BolLine {
  description?: string | null;
  packageCount?: number | null;
  totalWeight?: number | null;
}

const hasPlace = (stop: BolStop | undefined) => !!stop && !!stop.city && !!stop.postalCode;

export function bolMissing(stops: readonly BolStop[], lines: readonly BolLine[]): string[] {
  const missing: string[] = [];
  if (!hasPlace(stops.find((s) => s.stopType === 'Pickup'))) missing.push('An origin (a pickup stop with a location)');
  if (!hasPlace([...stops].reverse().find((s) => s.stopType === 'Dropoff'))) missing.push('A destination (a dropoff stop with a location)');
  if (lines.length === 0) {
    missing.push('At least one line item');
    return missing;
  }
  lines.forEach((line, i) => {
    const name = `Line item ${i + 1}`;
    if (!line.description?.trim()) missing.push(`${name}: a description`);
    if (!line.packageCount || line.packageCount <= 0) missing.push(`${name}: a piece count`);
    if (!line.totalWeight || line.totalWeight <= 0) missing.push(`${name}: a weight`);
  });
  return missing;
}
