import { describe, expect, it } from 'vitest';
import { codeOf, displayName } from './enum';
import { ENTITY_TYPES, EntityType } from './entity-type';

describe('entity type', () => {
  it('numbers 0 to 21 in the spec order', () => {
    expect(ENTITY_TYPES.map((t) => t.code)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(EntityType.SHIPMENT).toBe(5);
    expect(EntityType.AP_INVOICE).toBe(9);
    expect(EntityType.THIRD_PARTY).toBe(17);
    expect(EntityType.CLAIM).toBe(21);
  });

  it('looks up names', () => {
    expect(displayName(ENTITY_TYPES, 14)).toBe('ORDER_STOP');
    expect(codeOf(ENTITY_TYPES, 'case')).toBe(EntityType.CASE);
  });
});
