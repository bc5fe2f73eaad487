import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, testAppForFile } from '../helper';

const t = testAppForFile({ session: DEMO.carrierAdmin });

const PUBLIC_PORTAL_ROUTES = [
  '/portal/api/auth/login',
  // The second sign-in step: its short-lived challenge token stands in for the bearer token.
  '/portal/api/auth/login/two-factor',
  '/portal/api/auth/mobile-authorize',
  '/portal/api/auth/request-password-reset',
  '/portal/api/auth/reset-password',
  '/portal/api/auth/activate-user',
  // A passkey stands in for the password (and the code): its signed challenge is the proof.
  '/portal/api/auth/passkey/options',
  '/portal/api/auth/passkey',
  '/portal/api/auth/login/two-factor/passkey-options',
  '/portal/api/auth/login/two-factor/passkey',
  // The refresh cookie stands in for the bearer token; signing out works with either (or neither: nothing ends).
  '/portal/api/auth/refresh',
  '/portal/api/auth/logout',
  // Links mailed to an address: their single-use token is the proof.
  '/portal/api/auth/confirm-email',
  '/portal/api/payee-changes/confirm',
  // Someone without an account asks for one from the sign-in page.
  '/portal/api/access-requests',
  // The ELD provider sends the browser back here; the one-time OAuth state identifies the company.
  '/portal/api/tracking-integrations/1/callback',
  // Anyone holding a rate confirmation checks it by the code printed on it, signed in or not.
  '/portal/api/rate-confirmations/verify/1',
  // A load's share link: its 256-bit token, stored hashed, is the proof; it expires and can be revoked.
  '/portal/api/shared-loads/view',
];

/** Every registered route as [method, concrete path], read from Fastify's route tree. */
function allRoutes(): [string, string][] {
  const lines = t.app.printRoutes({ commonPrefix: false }).split('\n').filter((l) => l.includes('── '));
  const stack: string[] = [];
  const routes: [string, string][] = [];
  for (const line of lines) {
    const depth = line.indexOf('── ');
    const match = /── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const level = Math.round(depth / 4);
    stack.length = level;
    stack[level] = match[1];
    const path = stack
      .join('')
      .replace(/:[A-Za-z]+(\|:[A-Za-z]+)*/g, '1')
      .replace(/\*/g, 'x');
    for (const method of match[2].split(',').map((m) => m.trim())) if (method !== 'HEAD') routes.push([method, path]);
  }
  return routes;
}

describe('every API route is guarded', () => {
  it('answers 401 without a bearer token (except the public sign-in routes)', async () => {
    const routes = allRoutes().filter(([, path]) => /^\/(portal|carrier|trucks)\/api\//.test(path) && !PUBLIC_PORTAL_ROUTES.includes(path));
    expect(routes.length).toBeGreaterThan(10);
    const open: string[] = [];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url });
      if (response.statusCode !== 401) open.push(`${method} ${url} -> ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 401 on the Carrier API with a bearer token but no x-api-key', async () => {
    const routes = allRoutes().filter(([, path]) => path.startsWith('/carrier/api/'));
    const open: string[] = [];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: authHeaders(t.session) });
      if (response.statusCode !== 401) open.push(`${method} ${url} -> ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('leaves the public routes public', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'x@demo.test', password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Wrong username or password.');
    expect((await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).statusCode).toBe(200);
  });
});
