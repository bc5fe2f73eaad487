import { expect, test, type Page } from '@playwright/test';
import { NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { AXE_TAGS, axeOf } from './support/axe';
import { fitProblems } from './support/fit-check';
import { offeredLinks } from './support/offered-links';
import { DEMO, openSignedIn } from './support/session';
import { trackRequests } from './support/settle';

/**
 * Every page each role is offered, crawled from what the shell offers that role: the
 * navigation rail, the top bar and the user menu. Each page opens for that role (no refusal, no
 * not-found, no placeholder) and has no serious or critical axe violation (WCAG 2.0/2.1/2.2 A and AA
 * rule tags) at desktop and phone widths in the light theme, and at desktop width in the dark one too;
 * at phone width nothing is cut off or scrolls sideways. Each page is loaded once: it is scanned at
 * desktop width, then the same page is resized to the phone's width (the portal's layout follows the
 * width it has, as every-dialog.spec.ts relies on too), settles and is scanned again. The dark scan
 * switches the emulated system setting on the page already open. A colour scheme changes colours, not
 * structure, so the dark scan runs the contrast rule only (as the dialog scanner does), and once per page.
 */

// Each role's pages in two halves (every other page of what the shell offers), one test each: the
// crawls are independent, so they spread over the workers, and no one crawl holds a worker long.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });
const PARTS = 2;

const ROLES = [DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer, DEMO.ops] as const;
const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const DEAD_ENDS = [NOT_AUTHORIZED, ROUTE_NOT_FOUND, 'This area is being built'];

/** The page background of each theme (theme-palettes.ts), to know the switch has been drawn. */
const BACKGROUND = { light: 'rgb(244, 246, 250)', dark: 'rgb(15, 20, 27)' } as const;

/** Serious and critical axe findings of the page as it is now: every A and AA rule, or the contrast rule alone. */
async function axeProblems(page: Page, where: string, rules: 'all' | 'contrast' = 'all'): Promise<string[]> {
  const scan = async () => {
    await untilNothingBusy(page);
    const axe = axeOf(page);
    const results = await (rules === 'all' ? axe.withTags(AXE_TAGS) : axe.withRules(['color-contrast'])).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
  };
  const found = await scan();
  // A list that began fetching again during the scan was read dimmed; what stays is found again.
  return found.length > 0 ? scan() : found;
}

/**
 * A list dims while it fetches again (aria-busy), as when a live update from a flow running beside
 * the sweep refreshes it: its colours are only read once it is whole again.
 */
async function untilNothingBusy(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Shows the page in the given theme by the system setting the demo users follow ('system'). */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[scheme]);
}

/** The dead ends the page's text shows. */
async function deadEnds(page: Page, where: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return DEAD_ENDS.filter((refusal) => text.includes(refusal)).map((refusal) => `${where}: ${refusal}`);
}

/**
 * Dead ends and axe findings of one page at desktop width in both themes, then at phone width in the
 * light one with what does not fit, as lines for one readable assertion.
 */
async function problemsOf(page: Page, settled: () => Promise<void>, href: string, label: string): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await showScheme(page, 'light');
  await page.goto(href);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const problems = await deadEnds(page, `desktop ${href}`);
  problems.push(...(await axeProblems(page, `desktop ${href}`)));
  // The dark scheme changes colours, not layout: its contrast scan runs at desktop width only.
  await showScheme(page, 'dark');
  problems.push(...(await axeProblems(page, `desktop ${href} (dark)`, 'contrast')));
  await showScheme(page, 'light');

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
  await settled();
  problems.push(...(await deadEnds(page, `phone ${href}`)));
  problems.push(...(await axeProblems(page, `phone ${href}`)));
  problems.push(...(await fitProblems(page, href, label)).map((line) => `phone ${line}`));
  return problems;
}

for (const email of ROLES) {
  for (let part = 0; part < PARTS; part++) {
    test(`every page offered to ${email} (part ${part + 1} of ${PARTS}) opens and passes axe at 1440 px, light and dark, and at 390 px, and fits the screen`, async ({ page }) => {
      const settled = trackRequests(page);
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, email);
      const links = await offeredLinks(page);
      expect(links.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const href of links.filter((_, index) => index % PARTS === part)) problems.push(...(await problemsOf(page, settled, href, email.split('@')[0])));
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
