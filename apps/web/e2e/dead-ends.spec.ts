import { expect, test, type Page } from '@playwright/test';
import { NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { DEMO, signIn } from './support/session';

/**
 * No dead ends (issue #16): every place a role's navigation rail, top bar and user menu offer opens a
 * page that role may use; a record that is not there shows a not-found state, not a Retry.
 */

test.describe.configure({ timeout: 240_000 });

const ROLES = [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer] as const;

/** The in-app links the shell offers: the rail, the top bar and the user menu. */
async function offeredLinks(page: Page): Promise<string[]> {
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible().catch(() => false)) await later.click();
  const rail = await page.locator('nav a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const header = await page.locator('header a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = await page.getByRole('menu').locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return [...new Set([...rail, ...header, ...menu])].filter((href) => href.startsWith('/') && !href.startsWith('/docs'));
}

for (const email of ROLES) {
  test(`every item offered to ${email} opens a page they may use`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, email);
    const links = await offeredLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const deadEnds: string[] = [];
    for (const href of links) {
      await page.goto(href);
      await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      for (const refusal of [NOT_AUTHORIZED, ROUTE_NOT_FOUND, 'This area is being built']) {
        if (text.includes(refusal)) deadEnds.push(`${href}: ${refusal}`);
      }
    }
    expect(deadEnds).toEqual([]);
  });
}

test("the dashboard address sends a factoring user and a payer to their own start page", async ({ page }) => {
  await signIn(page, DEMO.factoring);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
});

test('a record that is not there shows a not-found state without a Retry button', async ({ page }) => {
  await signIn(page, DEMO.carrierAdmin);
  for (const href of ['/invoices/INV-0/preview', '/payments/CHK-0/preview', '/accounting/INV-0/preview']) {
    await page.goto(href);
    await expect(page.getByTestId('record-not-found')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  }
});
