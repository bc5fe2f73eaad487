import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/domain/common/api';
import { TOKEN_EXPIRED_WARNING, UNKNOWN_ERROR } from '@portal/domain/common/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeToken, makeUser, signIn } from '../testing/test-utils';
import { ApiError, apiRequest, startEarlyGet, type RequestOptions } from './api-client';

/** Raw calls: these tests are about the client's transport, not any one operation's contract. */
const call = (service: 'portal' | 'carrier', method: 'GET' | 'POST') => <T = unknown>(path: string, ...rest: unknown[]) =>
  apiRequest<T>(service, path, method === 'GET' ? { ...(rest[0] as RequestOptions), method } : { ...(rest[1] as RequestOptions), method, body: rest[0] });
const portalApi = { get: call('portal', 'GET'), post: call('portal', 'POST') };
const carrierApi = { get: call('carrier', 'GET') };
import { registerNavigator } from './navigation';
import { getSavedPath, getSession } from './session';
import { storage } from './storage';

describe('api-client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(to: string) => void>();
  let unregister: () => void;

  beforeEach(() => {
    fetchMock.mockReset();
    navigate.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    unregister = registerNavigator(navigate);
    storage.setSavedPath(null);
    window.history.replaceState(null, '', '/tenders?status=0');
  });
  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token, and the apiKey claim as x-api-key to the Carrier API only', async () => {
    const token = makeToken({ apiKey: 'key-42' });
    signIn(makeUser(), token);
    fetchMock.mockImplementation(async () => jsonResponse({ data: [] }));

    await carrierApi.get('/v2/me/carrier');
    await portalApi.get('/users/me', { query: { a: null, b: 'undefined', c: 'null', d: 0, e: [1, 2] } });

    const [carrierUrl, carrierInit] = fetchMock.mock.calls[0];
    expect(carrierUrl).toBe('/carrier/api/v2/me/carrier');
    const carrierHeaders = carrierInit?.headers as Record<string, string>;
    expect(carrierHeaders.Authorization).toBe(`Bearer ${token}`);
    expect(carrierHeaders['x-api-key']).toBe('key-42');

    const [portalUrl, portalInit] = fetchMock.mock.calls[1];
    expect(portalUrl).toBe('/portal/api/users/me?d=0&e=1&e=2');
    expect((portalInit?.headers as Record<string, string>)['x-api-key']).toBeUndefined();
  });

  it('on a 401 clears the session, saves the current path and goes to /', async () => {
    signIn(makeUser());
    fetchMock.mockResolvedValue(
      jsonResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Token revoked' }, { status: 401 }),
    );

    const error = await portalApi.get('/tenders').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUser()).toBeNull();
    expect(getSavedPath()).toBe('/tenders?status=0');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves a 401 of a sign-in call to the caller', async () => {
    signIn(null);
    fetchMock.mockResolvedValue(
      jsonResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Wrong username or password.' }, { status: 401 }),
    );
    const error = await portalApi.post('/auth/login', {}, { authenticated: false }).catch((e: unknown) => e);
    expect((error as ApiError).detail).toBe('Wrong username or password.');
    expect(navigate).not.toHaveBeenCalled();
    expect(getSavedPath()).toBeNull();
  });

  it('renews an expired token from the refresh cookie before calling, and sends the new one', async () => {
    signIn(makeUser(), makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const renewed = makeToken({ exp: Math.floor(Date.now() / 1000) + 900 });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/refresh') ? jsonResponse({ data: { accessToken: renewed, user: makeUser() } }) : jsonResponse({ data: [] }),
    );

    await portalApi.get('/tenders');

    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0];
    expect(refreshUrl).toBe('/portal/api/auth/refresh');
    expect(refreshInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${renewed}`);
    expect(getSession().token).toBe(renewed);
    expect(storage.getToken()).toBe(renewed);
  });

  it('renews once at a time when several calls find the token expired', async () => {
    signIn(makeUser(), makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const renewed = makeToken({ exp: Math.floor(Date.now() / 1000) + 900 });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/refresh') ? jsonResponse({ data: { accessToken: renewed, user: makeUser() } }) : jsonResponse({ data: [] }),
    );
    await Promise.all([portalApi.get('/tenders'), portalApi.get('/shipments'), carrierApi.get('/v2/me/carrier')]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('ends the session when an expired token cannot be renewed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(makeUser(), makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    fetchMock.mockImplementation(async () => jsonResponse({ title: 'Unauthorized', status: 401, detail: 'Your session has ended; sign in again' }, { status: 401 }));

    const error = await portalApi.get('/tenders').catch((e: unknown) => e);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/portal/api/auth/refresh');
    expect((error as ApiError).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(TOKEN_EXPIRED_WARNING);
    expect(getSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('after a 401, renews the session and tries the call once more', async () => {
    signIn(makeUser());
    const renewed = makeToken({ exp: Math.floor(Date.now() / 1000) + 900 });
    let tenders = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/auth/refresh')) return jsonResponse({ data: { accessToken: renewed, user: makeUser() } });
      return ++tenders === 1 ? jsonResponse({ title: 'Unauthorized', status: 401 }, { status: 401 }) : jsonResponse({ data: ['ok'] });
    });
    expect(await portalApi.get('/tenders')).toEqual({ data: ['ok'] });
    expect(tenders).toBe(2);
    expect(getSession().token).toBe(renewed);
  });

  it('reads problem documents, with their errors map', async () => {
    signIn(makeUser());
    fetchMock.mockResolvedValue(
      jsonResponse(
        { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Invalid body', errors: { emailAddress: ['Required'] } },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const error = (await portalApi.post('/contacts', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.title).toBe('Bad Request');
    expect(error.message).toBe('Invalid body');
    expect(error.errors).toEqual({ emailAddress: ['Required'] });
  });

  it("answers 'An Unknown Error Occurred' when no response arrives", async () => {
    signIn(makeUser());
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await portalApi.get('/tenders').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe(UNKNOWN_ERROR);
  });
  it("answers a plain GET from the entry's early request once, then asks again", async () => {
    const token = makeToken();
    signIn(makeUser(), token);
    fetchMock.mockImplementation(async () => jsonResponse({ count: 3 }));

    startEarlyGet({ service: 'carrier', path: '/v2/me/carrier', query: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/carrier/api/v2/me/carrier?a=1');
    // The same headers the page's own request would send.
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'x-api-key': 'api-key-1', Accept: 'application/json, application/problem+json' });

    expect(await carrierApi.get('/v2/me/carrier', { query: { a: 1 } })).toEqual({ count: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await carrierApi.get('/v2/me/carrier', { query: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand an early answer to a write, nor to another session', async () => {
    signIn(makeUser(), makeToken({ sub: 'first' }));
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    startEarlyGet({ service: 'portal', path: '/tenders/count' });
    await portalApi.post('/tenders/count', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    signIn(makeUser(), makeToken({ sub: 'second' }));
    await portalApi.get('/tenders/count');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads the runtime configuration the server wrote into the page, without asking /config.json', async () => {
    vi.resetModules();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">{"portalApiUrl":"https://api.example.test/portal/api","appEnv":"uat"}</script>`,
    );
    try {
      const client = await import('./api-client');
      const config = await import('./runtime-config');
      await client.loadRuntimeConfig();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(config.getRuntimeConfig()).toMatchObject({ portalApiUrl: 'https://api.example.test/portal/api', carrierApiUrl: '/carrier/api', appEnv: 'uat' });
    } finally {
      document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    }
  });
});
