import * as messages from '@portal/domain/common/messages';
import * as activity from '@portal/domain/shipments/activity-texts';
import { afterEach, describe, expect, it } from 'vitest';
import spanishMessages from '../i18n/es/messages.json';
import { setLanguage } from '../i18n/i18n';
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

  it("shows a shipment's activity in Spanish clause by clause, statuses and stops included", async () => {
    await setLanguage('es');
    const stop = activity.stopText(2, 'Heartland Foods Plant', 'Atlanta', 'GA');
    expect(translateMessage(activity.statusChanged('Booked', 'Dispatched', activity.WHY_DISPATCHED))).toBe('Estado cambiado de Reservado a Despachado (despachado)');
    expect(translateMessage(activity.activityClauses(activity.departedFrom(stop), activity.packagesConfirmed(3), activity.expectedPackages(4), activity.DELIVERED_CLAUSE))).toBe(
      'Salida de parada 2 (Heartland Foods Plant, Atlanta, GA); 3 bultos confirmados; se esperaban 4; entregado',
    );
    expect(translateMessage(activity.activityClauses(activity.arrivedAt(stop), activity.afterWindowEnding('11/27/2026 8:00 am EST')))).toBe(
      'Llegada a parada 2 (Heartland Foods Plant, Atlanta, GA); después de la ventana que terminaba 11/27/2026 8:00 am EST',
    );
    // What someone typed stays as typed.
    expect(translateMessage(activity.activityClauses(activity.problemReported('Breakdown'), 'Left tyre; waiting for the road service'))).toBe(
      'Problema reportado: Avería; Left tyre; waiting for the road service',
    );
  });

  it('has a Spanish entry for every message of messages.ts and every activity sentence', () => {
    const texts = ([...Object.values(messages), ...Object.values(activity)] as unknown[]).filter((value): value is string => typeof value === 'string' && /\p{L}/u.test(value));
    const keys = [...texts, ...messageTemplates().map((template) => template.key)];
    expect(keys.filter((key) => !(key in spanishMessages))).toEqual([]);
    expect(messageTemplates().length).toBeGreaterThan(5);
  });
});
