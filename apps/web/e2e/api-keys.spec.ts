import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// The carrier admin of a company no other spec changes keys for.
const ADMIN = 'owner@lonestarhaulers.test';

test("a carrier admin makes an API key, the company's system uses it, and revoking it stops it", async ({ page, request }) => {
  await signIn(page, ADMIN);
  await page.goto('/profile?tab=integrations');
  await page.getByRole('button', { name: 'New API Key' }).click();
  const form = page.getByRole('form', { name: 'New API key' });
  await form.getByLabel('Name').fill('Dispatch system');
  await form.getByLabel('Shipments and stops').click();
  await page.getByRole('option', { name: 'Read', exact: true }).click();
  await form.getByRole('button', { name: 'Create Key' }).click();

  const secret = (await page.getByLabel('The new API key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^fpk_/);
  const list = page.getByRole('list', { name: 'API keys' });
  await expect(list.getByText('Dispatch system')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('The new API key')).toBeHidden();

  const shipments = await request.get('/trucks/api/v2/shipments?pageSize=1', { headers: { 'x-api-key': secret } });
  expect(shipments.status()).toBe(200);
  const refused = await request.get('/carrier/api/v2/me/carrier', { headers: { 'x-api-key': secret } });
  expect(refused.status()).toBe(403);

  await list.getByRole('button', { name: 'Revoke Dispatch system' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByText('Dispatch system')).toBeHidden();
  await expect.poll(async () => (await request.get('/trucks/api/v2/shipments?pageSize=1', { headers: { 'x-api-key': secret } })).status()).toBe(401);
});
