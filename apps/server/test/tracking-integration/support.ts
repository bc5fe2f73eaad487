import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { trackingContext, type TrackingContext } from '../../src/modules/tracking-integration/tracking-context';
import type { ClientOptions } from '../../src/modules/tracking-integration/samsara-client';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

/**
 * The whole app listening on a free port, with the fake Samsara mounted in-process and the
 * integration pointed at it (the server calls the fake over real HTTP, as it would call Samsara).
 */
export async function buildTrackingApp(): Promise<TestApp & { baseUrl: string }> {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const samsara = t.app.config.samsara!;
  samsara.apiUrl = `${baseUrl}/__fake/samsara`;
  samsara.authorizeUrl = `${baseUrl}/__fake/samsara/oauth2/authorize`;
  return { ...t, baseUrl };
}

export function contextFor(t: TestApp, options?: ClientOptions): TrackingContext {
  return trackingContext({ db: t.db, samsara: t.app.config.samsara, publicUrl: t.app.config.publicUrl }, options);
}

export const fake = (t: TestApp) => t.app.fakeSamsara!;

/** POST .../authorize as the admin: the consent page's URL, which must ask for PKCE with S256. */
export async function startConnect(t: TestApp, admin: TestSession): Promise<URL> {
  const started = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/authorize', headers: authHeaders(admin) });
  expect(started.statusCode).toBe(200);
  const authorizeUrl = new URL(started.json().data.authorizeUrl);
  expect(authorizeUrl.searchParams.get('response_type')).toBe('code');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return authorizeUrl;
}

/** The consent page, then Approve or Deny, as whoever holds the link: answers where the provider sends the browser (the callback, with code and state). */
export async function decideAtConsent(authorizeUrl: URL, decision: 'approve' | 'deny' = 'approve'): Promise<URL> {
  const consent = await fetch(authorizeUrl);
  const html = await consent.text();
  expect(html).toContain('Authorize Freight Portal');
  // Post back what the page's own form holds (the PKCE challenge included), as a browser would.
  const form = new URLSearchParams();
  const approveForm = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  for (const [, name, value] of approveForm.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    if (name !== 'decision') form.set(name, value.replaceAll('&amp;', '&'));
  }
  form.set('decision', decision);
  const decided = await fetch(new URL('authorize', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(decided.status).toBe(302);
  return new URL(decided.headers.get('location')!);
}

/** The public callback only bounces the browser to the integrations tab: answers that redirect. */
export async function bounce(t: TestApp, callbackUrl: URL): Promise<string> {
  const callback = await t.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}` });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

/** What the integrations tab does on arrival: POST .../complete with the code and state, as the signed-in user. */
export function complete(t: TestApp, session: TestSession | null, values: { code: string | null; state: string | null }) {
  return t.app.inject({
    method: 'POST',
    url: '/portal/api/tracking-integrations/samsara/complete',
    headers: session ? authHeaders(session) : {},
    payload: { code: values.code, state: values.state },
  });
}

/** The code and state the callback carries on to the portal page. */
export function codeAndState(location: string): { code: string | null; state: string | null } {
  const target = new URL(location, 'http://portal.invalid');
  return { code: target.searchParams.get('code'), state: target.searchParams.get('state') };
}

/** Authorize -> consent page -> Approve -> callback -> the portal page completes, as the admin's browser does. */
export async function connectThroughConsent(t: TestApp, admin: TestSession, decision: 'approve' | 'deny' = 'approve') {
  const callbackUrl = await decideAtConsent(await startConnect(t, admin), decision);
  const location = await bounce(t, callbackUrl);
  const values = codeAndState(location);
  const completed = values.code && values.state ? await complete(t, admin, values) : null;
  return { location, callbackUrl, values, completed };
}

export async function connectedAdmin(t: TestApp): Promise<TestSession> {
  const admin = await login(t.app, DEMO.carrierAdmin);
  const { location, completed } = await connectThroughConsent(t, admin);
  expect(location).toMatch(/^\/profile\?tab=integrations&provider=samsara&code=/);
  expect(completed?.statusCode).toBe(200);
  expect(completed?.json().data).toMatchObject({ provider: 'samsara', status: 'connected' });
  return admin;
}

export async function integrationRow(t: TestApp, companyId: number) {
  return t.db.selectFrom('tracking_integrations').selectAll().where('company_id', '=', companyId).where('provider', '=', 'samsara').executeTakeFirstOrThrow();
}
