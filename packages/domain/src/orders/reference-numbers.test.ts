import { describe, expect, it } from 'vitest';
import { dropEmptyReferenceNumbers } from './reference-numbers';

describe('dropEmptyReferenceNumbers', () => {
  it('drops entries with an empty label or value', () => {
    const refs = [
      { label: 'PO', value: '123', typeId: 1 },
      { label: '', value: '456', typeId: 2 },
      { label: 'SO', value: '', typeId: 3 },
      { label: '  ', value: '789', typeId: 4 },
      { label: 'Return', value: null, typeId: 5 },
      { label: undefined, value: 'x', typeId: 6 },
      { label: 'Transfer', value: ' T-1 ', typeId: 7 },
    ];
    expect(dropEmptyReferenceNumbers(refs)).toEqual([refs[0], refs[6]]);
  });

  it('answers an empty list for none', () => {
    expect(dropEmptyReferenceNumbers(undefined)).toEqual([]);
    expect(dropEmptyReferenceNumbers([])).toEqual([]);
  });
});
