import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/mail-texts/en';
import { es } from '../../src/lib/mail-texts/es';
import { mailTexts } from '../../src/lib/mail-texts/mail-texts';
import { accessRequestDeclinedEmail, accessRequestReceivedEmail } from '../../src/modules/contacts/access-request-emails';
import { signInLinkEmail } from '../../src/modules/drivers/driver-sign-in-messages';

/** Every text of a catalogue, functions called with recognisable values. */
function allTexts(texts: unknown, path = ''): Array<[string, string]> {
  if (typeof texts === 'string') return [[path, texts]];
  if (typeof texts === 'function') return [[path, String((texts as (...values: string[]) => unknown)('«a»', '«b»'))]];
  return Object.entries(texts as object).flatMap(([key, value]) => allTexts(value, `${path}.${key}`));
}

describe('mail texts', () => {
  it('chooses Spanish only for a recipient who chose it', () => {
    expect(mailTexts('es')).toBe(es);
    expect(mailTexts('en')).toBe(en);
    expect(mailTexts(null)).toBe(en);
    expect(mailTexts(undefined)).toBe(en);
  });

  it('has a Spanish text for every English one, keeping the values it is given', () => {
    const english = new Map(allTexts(en));
    const spanish = new Map(allTexts(es));
    expect([...spanish.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of english) {
      const translated = spanish.get(path)!;
      expect(translated.trim(), path).not.toBe('');
      for (const value of ['«a»', '«b»']) expect(translated.includes(value), `${path} keeps ${value}`).toBe(text.includes(value));
    }
  });

  it('writes access-request and driver e-mails in Spanish, the names and reasons people typed unchanged', () => {
    const received = accessRequestReceivedEmail('ana@carrier.test', 'Ana', 'Blue Ridge Transport LLC', 'es');
    expect(received.subject).toBe('Su solicitud de acceso al portal de transportistas de Summit Freight');
    expect(received.text).toMatch(/^Hola, Ana:\n\nRecibimos su solicitud de acceso a Blue Ridge Transport LLC/);
    const declined = accessRequestDeclinedEmail('ana@carrier.test', 'Ana', 'Blue Ridge Transport LLC', 'Not one of our drivers', 'es');
    expect(declined.text).toContain('Su motivo: Not one of our drivers');
    const driver = signInLinkEmail('luis@carrier.test', 'Luis', 'Blue Ridge Transport LLC', 'https://portal.test/?driverToken=x', new Date('2026-03-04T12:00:00Z'), 'es');
    expect(driver.subject).toBe('Sus cargas con Blue Ridge Transport LLC');
    expect(driver.text).toContain('El enlace funciona hasta el 4 de marzo de 2026.');
    // English stays as it was sent before.
    expect(signInLinkEmail('luis@carrier.test', 'Luis', 'Blue Ridge Transport LLC', 'https://portal.test/?driverToken=x', new Date('2026-03-04T12:00:00Z')).text).toContain(
      'The link works until March 4, 2026. Do not share it',
    );
  });
});
