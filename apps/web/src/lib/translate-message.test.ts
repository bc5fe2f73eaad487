import { MESSAGES, LOGIN_SUCCESSFUL } from '@portal/domain/common/messages';
import { TENDER_MESSAGES } from '@portal/domain/tenders/tender-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ApiError } from './api-client';
import { answerMessageOf, problemMessage, translateApiMessage, translatedFieldErrors, translateMessage } from './translate-message';

describe('translateApiMessage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows the text as the server sent it in English', () => {
    expect(translateApiMessage(MESSAGES.shipmentCreated({ shipmentNumber: 'SF-1001' }))).toBe('Shipment SF-1001 Created!');
    expect(translateApiMessage({ code: 'no.such', params: {}, text: 'Whatever it said' })).toBe('Whatever it said');
  });

  it('translates by code in Spanish, with the values in place', async () => {
    await setLanguage('es');
    expect(translateApiMessage(MESSAGES.shipmentCreated({ shipmentNumber: 'SF-1001' }))).toBe('¡Envío SF-1001 creado!');
    expect(translateApiMessage(MESSAGES.doNotUse({ email: 'help@summit.test' }))).toBe('El transportista está marcado como "No usar"; si tiene preguntas, escriba a help@summit.test');
    // The code decides, not the English: a text the server worded differently still reads as its code's template.
    expect(translateApiMessage({ ...TENDER_MESSAGES.wonByAnother, text: 'This load was booked by another carrier.' })).toBe(translateApiMessage(TENDER_MESSAGES.wonByAnother));
    expect(translateApiMessage(TENDER_MESSAGES.wonByAnother)).not.toBe(TENDER_MESSAGES.wonByAnother.text);
  });

  it('translates a value that is itself a text of the catalogue', async () => {
    await setLanguage('es');
    const message = { code: 'problem.notFound', params: { what: 'Shipment' }, text: 'Shipment was not found' };
    expect(translateApiMessage(message)).not.toContain('Shipment');
  });

  it('shows the text as sent for a code the portal does not know, and a text without a code by the catalogue', async () => {
    await setLanguage('es');
    expect(translateApiMessage({ code: 'no.such', params: { n: 1 }, text: 'Trailer 12 has a flat tyre' })).toBe('Trailer 12 has a flat tyre');
    expect(translateApiMessage({ text: LOGIN_SUCCESSFUL })).toBe('Inicio de sesión correcto');
    expect(translateMessage('Enter a valid email address')).toBe('Escriba un correo electrónico válido');
    expect(translateMessage('Trailer 12 has a flat tyre')).toBe('Trailer 12 has a flat tyre');
  });

  it('reads the codes of a problem, its fields and an answer', async () => {
    await setLanguage('es');
    const noDriver = { code: 'driver.notInCompany', params: { driverId: 7 } };
    const error = new ApiError({
      status: 400,
      title: 'Bad Request',
      detail: 'Unknown driver',
      problem: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Unknown driver', code: 'driver.unknown', params: {}, errors: { driverId: ['No driver 7 in your company'] }, errorCodes: { driverId: [noDriver] } },
    });
    expect(problemMessage(error)).toEqual({ code: 'driver.unknown', params: {}, text: 'Unknown driver' });
    expect(translatedFieldErrors(error).driverId![0]).not.toBe('No driver 7 in your company');
    expect(translatedFieldErrors(error).driverId![0]).toContain('7');
    const answer = { data: {}, message: 'Shipment SF-9 voided', messageCode: 'shipment.voided', messageParams: { shipmentNumber: 'SF-9' } };
    expect(translateApiMessage(answerMessageOf(answer))).toBe('Envío SF-9 anulado');
  });
});
