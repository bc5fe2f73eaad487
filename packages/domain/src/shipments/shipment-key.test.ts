import { describe, expect, it } from 'vitest';
import { shipmentIdOfKey } from './shipment-key';

describe('shipmentIdOfKey', () => {
  it('reads an all-digits key of up to nine digits as a possible id', () => {
    expect(shipmentIdOfKey('42')).toBe(42);
    expect(shipmentIdOfKey('123456789')).toBe(123456789);
  });

  it('reads anything else as a shipment number only', () => {
    expect(shipmentIdOfKey('S-100')).toBeNull();
    expect(shipmentIdOfKey('1234567890')).toBeNull();
    expect(shipmentIdOfKey('')).toBeNull();
    expect(shipmentIdOfKey('-5')).toBeNull();
  });
});
