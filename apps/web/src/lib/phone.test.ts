import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it('writes a North American number one way however it was typed', () => {
    for (const typed of ['(614) 555-0100', '614-555-0100', '614.555.0100', '6145550100', '+1 614 555 0100', '1-614-555-0100', ' 614 555 0100 ']) {
      expect(formatPhone(typed), typed).toBe('(614) 555-0100');
    }
  });

  it('keeps an extension, written one way', () => {
    expect(formatPhone('614-555-0100 x12')).toBe('(614) 555-0100 ext. 12');
    expect(formatPhone('(614) 555-0100 ext. 7')).toBe('(614) 555-0100 ext. 7');
    expect(formatPhone('6145550100#305')).toBe('(614) 555-0100 ext. 305');
  });

  it('shows other numbers as typed and nothing for none', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0100')).toBe('555-0100');
    expect(formatPhone('call the front desk')).toBe('call the front desk');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials the full number, and the extension after a pause', () => {
    expect(phoneHref('(614) 555-0100')).toBe('tel:+16145550100');
    expect(phoneHref('614.555.0100 x12')).toBe('tel:+16145550100,12');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
