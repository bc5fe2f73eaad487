import { describe, expect, it } from 'vitest';
import { canRunLoad, canWriteOnLoad, loadPartyOf, type LoadCaller, type LoadFacts } from './shipment-write-access';

const CARRIER = 10;
const OTHER_CARRIER = 11;
const CUSTOMER = 20;
const BROKERAGE = 30;

const load: LoadFacts = { carrierId: CARRIER, customerId: CUSTOMER, assignedDriverIds: [7] };
const caller = (overrides: Partial<LoadCaller>): LoadCaller => ({ companyId: CARRIER, isBrokerage: false, isBroker: false, driverId: null, ...overrides });

describe('loadPartyOf', () => {
  it('names each party of a booked load', () => {
    expect(loadPartyOf(caller({ companyId: BROKERAGE, isBrokerage: true }), load)).toBe('brokerage');
    expect(loadPartyOf(caller({}), load)).toBe('carrier');
    expect(loadPartyOf(caller({ driverId: 7 }), load)).toBe('driver');
    expect(loadPartyOf(caller({ companyId: CUSTOMER, isBroker: true }), load)).toBe('customer');
  });

  it('leaves out whoever only sees the load', () => {
    expect(loadPartyOf(caller({ companyId: OTHER_CARRIER }), load)).toBeNull();
    // A driver of the carrier not assigned to the load, and an assigned driver of another company.
    expect(loadPartyOf(caller({ driverId: 8 }), load)).toBeNull();
    expect(loadPartyOf(caller({ companyId: OTHER_CARRIER, driverId: 7 }), load)).toBeNull();
    // The customer's company without being a broker, and a broker of another customer.
    expect(loadPartyOf(caller({ companyId: CUSTOMER }), load)).toBeNull();
    expect(loadPartyOf(caller({ companyId: 21, isBroker: true }), load)).toBeNull();
  });

  it('takes the former carrier off a load whose booking came off', () => {
    const unbooked: LoadFacts = { carrierId: null, customerId: CUSTOMER, assignedDriverIds: [] };
    expect(loadPartyOf(caller({}), unbooked)).toBeNull();
    expect(loadPartyOf(caller({ driverId: 7 }), unbooked)).toBeNull();
    expect(loadPartyOf(caller({ companyId: CUSTOMER, isBroker: true }), unbooked)).toBe('customer');
    expect(loadPartyOf(caller({ companyId: BROKERAGE, isBrokerage: true }), unbooked)).toBe('brokerage');
  });
});

describe('canWriteOnLoad and canRunLoad', () => {
  it('every party writes notes, documents, stop events and problems; only the carrier office and the brokerage run the load', () => {
    const parties = [caller({ isBrokerage: true, companyId: BROKERAGE }), caller({}), caller({ driverId: 7 }), caller({ companyId: CUSTOMER, isBroker: true })];
    expect(parties.map((c) => canWriteOnLoad(c, load))).toEqual([true, true, true, true]);
    expect(parties.map((c) => canRunLoad(loadPartyOf(c, load)))).toEqual([true, true, false, false]);
    expect(canWriteOnLoad(caller({ companyId: OTHER_CARRIER }), load)).toBe(false);
    expect(canRunLoad(null)).toBe(false);
  });
});
