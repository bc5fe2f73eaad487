import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, axeOf } from './support/axe';
import { fitProblems } from './support/fit-check';
import { DEMO, openSignedIn } from './support/session';

/**
 * Risk: the brokerage's operations manager opens the page from the rail, narrows it by keyboard to
 * one seeded scenario (Old Mill Transport's truck, whose plate is on another carrier's unit too),
 * reads the evidence, acknowledges it with a note and sees the history. No other spec touches that
 * carrier. axe at 1440 and 390 px; a carrier is not offered the page and the server refuses it.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.RISK_SHOTS;

async function axeProblems(page: Page, where: string): Promise<string[]> {
  const results = await axeOf(page).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the operations manager filters Risk, reads a signal’s evidence, acknowledges it with a note and sees its history', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.ops, '/back-office');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Risk' }).click();
  await expect(page).toHaveURL(/\/risk$/);
  await expect(page.getByTestId('page-title')).toHaveText('Risk');
  await expect(page.getByTestId('signal-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeProblems(page, 'desktop list')).toEqual([]);
  await shot(page, 'risk-1440');

  // Narrow it by keyboard: the kind, the carrier, then Enter.
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  const kind = page.getByRole('combobox', { name: 'Kind' });
  await kind.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Truck on two carriers' }).focus();
  await page.keyboard.press('Enter');
  await expect(kind).toHaveText('Truck on two carriers');
  const search = page.getByRole('textbox', { name: 'Carrier or load number' });
  await search.fill('Old Mill');
  await search.press('Enter');
  await expect(page).toHaveURL(/kind=SharedVehicle/);
  const rows = page.getByTestId('signal-row');
  await expect.poll(() => rows.evaluateAll((elements) => [...new Set(elements.map((e) => `${e.getAttribute('data-kind')} ${e.getAttribute('data-carrier')}`))])).toEqual(['SharedVehicle Old Mill Transport']);
  const row = rows.first();
  await expect(row).toContainText('Tri-County Haulers');

  // Open it by keyboard: the evidence names the plate both carriers' units carry.
  await row.getByRole('button', { name: 'Truck on two carriers' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Truck on two carriers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('signal-summary')).toContainText('Old Mill Transport');
  const evidence = dialog.getByRole('definition');
  await expect(evidence.filter({ hasText: 'TX 77K1234' })).toHaveCount(1);
  await expect(dialog.getByTestId('signal-history-entry')).toHaveCount(1);
  await expect(dialog.getByTestId('signal-history-entry').first()).toContainText('Raised');
  expect(await axeProblems(page, 'desktop dialog')).toEqual([]);
  await shot(page, 'risk-dialog-1440');

  // Acknowledge with what was checked: the note joins the history, the signal leaves the open list.
  const note = `Old Mill sold unit OM-1 to Tri-County in March; bill of sale on file (${Date.now()}).`;
  await dialog.getByRole('textbox', { name: 'What you checked' }).fill(note);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Acknowledge' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signal acknowledged').first()).toBeVisible();
  const acknowledged = dialog.locator('[data-testid="signal-history-entry"][data-action="Acknowledged"]');
  await expect(acknowledged).toContainText(note);
  await expect(acknowledged).toContainText('Morgan Ellis');
  await expect(dialog.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('list-empty')).toHaveText('No signal matches these filters');

  // Every status: it is there, acknowledged.
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows.first()).toContainText('Acknowledged');

  // The phone: cards, nothing sideways, no serious axe finding (once the toast has gone).
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(rows.first()).toContainText('Old Mill Transport');
  expect(await axeProblems(page, 'phone list')).toEqual([]);
  expect(await fitProblems(page, '/risk', 'risk')).toEqual([]);
  await shot(page, 'risk-390');
  await rows.first().getByRole('button', { name: 'Truck on two carriers' }).click();
  await expect(page.getByRole('dialog', { name: 'Truck on two carriers' })).toBeVisible();
  expect(await axeProblems(page, 'phone dialog')).toEqual([]);
  await shot(page, 'risk-dialog-390');
});

test('a carrier is not offered Risk and the server refuses it the signals', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, '/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Risk' })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('portal.accessToken'));
  const answer = await page.request.get('/portal/api/internal/fraud-signals', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});
