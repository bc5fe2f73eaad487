import { describe, expect, it } from 'vitest';
import { businessDaysLate, meanAbsoluteBusinessDayError, payCalendarDay, predictPayDate } from './pay-date-prediction';

describe('predictPayDate', () => {
  it('has no date before the invoice and its documents are received', () => {
    expect(predictPayDate({ receivedOn: null, approvedOn: null, paySpeed: 'standard' })).toBeNull();
    expect(predictPayDate({ receivedOn: null, approvedOn: null, paySpeed: 'quick' })).toBeNull();
  });

  it('counts standard terms from the receipt and lands on a business day', () => {
    // 2026-10-27 + 30 days = 2026-11-26, Thanksgiving: paid the Friday after.
    expect(predictPayDate({ receivedOn: '2026-10-27', approvedOn: '2026-10-29', paySpeed: 'standard' })).toEqual({ predictedOn: '2026-11-27', basis: 'netTerms' });
    // 2026-10-30 + 30 = 2026-11-29, a Sunday.
    expect(predictPayDate({ receivedOn: '2026-10-30', approvedOn: null, paySpeed: 'standard' })).toEqual({ predictedOn: '2026-11-30', basis: 'netTerms' });
  });

  it('takes other net days when given', () => {
    expect(predictPayDate({ receivedOn: '2026-11-02', approvedOn: null, paySpeed: 'standard', netDays: 15 })?.predictedOn).toBe('2026-11-17');
  });

  it('pays the business day after a late approval, never before it', () => {
    expect(predictPayDate({ receivedOn: '2026-10-01', approvedOn: '2026-11-04', paySpeed: 'standard' })).toEqual({ predictedOn: '2026-11-05', basis: 'afterApproval' });
  });

  it('pays quick pay two business days after the approval, or after the receipt while it is to come', () => {
    expect(predictPayDate({ receivedOn: '2026-11-20', approvedOn: '2026-11-24', paySpeed: 'quick' })).toEqual({ predictedOn: '2026-11-27', basis: 'quickPay' });
    expect(predictPayDate({ receivedOn: '2026-11-20', approvedOn: null, paySpeed: 'quick' })).toEqual({ predictedOn: '2026-11-24', basis: 'quickPay' });
  });
});

describe('payCalendarDay', () => {
  it('is the calendar day in the given zone', () => {
    expect(payCalendarDay('2026-11-30T03:00:00.000Z', 'America/Chicago')).toBe('2026-11-29');
    expect(payCalendarDay(new Date('2026-11-30T18:00:00.000Z'), 'America/Chicago')).toBe('2026-11-30');
  });
});

describe('the error of predictions', () => {
  it('is signed per payment (late positive) and absolute on average', () => {
    expect(businessDaysLate('2026-11-25', '2026-11-30')).toBe(2);
    expect(meanAbsoluteBusinessDayError([
      { predictedOn: '2026-11-25', paidOn: '2026-11-30' },
      { predictedOn: '2026-11-30', paidOn: '2026-11-25' },
      { predictedOn: '2026-11-30', paidOn: '2026-11-30' },
    ])).toBeCloseTo(4 / 3);
    expect(meanAbsoluteBusinessDayError([])).toBeNull();
  });
});
