import { describe, expect, it } from 'vitest';
import { deliveryDateOf, isQuoteOpen, QuickQuoteFormSchema, quickQuoteRatingBody, quoteOrderDraft, readQuoteOrderDraft, type QuickQuoteFormInput } from './quick-quote';
import { RawRatingBodySchema } from './rating-schemas';

const atlanta = { city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US' as const, ianaTimezone: 'America/New_York', latitude: 33.75, longitude: -84.39 };
const dallas = { city: 'Dallas', state: 'TX', postalCode: '75201', country: 'US' as const, ianaTimezone: 'America/Chicago', latitude: 32.78, longitude: -96.8 };
const form = (over: Partial<QuickQuoteFormInput> = {}): QuickQuoteFormInput => ({ origin: atlanta, destination: dallas, pickupDate: '2026-12-01', equipmentMode: 'Dry', shippingMode: 'TL', totalWeight: '', palletCount: '', ...over });

describe('QuickQuoteFormSchema', () => {
  it('reads the inputs: blank weight and pallets are absent, text is a number', () => {
    expect(QuickQuoteFormSchema.parse(form()).totalWeight).toBeUndefined();
    const parsed = QuickQuoteFormSchema.parse(form({ totalWeight: '12000', palletCount: '10' }));
    expect(parsed).toMatchObject({ totalWeight: 12000, palletCount: 10 });
  });

  it('asks for both places, chosen from the list', () => {
    const result = QuickQuoteFormSchema.safeParse(form({ origin: null, destination: null }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Choose the origin from the list', 'Choose the destination from the list']);
  });

  it('refuses pallets without their weight', () => {
    const result = QuickQuoteFormSchema.safeParse(form({ palletCount: '4' }));
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['totalWeight'], message: 'Enter the weight of the pallets' })]);
  });
});

describe('quickQuoteRatingBody', () => {
  it('rates the two postal codes, the mode and the date, with the weight as one product', () => {
    const body = quickQuoteRatingBody(QuickQuoteFormSchema.parse(form({ totalWeight: '12000', palletCount: '10', shippingMode: 'LTL' })));
    expect(body).toEqual({
      stops: [{ postalCode: '30303', country: 'US' }, { postalCode: '75201', country: 'US' }],
      products: [{ totalWeight: 12000, palletCount: 10, packagingUnitType: 'Pallet' }],
      equipmentMode: 'Dry',
      shippingMode: 'LTL',
      pickupDate: '2026-12-01',
    });
    expect(RawRatingBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no product without a weight', () => {
    expect(quickQuoteRatingBody(QuickQuoteFormSchema.parse(form())).products).toEqual([]);
  });
});

describe('deliveryDateOf', () => {
  it('adds the transit days, at least one', () => {
    expect(deliveryDateOf('2026-12-01', 3)).toBe('2026-12-04');
    expect(deliveryDateOf('2026-12-31', 1)).toBe('2027-01-01');
    expect(deliveryDateOf('2026-12-01', 0)).toBe('2026-12-02');
    expect(deliveryDateOf('2026-12-01', null)).toBe('2026-12-02');
  });
});

describe('isQuoteOpen', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('is open until its expiry, and always without one', () => {
    expect(isQuoteOpen('2026-12-01T12:30:00Z', now)).toBe(true);
    expect(isQuoteOpen('2026-12-01T12:00:00Z', now)).toBe(false);
    expect(isQuoteOpen(null, now)).toBe(true);
  });
});

describe('the order draft', () => {
  const parsed = QuickQuoteFormSchema.parse(form({ totalWeight: '9000' }));

  it('carries the places, dates, equipment, mode and product of the quote', () => {
    expect(quoteOrderDraft(parsed, { quoteId: 'q-1', serviceDays: 2 })).toEqual({
      quoteId: 'q-1',
      origin: atlanta,
      destination: dallas,
      pickupDate: '2026-12-01',
      deliveryDate: '2026-12-03',
      equipmentMode: 'Dry',
      shippingMode: 'TL',
      totalWeight: 9000,
      palletCount: null,
    });
  });

  it('is read back from navigation state, and anything else is no draft', () => {
    const draft = quoteOrderDraft(parsed, { quoteId: null, serviceDays: null });
    expect(readQuoteOrderDraft({ quoteOrder: draft })).toEqual(draft);
    expect(readQuoteOrderDraft(null)).toBeNull();
    expect(readQuoteOrderDraft({ quoteOrder: { ...draft, equipmentMode: 'Boat' } })).toBeNull();
    expect(readQuoteOrderDraft({ other: 1 })).toBeNull();
  });
});
