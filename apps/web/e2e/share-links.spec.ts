import { expect, test, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO, openSignedIn } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('share-links', name);

async function noSeriousViolations(page: Page, where: string) {
  const results = await wcagScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function dismissNotices(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Later' }).click();
}

test('the carrier shares a load: the link shows it without signing in until it is revoked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { headers } = await apiSession(page.request, DEMO.dispatcher);
  const list = await page.request.get('/trucks/api/v2/shipments?statuses=5&statuses=4&page=1&pageSize=50', { headers });
  const rows = ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data;
  const load = rows.at(-1)!;
  expect(load, 'a Blue Ridge load under way').toBeDefined();
  // The carrier shares its live position for this load.
  expect((await page.request.put(`/portal/api/shipments/${load.id}/tracking-consent`, { headers, data: { level: 'LivePosition' } })).ok()).toBeTruthy();

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  await dismissNotices(page);
  const panel = page.getByRole('region', { name: 'Share tracking' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('combobox', { name: 'Link works for' }).click();
  await page.getByRole('option', { name: '24 hours' }).click();
  await panel.getByRole('button', { name: 'Create link' }).click();
  const address = panel.getByLabel('New link (shown once)');
  await expect(address).toHaveValue(/\/track\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  await expect(panel.getByRole('list', { name: 'Share links' }).getByText('Active').first()).toBeVisible();
  await noSeriousViolations(page, 'shipment page with share links 1440');

  // A fresh browser with no session opens the link: the load, its map and its ETA, nothing to sign in to.
  const stranger = await browser.newContext({ viewport: PHONE });
  const outside = await stranger.newPage();
  try {
    await outside.goto(url);
    await expect(outside.getByRole('heading', { name: `Shipment ${load.shipmentNumber}`, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(outside.getByRole('img', { name: `Route and last position of shipment ${load.shipmentNumber}` })).toBeVisible({ timeout: 30_000 });
    await expect(outside.getByText('ETA at the next stop')).toBeVisible();
    await expect(outside.getByText('Email address')).toHaveCount(0);
    await noSeriousViolations(outside, 'shared load 390');
    await captureWhole(outside, shot('shared-load-phone.png'), PHONE.width);
    await outside.setViewportSize(DESKTOP);
    await noSeriousViolations(outside, 'shared load 1440');
    await captureWhole(outside, shot('shared-load-desktop.png'), DESKTOP.width);

    // Revoked on the load page: the same address is refused at once.
    await panel.getByRole('button', { name: /^Revoke the link made / }).first().click();
    await expect(panel.getByRole('list', { name: 'Share links' }).getByText('Revoked').first()).toBeVisible();
    await outside.reload();
    await expect(outside.getByText('This link is not valid, has expired or was revoked')).toBeVisible({ timeout: 30_000 });
    await noSeriousViolations(outside, 'refused link 1440');
  } finally {
    await stranger.close();
  }
});
