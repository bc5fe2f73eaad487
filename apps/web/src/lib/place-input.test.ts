import { describe, expect, it } from 'vitest';
import { parsePlace, placeParams } from './place-input';

describe('parsePlace', () => {
  it('reads city and state with or without a comma', () => {
    expect(parsePlace('Chicago, IL')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(parsePlace(' Fort Worth tx ')).toEqual({ city: 'Fort Worth', state: 'TX' });
    expect(parsePlace('Toronto, Ontario')).toEqual({ city: 'Toronto', state: 'Ontario' });
  });

  it('reads US ZIP and Canadian postal codes', () => {
    expect(parsePlace('60607')).toEqual({ postalCode: '60607' });
    expect(parsePlace('m5v 2t6')).toEqual({ postalCode: 'M5V 2T6' });
  });

  it('reads a postal code suggestion as its code', () => {
    expect(parsePlace('Memphis, TN 38103')).toEqual({ postalCode: '38103' });
    expect(parsePlace('Toronto, ON M5V')).toEqual({ postalCode: 'M5V' });
    expect(parsePlace('Memphis, TN')).toEqual({ city: 'Memphis', state: 'TN' });
  });

  it('treats empty as anywhere and a bare city as an error', () => {
    expect(parsePlace('  ')).toBeNull();
    expect(parsePlace('Chicago')).toHaveProperty('error');
  });

  it('names the query parameters by end', () => {
    expect(placeParams('origin', { city: 'Chicago', state: 'IL' })).toEqual({ originCity: 'Chicago', originState: 'IL' });
    expect(placeParams('destination', { postalCode: '75201' })).toEqual({ destinationPostalCode: '75201' });
    expect(placeParams('origin', null)).toEqual({});
  });
});
