import { describe, expect, it } from 'vitest';
import { checkVin, vinCheckDigit, withVinCheckDigit } from './vin';

describe('VIN check digit (49 CFR 565)', () => {
  it('accepts published VINs, including an X check digit', () => {
    // The worked example of 49 CFR 565 / ISO 3779 references: check digit X.
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('11111111111111111')).toEqual({ ok: true, vin: '11111111111111111' });
    expect(checkVin('1HGCM82633A004352')).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });

  it('normalises case and spaces', () => {
    expect(checkVin(' 1m8gdm9a xkp042788 ')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
  });

  it('refuses one wrong character, a wrong length and I, O or Q', () => {
    expect(checkVin('1M8GDM9AXKP042789')).toEqual({ ok: false, message: 'The VIN check digit (9th character) does not match: expected 1' });
    expect(checkVin('1M8GDM9AXKP04278')).toMatchObject({ ok: false, message: 'A VIN has 17 characters' });
    expect(checkVin('1M8GDM9AXKP04278O')).toMatchObject({ ok: false, message: 'A VIN never contains the letters I, O or Q' });
    expect(checkVin('1M8GDM9AXKP04278-')).toMatchObject({ ok: false, message: 'A VIN has letters and digits only' });
  });

  it('puts the check digit in place', () => {
    expect(withVinCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
    expect(() => withVinCheckDigit('SHORT')).toThrow();
  });
});
