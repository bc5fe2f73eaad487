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

/** Authorize -> consent page -> Approve -> callback, as the admin's browser does. Answers the callback's redirect. */
export async function connectThroughConsent(t: TestApp, admin: TestSession, decision: 'approve' | 'deny' = 'approve'): Promise<{ location: string; callbackUrl: URL }> {
  const started = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/authorize', headers: authHeaders(admin) });
  expect(started.statusCode).toBe(200);
  const authorizeUrl = new URL(started.json().data.authorizeUrl);
  expect(authorizeUrl.searchParams.get('response_type')).toBe('code');
  const consent = await fetch(authorizeUrl);
  const html = await consent.text();
  expect(html).toContain('Authorize Freight Portal');
  const form = new URLSearchParams({
    state: authorizeUrl.searchParams.get('state')!,
    redirect_uri: authorizeUrl.searchParams.get('redirect_uri')!,
    client_id: authorizeUrl.searchParams.get('client_id')!,
    decision,
  });
  const decided = await fetch(new URL('authorize', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(decided.status).toBe(302);
  const callbackUrl = new URL(decided.headers.get('location')!);
  const callback = await t.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}` });
  expect(callback.statusCode).toBe(302);
  return { location: callback.headers.location as string, callbackUrl };
}

export async function connectedAdmin(t: TestApp): Promise<TestSession> {
  const admin = await login(t.app, DEMO.carrierAdmin);
  const { location } = await connectThroughConsent(t, admin);
  expect(location).toBe('/profile?tab=integrations&connected=samsara');
  return admin;
}

export async function integrationRow(t: TestApp, companyId: number) {
  return t.db.selectFrom('tracking_integrations').selectAll().where('company_id', '=', companyId).where('provider', '=', 'samsara').executeTakeFirstOrThrow();
}
