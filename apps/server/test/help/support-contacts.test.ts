import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../src/lib/support';
import { authHeaders, buildTestApp, DEMO, login, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('GET /portal/api/support-contacts (the help page)', () => {
  it("answers every signed-in role with the configured support address and the brokerage's phone and address", async () => {
    for (const email of [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer, DEMO.ops]) {
      const answer = await t.app.inject({ method: 'GET', url: '/portal/api/support-contacts', headers: authHeaders(await login(t.app, email)) });
      expect(answer.statusCode, email).toBe(200);
      expect(answer.json().data).toEqual({
        companyName: 'Summit Freight Logistics',
        email: SUPPORT_EMAIL,
        phone: '(614) 555-0100',
        address: '250 Civic Center Dr, Columbus, OH 43215',
      });
    }
  });

  it('follows the brokerage company record', async () => {
    await t.db.updateTable('companies').set({ phone: '(614) 555-0199' }).where('kind', '=', 'Brokerage').execute();
    const answer = await t.app.inject({ method: 'GET', url: '/portal/api/support-contacts', headers: authHeaders(await login(t.app, DEMO.driver)) });
    expect(answer.json().data.phone).toBe('(614) 555-0199');
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/support-contacts' })).statusCode).toBe(401);
  });
});
