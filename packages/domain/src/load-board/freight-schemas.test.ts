import { describe, expect, it } from 'vitest';
import { TENDER_OFFER_STATUSES, TenderOfferStatus } from '../tenders/tender-offer-status';
import { dollarsAmountSchema, EXPIRED, freightListQuerySchema, optionalTextOf, statusFilterSchema } from './freight-schemas';

const statusFilter = statusFilterSchema({ statuses: TENDER_OFFER_STATUSES, aliases: { open: TenderOfferStatus.Sent }, error: 'Use a status' });

describe('statusFilterSchema', () => {
  it('reads a code, a name (any case, spaces ignored), an alias or Expired', () => {
    expect(statusFilter.parse('1')).toBe(TenderOfferStatus.Accepted);
    expect(statusFilter.parse('booking rescinded')).toBe(TenderOfferStatus.BookingRescinded);
    expect(statusFilter.parse('Open')).toBe(TenderOfferStatus.Sent);
    expect(statusFilter.parse('expired')).toBe(EXPIRED);
  });

  it('refuses codes outside the list, and unknown names with its message', () => {
    expect(statusFilter.safeParse('5').success).toBe(false);
    expect(statusFilter.safeParse('Booked').error?.issues[0].message).toBe('Use a status');
  });
});

describe('freightListQuerySchema', () => {
  const query = freightListQuerySchema({ statusFilter, sortProperties: ['sentAt', 'rate'] });

  it('defaults the page, leaves the sort to the server and splits comma lists', () => {
    expect(query.parse({ statuses: 'Sent,Expired' })).toEqual({ page: 1, pageSize: 50, statuses: [TenderOfferStatus.Sent, EXPIRED] });
  });

  it('takes a sort direction in any case and refuses an unknown sort property', () => {
    expect(query.parse({ sortProperty: 'rate', sortDirection: 'DESC' })).toMatchObject({ sortProperty: 'rate', sortDirection: 'desc' });
    expect(query.safeParse({ sortProperty: 'weight' }).success).toBe(false);
  });
});

describe('dollarsAmountSchema', () => {
  const rate = dollarsAmountSchema({ required: 'Enter your rate', positive: 'The rate must be more than $0' });
  const message = (value: unknown) => rate.safeParse(value).error?.issues[0].message;

  it('reads dollars from a number or a form text', () => {
    expect(rate.parse('1875.50')).toBe(1875.5);
    expect(rate.parse(2100)).toBe(2100);
  });

  it('names what is wrong in the words the forms show', () => {
    expect(message('')).toBe('Enter your rate');
    expect(message('0')).toBe('The rate must be more than $0');
    expect(message('12.345')).toBe('Enter an amount in dollars with at most two decimals');
    expect(message('abc')).toBe('Enter an amount in dollars with at most two decimals');
  });
});

describe('optionalTextOf', () => {
  it('drops blanks and names the field when too long', () => {
    const truck = optionalTextOf(5, 'Truck number');
    expect(truck.parse('  ')).toBeUndefined();
    expect(truck.safeParse('123456').error?.issues[0].message).toBe('Truck number is at most 5 characters');
  });
});
