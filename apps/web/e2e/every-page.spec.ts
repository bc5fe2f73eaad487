import { expect, test, type Page } from '@playwright/test';
import { NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { AXE_TAGS, axeOf } from './support/axe';
import { fitProblems } from './support/fit-check';
import { offeredLinks } from './support/offered-links';
import { DEMO, openSignedIn } from './support/session';

/**
 * Every page each role is offered, crawled from what the shell offers that role: the
 * navigation rail, the top bar and the user menu. Each page opens for that role (no refusal, no
 * not-found, no placeholder) and has no serious or critical axe violation (WCAG 2.0/2.1/2.2 A and AA
 * rule tags) at desktop and phone widths in the light theme, and at desktop width in the dark one too:
 * the dark scan switches the emulated system setting on the page already open, so it costs one more
 * axe run per page rather than another crawl. A colour scheme changes colours, not structure, so the
 * dark scan runs the contrast rule only (as the dialog scanner does), and once per page.
 */

// Per role and width; at desktop width each page is scanned twice (light, dark). The role-and-width crawls are
// independent, so they spread over the workers instead of one worker taking all ten in a row.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

const ROLES = [DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer, DEMO.ops] as const;
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const DEAD_ENDS = [NOT_AUTHORIZED, ROUTE_NOT_FOUND, 'This area is being built'];

/** The page background of each theme (theme-palettes.ts), to know the switch has been drawn. */
const BACKGROUND = { light: 'rgb(244, 246, 250)', dark: 'rgb(15, 20, 27)' } as const;

/** Serious and critical axe findings of the page as it is now: every A and AA rule, or the contrast rule alone. */
async function axeProblems(page: Page, where: string, rules: 'all' | 'contrast' = 'all'): Promise<string[]> {
  const axe = axeOf(page);
  const results = await (rules === 'all' ? axe.withTags(AXE_TAGS) : axe.withRules(['color-contrast'])).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
}

/** Shows the page in the given theme by the system setting the demo users follow ('system'). */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[scheme]);
}

/**
 * Dead ends and axe findings of one page in both themes, and at phone width what does not fit, as
 * lines for one readable assertion.
 */
async function problemsOf(page: Page, href: string, phone: boolean, label: string): Promise<string[]> {
  await showScheme(page, 'light');
  await page.goto(href);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const problems = DEAD_ENDS.filter((refusal) => text.includes(refusal)).map((refusal) => `${href}: ${refusal}`);
  problems.push(...(await axeProblems(page, href)));
  if (phone) problems.push(...(await fitProblems(page, href, label)));
  // The dark scheme changes colours, not layout: its contrast scan runs at desktop width only.
  if (!phone) {
    await showScheme(page, 'dark');
    problems.push(...(await axeProblems(page, `${href} (dark)`, 'contrast')));
  }
  return problems;
}

// One test per role and width, each with its own time budget: a page is scanned in both themes.
for (const email of ROLES) {
  for (const size of WIDTHS) {
    test(`every page offered to ${email} opens and passes axe at ${size.width} px${size.width < WIDTHS[0].width ? ' and fits the screen' : ', light and dark'}`, async ({ page }) => {
      await page.setViewportSize(WIDTHS[0]);
      await openSignedIn(page, email);
      const links = await offeredLinks(page);
      expect(links.length).toBeGreaterThan(0);
      await page.setViewportSize(size);
      const problems: string[] = [];
      for (const href of links) problems.push(...(await problemsOf(page, href, size.width < WIDTHS[0].width, email.split('@')[0])).map((line) => `${size.name} ${line}`));
      expect(problems).toEqual([]);
    });
  }
}

test('the dashboard address sends a factoring user to their own start page', async ({ page }) => {
  await openSignedIn(page, DEMO.factoring, '/dashboard');
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
});

test('a record that is not there shows a not-found state without a Retry button', async ({ page }) => {
  await openSignedIn(page, DEMO.carrierAdmin);
  for (const href of ['/invoices/INV-0/preview', '/payments/CHK-0/preview', '/accounting/INV-0/preview']) {
    await page.goto(href);
    await expect(page.getByTestId('record-not-found')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  }
});
