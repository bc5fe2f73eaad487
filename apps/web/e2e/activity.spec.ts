import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, axeOf } from './support/axe';
import { fitProblems } from './support/fit-check';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn } from './support/session';

/**
 * Activity, the audit log: a carrier's admin approves an access request, then finds the entry on the
 * Activity page (who, what, from where), narrows the list by keyboard, exports it, and the page
 * passes axe at desktop and phone widths without scrolling sideways. The brokerage's staff see it too.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function axeProblems(page: Page, where: string): Promise<string[]> {
  const results = await axeOf(page).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
}

test('an admin approves an access request and finds it on Activity, filters by keyboard, exports; axe at 1440 and 390', async ({ page }) => {
  test.setTimeout(180_000);
  // Someone asks to join Blue Ridge; its admin approves them (the calls the Contacts page makes).
  const stamp = Date.now();
  const email = `activity.${stamp}@blueridgetransport.test`;
  const asked = await page.request.post('/portal/api/access-requests', { data: { companyNumber: 'MC 812345', firstName: 'Ada', lastName: `Audit${stamp}`, emailAddress: email } });
  expect(asked.status()).toBe(202);
  const admin = await apiSession(page.request, DEMO.carrierAdmin);
  let requestId: number | undefined;
  await expect(async () => {
    const list = await page.request.get('/portal/api/contacts/access-requests?status=Open', { headers: admin.headers });
    requestId = ((await list.json()) as { data: { id: number; email: string }[] }).data.find((r) => r.email === email)?.id;
    expect(requestId).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const approved = await page.request.post(`/portal/api/contacts/access-requests/${requestId}/approve`, { headers: admin.headers, data: {} });
  expect(approved.status()).toBe(200);

  // A busy day: enough entries that the list scrolls (a log's rows hold nothing to focus, so the list itself must).
  for (let i = 0; i < 25; i++) await apiSession(page.request, DEMO.carrierAdmin);

  // The admin opens Activity from the rail and sees the entry at the top, under their own sign-in.
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.carrierAdmin, '/dashboard');
  await dismissExpiredTokenDialog(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByTestId('page-title')).toHaveText('Activity');
  await expect(page.getByTestId('activity-row').first()).toHaveAttribute('data-action', 'auth.sign_in');
  await expect(page.getByRole('region', { name: 'Activity entries' })).toHaveAttribute('tabindex', '0');
  const first = page.locator('[data-testid="activity-row"][data-action="access_request.approved"]').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('Access request approved');
  await expect(first).toContainText(`Access request of Ada Audit${stamp}`);
  await expect(first).toContainText(DEMO.carrierAdmin);
  await expect(first.getByRole('cell').nth(4)).toHaveText(/^[0-9a-f:.]+$/i);
  await page.waitForLoadState('networkidle');
  expect(await axeProblems(page, 'desktop')).toEqual([]);

  // Narrow it by keyboard: the action, then Apply.
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  const action = page.getByRole('combobox', { name: 'Action' });
  await action.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Access request approved' }).focus();
  await page.keyboard.press('Enter');
  await expect(action).toHaveText('Access request approved');
  await page.getByRole('textbox', { name: 'Done by (e-mail)' }).fill('carrier.admin');
  await page.getByRole('textbox', { name: 'Done by (e-mail)' }).press('Enter');
  await expect(page).toHaveURL(/action=access_request\.approved/);
  await expect(page).toHaveURL(/actor=carrier\.admin/);
  const rows = page.getByTestId('activity-row');
  await expect(rows.first()).toBeVisible();
  // The unfiltered rows stay on screen until the filtered page arrives.
  const actions = () => rows.evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-action')))]);
  await expect.poll(actions).toEqual(['access_request.approved']);

  // A day with nothing in it says so.
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-01-02');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('list-empty')).toHaveText('No activity matches these filters');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows.first()).toBeVisible();

  // The export is the filtered list as a CSV file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);

  // The phone: cards, nothing scrolls sideways, no serious axe finding.
  await page.setViewportSize(PHONE);
  await expect(page.locator('[data-testid="activity-row"][data-action="access_request.approved"]').first()).toContainText('Access request approved');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await axeProblems(page, 'phone')).toEqual([]);
  expect(await fitProblems(page, '/activity', 'activity')).toEqual([]);
});

test("the brokerage's staff read every company's entries, with the company; a dispatcher is not offered the page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.ops, '/activity');
  await expect(page.getByTestId('page-title')).toHaveText('Activity');
  await expect(page.getByText('Changes to accounts, access and money at every company.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' })).toBeVisible();

  await openSignedIn(page, DEMO.dispatcher, '/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' })).toHaveCount(0);
});
