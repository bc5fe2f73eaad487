import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { DEMO_EMAILS as DEMO, DEMO_PASSWORD } from '../../../server/src/db/seed/demo-credentials';

/** The demo accounts of the seed, all with DEMO_PASSWORD. */
export { DEMO, DEMO_PASSWORD };

/** Signs in through the sign-in form the way a person does, and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { from = '/' } = {}) {
  await page.goto(from);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
}

/**
 * Opens `path` already signed in, for tests about what comes after signing in: the session is taken
 * from the login API and kept where the sign-in form keeps it (localStorage), so the test skips the
 * form and the landing page it would show on the way. Tests about signing in use signIn.
 */
export async function openSignedIn(page: Page, email: string, path = '/') {
  const { token, user } = await apiSession(page.request, email);
  // Any page of the origin can write its storage; the readiness probe is the smallest one.
  await page.goto('/healthz');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('portal.accessToken', token);
    localStorage.setItem('portal.user', JSON.stringify(user));
  }, { token, user: user as unknown });
  await page.goto(path);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
}

/** carrier.admin has an expired tracking token: the dialog shows once per session. */
export async function dismissExpiredTokenDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
}

/** A token for API calls a test makes to pick its data (the same calls the web app makes). */
export async function apiSession(request: APIRequestContext, email: string) {
  const response = await request.post('/portal/api/auth/login', { data: { emailAddress: email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email} answered ${response.status()}`).toBeTruthy();
  const { data } = await response.json();
  const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString());
  return {
    token: data.accessToken as string,
    user: data.user,
    headers: { authorization: `Bearer ${data.accessToken}`, 'x-api-key': claims.apiKey as string },
  };
}

/** A bearer token for the test's own look-ups (never the page's). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSession(request, email)).token;
}

/** The Authorization header for the test's own look-ups. */
export async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await apiToken(request, email)}` };
}

/** A Portal API client signed in as the user, to pick test data the way the user would see it. */
export async function portalAs(request: APIRequestContext, email: string) {
  const headers = await bearer(request, email);
  return {
    async get<T>(path: string, params?: Record<string, string | number | boolean>): Promise<T> {
      const answer = await request.get(`/portal/api${path}`, { headers, params });
      expect(answer.ok(), `${path} answered ${answer.status()}`).toBeTruthy();
      return (await answer.json()) as T;
    },
    async delete(path: string): Promise<number> {
      return (await request.delete(`/portal/api${path}`, { headers })).status();
    },
  };
}
