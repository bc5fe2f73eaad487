import { describe, expect, it } from 'vitest';
import { evidenceLabel, evidenceText } from './signal-labels';

describe('evidence as words', () => {
  it('names a key in words', () => {
    expect(evidenceLabel('payeeChangeId')).toBe('Payee change id');
    expect(evidenceLabel('miles')).toBe('Miles');
  });
  it('writes lists item by item and records by their values without ids', () => {
    expect(evidenceText([{ carrierId: 27, carrierName: 'Tri-County Haulers', unitNumber: 'TC-3' }])).toBe('Tri-County Haulers, TC-3');
    expect(evidenceText(['a.test', 'b.test'])).toBe('a.test; b.test');
    expect(evidenceText(null)).toBe('—');
    expect(evidenceText(1164)).toBe('1164');
  });
});
