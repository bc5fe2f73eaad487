/**
 * A key naming a shipment by its number or by its id (reload searches, entry links): every key is
 * tried as a shipment number, and an all-digits key of up to nine digits also as an id. A shipment
 * number wins over an id that happens to be the same digits (docs/decisions/0290-a-shipment-id-entry-link-resolves-number-first.md).
 */
export function shipmentIdOfKey(key: string): number | null {
  return /^\d{1,9}$/.test(key) ? Number(key) : null;
}
