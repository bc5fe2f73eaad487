import * as messages from '@portal/domain/common/messages';
import * as activity from '@portal/domain/shipments/activity-texts';
import { afterEach, describe, expect, it } from 'vitest';
import spanishMessages from '../i18n/es/messages.json';
import { setLanguage } from '../i18n/i18n';
import { activityTemplates } from './translate-activity';
import { messageTemplates, translateMessage } from './translate-message';

describe('translateMessage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('leaves every text as the spec writes it in English', () => {
    expect(translateMessage(messages.LOGIN_SUCCESSFUL)).toBe('Login Successful');
    expect(translateMessage(messages.shipmentCreated('SF-1001'))).toBe('Shipment SF-1001 Created!');
  });

  it('shows the spec messages in Spanish, values kept, and anything unknown as sent', async () => {
    await setLanguage('es');
    expect(translateMessage(messages.LOGIN_SUCCESSFUL)).toBe('Inicio de sesión correcto');
    expect(translateMessage(messages.shipmentCreated('SF-1001'))).toBe('¡Envío SF-1001 creado!');
    expect(translateMessage(messages.doNotUseMessage('help@summit.test'))).toBe('El transportista está marcado como "No usar"; si tiene preguntas, escriba a help@summit.test');
    expect(translateMessage('Trailer 12 has a flat tyre')).toBe('Trailer 12 has a flat tyre');
    // A validation text of a form, known to a catalogue.
    expect(translateMessage('Enter a valid email address')).toBe('Escriba un correo electrónico válido');
  });

  it('has a Spanish entry for every message of messages.ts and every activity sentence', () => {
    const texts = ([...Object.values(messages), ...Object.values(activity)] as unknown[]).filter((value): value is string => typeof value === 'string' && /\p{L}/u.test(value));
    const keys = [...texts, ...[...messageTemplates(), ...activityTemplates()].map((template) => template.key)];
    expect(keys.filter((key) => !(key in spanishMessages))).toEqual([]);
    expect(messageTemplates().length).toBeGreaterThan(5);
  });
});
