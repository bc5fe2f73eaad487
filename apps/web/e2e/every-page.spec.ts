import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { offeredLinks } from './support/offered-links';
import { DEMO, signIn } from './support/session';

/**
 * Every page each role is offered (issue #16), crawled from what the shell offers that role: the
 * navigation rail, the top bar and the user menu. Each page opens for that role (no refusal, no
 * not-found, no placeholder) and has no serious or critical axe violation (WCAG 2.0/2.1/2.2 A and AA
 * rule tags) at desktop and phone widths.
 */

test.describe.configure({ timeout: 420_000 });

const ROLES = [DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer] as const;
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const DEAD_ENDS = [NOT_AUTHORIZED, ROUTE_NOT_FOUND, 'This area is being built'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Dead ends and axe findings of one page, as lines for one readable assertion. */
async function problemsOf(page: Page, href: string): Promise<string[]> {
  await page.goto(href);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const problems = DEAD_ENDS.filter((refusal) => text.includes(refusal)).map((refusal) => `${href}: ${refusal}`);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    problems.push(`${href}: ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
  }
  return problems;
}

for (const email of ROLES) {
  test(`every page offered to ${email} opens and passes axe at 1440 and 390 px`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await signIn(page, email);
    const links = await offeredLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const href of links) problems.push(...(await problemsOf(page, href)).map((line) => `${size.name} ${line}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the dashboard address sends a factoring user to their own start page', async ({ page }) => {
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
