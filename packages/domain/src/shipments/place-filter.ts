/**
 * A place typed into a list filter: a city or its start ("atl"), optionally with its state or
 * province ("Atlanta, GA"). Null for nothing to filter by.
 */
export interface PlaceFilter {
  city: string;
  state?: string;
}

export function parsePlaceFilter(text: string | null | undefined): PlaceFilter | null {
  const [cityPart = '', statePart = ''] = (text ?? '').split(',', 2).map((part) => part.trim());
  if (!cityPart) return null;
  const state = /^[A-Za-z]{2}$/.test(statePart) ? statePart.toUpperCase() : undefined;
  return state ? { city: cityPart, state } : { city: cityPart };
}

/** A text search names a place rather than a number when it holds no digit (shipment, reference and PRO numbers do). */
export function looksLikePlace(text: string): boolean {
  return text.trim() !== '' && !/\d/.test(text);
}
