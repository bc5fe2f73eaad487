/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { MESSAGE_DEFINITIONS, messageTemplate } from './message-catalogue';
import { defineMessage, defineMessages, fillTemplate, isCodedMessage, templateSlots, type MessageDefinition } from './message-codes';
import * as spec from './messages';

/** Every module that defines messages: the `*-messages.ts` files of the domain, and messages.ts. */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*-messages.ts', './messages.ts'], { eager: true });

function definitionsOf(value: unknown): MessageDefinition[] {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  const facts = value as { code?: unknown; template?: unknown };
  if (typeof facts.code === 'string' && typeof facts.template === 'string') return [value as MessageDefinition];
  return typeof value === 'object' ? Object.values(value).flatMap((inner) => (typeof inner === 'object' || typeof inner === 'function' ? definitionsOf(inner) : [])) : [];
}

describe('message catalogue', () => {
  it('gives every message its own code', () => {
    const codes = MESSAGE_DEFINITIONS.map((definition) => definition.code);
    const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
    expect(repeated).toEqual([]);
    expect(codes.length).toBeGreaterThan(300);
  });

  it('names codes area.key, apart from the implausible arrival code clients already know', () => {
    const odd = MESSAGE_DEFINITIONS.map((d) => d.code).filter((code) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(code));
    expect(odd).toEqual(['ImplausibleArrival']);
  });

  it('lists every definition of every *-messages.ts module', () => {
    const listed = new Set(MESSAGE_DEFINITIONS);
    const missing = Object.entries(modules).flatMap(([file, exports]) => definitionsOf(exports).filter((d) => !listed.has(d)).map((d) => `${file}: ${d.code}`));
    expect(missing).toEqual([]);
    expect(Object.keys(modules).length).toBeGreaterThan(20);
  });

  it('fills exactly the slots of each template, and a template without slots is a message itself', () => {
    const wrong: string[] = [];
    for (const definition of MESSAGE_DEFINITIONS) {
      const slots = templateSlots(definition.template);
      if (slots.length === 0) {
        if (!isCodedMessage(definition) || definition.text !== definition.template || Object.keys(definition.params).length > 0) wrong.push(`${definition.code}: not a fixed message`);
        continue;
      }
      if (typeof definition !== 'function') {
        wrong.push(`${definition.code}: has slots but is no builder`);
        continue;
      }
      const params = Object.fromEntries(slots.map((slot) => [slot, `<${slot}>`]));
      const built = definition(params);
      if (built.code !== definition.code) wrong.push(`${definition.code}: builds ${built.code}`);
      if (built.text.includes('{{')) wrong.push(`${definition.code}: leaves a slot unfilled`);
      if (Object.keys(built.params).sort().join() !== [...slots].sort().join()) wrong.push(`${definition.code}: keeps other params`);
      if (built.text !== slots.reduce((text, slot) => text.replaceAll(`{{${slot}}}`, `<${slot}>`), definition.template)) wrong.push(`${definition.code}: text is not the template filled`);
      // Every slot is needed: leaving one out leaves it in the text.
      for (const slot of slots) {
        const { [slot]: _left, ...rest } = params;
        if (!(definition as (p: Record<string, string>) => { text: string })(rest).text.includes(`{{${slot}}}`)) wrong.push(`${definition.code}: ${slot} is not used`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('looks a code up to its English template, and knows no made-up code', () => {
    expect(messageTemplate('shipment.voided')).toBe('Shipment {{shipmentNumber}} voided');
    expect(messageTemplate('tender.alreadyAnswered')).toBe('This tender is {{status}} and can no longer be answered');
    expect(messageTemplate('no.such')).toBeUndefined();
  });

  it('keeps the spec texts and the builders of messages.ts', () => {
    expect(spec.MESSAGES.notAuthorized.text).toBe(spec.NOT_AUTHORIZED);
    expect(spec.MESSAGES.wrongCredentials.text).toBe(spec.WRONG_CREDENTIALS);
    expect(spec.MESSAGES.shipmentCreated({ shipmentNumber: 'SF-1' }).text).toBe(spec.shipmentCreated('SF-1'));
    expect(spec.MESSAGES.doNotUse({ email: 'a@b.test' }).text).toBe('Carrier is "Do Not Use", if you have questions please email a@b.test');
    expect(spec.bolGenerated(7)).toBe('BOL successfully generated for 7');
    expect(spec.cannotReadNote('Dee')).toBe('Dee cannot read this note');
  });
});

describe('message codes', () => {
  it('builds a message with its code, values and English text', () => {
    const voided = defineMessage('x.voided', 'Shipment {{number}} is {{status}}');
    expect(voided({ number: 'SF-1', status: 'Voided' })).toEqual({ code: 'x.voided', params: { number: 'SF-1', status: 'Voided' }, text: 'Shipment SF-1 is Voided' });
    const fixed = defineMessages('y', { done: 'Done' }).done;
    expect(fixed).toMatchObject({ code: 'y.done', params: {}, text: 'Done', template: 'Done' });
  });

  it('fills a slot used twice, and leaves a slot without a value as written', () => {
    expect(fillTemplate('{{a}} and {{a}}', { a: 1 })).toBe('1 and 1');
    expect(fillTemplate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(templateSlots('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });
});
