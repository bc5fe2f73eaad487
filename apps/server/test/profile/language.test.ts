import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

let t: TestApp;
const s = {} as Record<'factoring' | 'payer' | 'driver', TestSession>;

beforeAll(async () => {
  t = await buildTestApp();
  s.factoring = await login(t.app, DEMO.factoring);
  s.payer = await login(t.app, DEMO.payer);
  s.driver = await login(t.app, DEMO.driver);
});
afterAll(() => t?.close());

const put = (session: TestSession | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/portal/api/users/me/language', headers: session ? authHeaders(session) : {}, payload: payload as object });
const me = async (session: TestSession) => (await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(session) })).json().data;

let address = 0;
async function resetMailTo(email: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/portal/api/auth/request-password-reset',
    payload: { url: 'http://localhost:3000/reset-password', emailAddress: email },
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(answer.statusCode).toBe(202);
  await t.app.afterAnswer.settled();
  return t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('PUT /portal/api/users/me/language', () => {
  it('is null until chosen, then saves the choice and the current user carries it', async () => {
    expect((await me(s.factoring)).language).toBeNull();
    const saved = await put(s.factoring, { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ email: DEMO.factoring, language: 'es' });
    expect((await me(s.factoring)).language).toBe('es');
    // A fresh sign-in answers it too, so the web switches before the first page.
    expect((await login(t.app, DEMO.factoring)).user.language).toBe('es');
    expect((await put(s.factoring, { language: 'en' })).json().data.language).toBe('en');
  });

  it('lets every signed-in user choose, a third-party payer and a driver too', async () => {
    for (const session of [s.payer, s.driver]) {
      const saved = await put(session, { language: 'es' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.language).toBe('es');
      await put(session, { language: 'en' });
    }
  });

  it('refuses a language the portal does not speak, and anything but { language }, with 400', async () => {
    for (const bad of [{ language: 'fr' }, { language: 'ES' }, { language: null }, { language: 1 }, {}, { language: 'es', userId: 1 }, []]) {
      const answer = await put(s.factoring, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('needs a session', async () => {
    expect((await put(null, { language: 'es' })).statusCode).toBe(401);
  });
});

describe('e-mails in the recipient language', () => {
  it("mails a Spanish-speaking user's reset link in Spanish, and keeps the English mail for everyone else", async () => {
    const english = await resetMailTo(DEMO.factoring);
    expect(english.subject).toBe('Reset your Summit Freight carrier portal password');
    expect(english.text_body).toMatch(/^Hello .*,\n\nWe received a request to reset the password of your Summit Freight carrier portal account\.\n\nSet a new password: http:\/\/localhost:3000\/reset-password\/\S+\n\nThe link works once and expires in one hour\. If you did not ask for this, you can ignore this message\.\n\nQuestions\? Write to \S+@\S+\.$/);

    await put(s.factoring, { language: 'es' });
    const spanish = await resetMailTo(DEMO.factoring);
    expect(spanish.subject).toBe('Restablezca la contraseña del portal de transportistas de Summit Freight');
    expect(spanish.text_body).toMatch(/^Hola, .*:\n\nRecibimos una solicitud para restablecer la contraseña/);
    expect(spanish.text_body).toContain('Establecer una nueva contraseña: http://localhost:3000/reset-password/');
    expect(spanish.text_body).toContain('El enlace funciona una sola vez y vence en una hora.');
    expect(spanish.html_body).toContain('<p>Hola, ');
    expect(spanish.html_body).toContain('¿Preguntas? Escriba a <a href="mailto:');
    await put(s.factoring, { language: 'en' });
  });
});
