import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the form at '/', the way a user does, and waits for the shell. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 45_000 });
  // Admins see the expired tracking-integration dialog once per session: close it.
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button').last().click();
}

/** A Portal API client signed in as the user, to pick test data the way the user would see it. */
export async function portalAs(request: APIRequestContext, email: string) {
  const login = await request.post('/portal/api/auth/login', { data: { emailAddress: email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
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
