import { describe, expect, it } from 'vitest';
import { codeOf } from '../common/enum';
import { FILE_TYPES, FileType } from './file-type';

describe('file type', () => {
  it('gives every code once', () => {
    expect(new Set(FILE_TYPES.map((t) => t.code)).size).toBe(FILE_TYPES.length);
  });

  it('names the four types the spec shows', () => {
    expect(codeOf(FILE_TYPES, 'proof of delivery')).toBe(FileType.ProofOfDelivery);
    expect(codeOf(FILE_TYPES, 'shipment miscellaneous')).toBe(FileType.ShipmentMiscellaneous);
    expect(codeOf(FILE_TYPES, 'AP invoice')).toBe(FileType.ApInvoice);
    expect(codeOf(FILE_TYPES, 'third party')).toBe(FileType.ThirdParty);
  });
});
