import { describe, expect, it } from 'vitest';
import { formatHash, formatSignedPlace, signatureKindOfStop, signedContentText, signedDocumentTitle, type SignedContent } from './signature-rules';

const content: SignedContent = {
  kind: 'Delivery',
  shipmentNumber: 'S-1001',
  stopNumber: 2,
  stopName: 'Acme DC',
  signerName: 'Dana Ruiz',
  signerRole: 'Receiving clerk',
  signedAt: '2026-11-30T10:00:00.000Z',
  place: { latitude: 41.8781136, longitude: -87.6297982, accuracyMeters: 12.4 },
  mode: 'Drawn',
  imageSha256: 'ab'.repeat(32),
};

describe('signatures', () => {
  it('take the shipper at a pickup and the receiver at a dropoff, nothing elsewhere', () => {
    expect(signatureKindOfStop('Pickup')).toBe('Pickup');
    expect(signatureKindOfStop('Dropoff')).toBe('Delivery');
    expect(signatureKindOfStop('Border')).toBeUndefined();
    expect(signedDocumentTitle('Pickup')).toBe('Signed Bill of Lading');
    expect(signedDocumentTitle('Delivery')).toBe('Signed Proof of Delivery');
  });

  it('print the place to five decimals with its accuracy, or say the device gave none', () => {
    expect(formatSignedPlace(content.place)).toBe('41.87811, -87.62980 (within 12 m)');
    expect(formatSignedPlace({ latitude: 1, longitude: 2, accuracyMeters: null })).toBe('1.00000, 2.00000');
    expect(formatSignedPlace(null)).toBe('Not given by the device');
  });

  it('hash one canonical text that changes with every fact signed', () => {
    const text = signedContentText(content);
    expect(text.split('\n')).toHaveLength(10);
    expect(text).toContain('signer=Dana Ruiz');
    for (const change of [{ signerName: 'Dana Ruis' }, { signerRole: 'Manager' }, { signedAt: '2026-11-30T10:00:01.000Z' }, { place: null }, { imageSha256: 'cd'.repeat(32) }, { stopNumber: 3 }]) {
      expect(signedContentText({ ...content, ...change })).not.toBe(text);
    }
    expect(signedContentText({ ...content })).toBe(text);
  });

  it('show a hash in groups of eight', () => {
    expect(formatHash('0123456789abcdef01')).toBe('01234567 89abcdef 01');
  });
});
