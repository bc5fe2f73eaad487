import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO, openSignedIn } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('signatures', name);

interface SignableStop {
  stopId: number;
  stopNumber: number;
  kind: 'Pickup' | 'Delivery';
  signature: { documentId: string; contentSha256: string } | null;
}

/**
 * A load assigned to the demo driver and under way whose last dropoff is not signed yet: the last
 * such load of the driver's list (the driver's phone flow takes the first).
 */
/** A load under way of the demo driver's whose dropoff (and, when asked, a pickup) is not signed yet. */
async function unsignedLoad(request: APIRequestContext, { withUnsignedPickup = false } = {}) {
  const { headers } = await apiSession(request, DEMO.driver);
  const list = await request.get('/trucks/api/v2/shipments?statuses=6&statuses=5&statuses=4&page=1&pageSize=50', { headers });
  expect(list.ok()).toBeTruthy();
  const rows = ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data.reverse();
  for (const row of rows) {
    const answer = await request.get(`/portal/api/shipments/${row.id}/signatures`, { headers });
    const stops = ((await answer.json()) as { data: { stops: SignableStop[] } }).data.stops;
    const dropoff = stops.filter((stop) => stop.kind === 'Delivery').at(-1);
    const pickup = stops.find((stop) => stop.kind === 'Pickup' && stop.signature === null);
    if (dropoff && dropoff.signature === null && (pickup || !withUnsignedPickup)) return { ...row, dropoff, pickup, headers };
  }
  throw new Error(`The driver has no load under way with an unsigned dropoff${withUnsignedPickup ? ' and pickup' : ''}`);
}

async function dismissNotices(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Later' }).click();
}

async function noSeriousViolations(page: Page, where: string) {
  const results = await wcagScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Draws a signature with the mouse: two strokes across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)), { steps: 2 });
  await page.mouse.up();
  await page.mouse.move(box.x + 60, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + box.height * 0.5, { steps: 8 });
  await page.mouse.up();
}

test('the receiver signs the proof of delivery on the carrier’s phone; the sealed PDF opens in the viewer and meets the POD requirement', async ({ page, request }) => {
  test.setTimeout(180_000);
  const load = await unsignedLoad(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  await dismissNotices(page);

  const panel = page.getByRole('region', { name: 'Signatures' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await noSeriousViolations(page, 'carrier shipment page 390');
  await panel.getByRole('button', { name: `Get a signature at stop ${load.dropoff.stopNumber}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Receiver signs the proof of delivery' });
  await expect(dialog).toBeVisible();
  // Nothing drawn, nothing typed: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByText('Enter the name of the person signing')).toBeVisible();
  await expect(dialog.getByText('Draw the signature, or choose to sign with the typed name')).toBeVisible();

  await dialog.getByLabel('Name of the person signing').fill('Dana Ruiz');
  await dialog.getByLabel('Their role').fill('Receiving clerk');
  await dialog.getByLabel("Add this phone's location").uncheck();
  await drawSignature(page);
  await noSeriousViolations(page, 'sign dialog 390');
  await captureWhole(page, shot('sign-dialog-phone.png'), PHONE.width);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByText(/Signed by Dana Ruiz \(Receiving clerk\)/)).toBeVisible();

  // The server holds the signature, its sealed PDF, and the dropoff's POD requirement is met by it.
  const stops = ((await (await request.get(`/portal/api/shipments/${load.id}/signatures`, { headers: load.headers })).json()) as { data: { stops: SignableStop[] } }).data.stops;
  const signature = stops.find((stop) => stop.stopId === load.dropoff.stopId)!.signature!;
  const required = (await (await request.get(`/portal/api/required-documents?shipmentId=${load.id}`, { headers: load.headers })).json()) as { data: { fileType: number; documentIds: string[] }[] };
  expect(required.data.some((r) => r.fileType === 1 && r.documentIds.includes(signature.documentId))).toBe(true);

  // The signed PDF in the portal's viewer, with the signer and the printed hash as text on its page.
  await panel.getByRole('button', { name: `Open the signed PDF of stop ${load.dropoff.stopNumber}` }).click();
  const viewer = page.getByRole('dialog', { name: /^Document viewer: signed-pod-/ });
  await expect(viewer).toBeVisible({ timeout: 20_000 });
  const firstPage = viewer.getByRole('region', { name: 'Page 1', exact: true });
  await expect(firstPage.getByText('Signed Proof of Delivery', { exact: true })).toBeAttached({ timeout: 20_000 });
  await expect(firstPage.getByText('Dana Ruiz').first()).toBeAttached();
  await expect(firstPage.getByText(signature.contentSha256.slice(0, 8)).first()).toBeAttached();
  await captureWhole(page, shot('signed-pod-viewer-phone.png'), PHONE.width);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});

test('the driver’s page: the shipper signs the bill of lading with the typed name, by keyboard, at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const load = await unsignedLoad(request, { withUnsignedPickup: true });
  const pickup = load.pickup;
  await page.setViewportSize(PHONE);
  await openSignedIn(page, DEMO.driver, `/my-shipments/${load.shipmentNumber}`);
  const panel = page.getByRole('region', { name: 'Signatures' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await noSeriousViolations(page, 'driver shipment page 390');
  await panel.getByRole('button', { name: `Get a signature at stop ${pickup!.stopNumber}` }).focus();
  await page.keyboard.press('Enter');
  const sign = page.getByRole('dialog', { name: 'Shipper signs the bill of lading' });
  await expect(sign).toBeVisible();
  await page.keyboard.type('Lee Park');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Shipping lead');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(sign.getByTestId('signature-pad')).toHaveCount(0);
  await sign.getByLabel("Add this phone's location").uncheck();
  await noSeriousViolations(page, 'driver sign dialog 390');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByText(/Signed by Lee Park \(Shipping lead\)/)).toBeVisible();
});

test('the carrier’s office sees the signatures on its shipment page at 1440 px, without accessibility problems', async ({ page }) => {
  test.setTimeout(120_000);
  const load = await unsignedLoad(page.request);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Later' }).click();
  const panel = page.getByRole('region', { name: 'Signatures' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: /^Get a signature at stop \d+$/ }).first()).toBeVisible();
  await noSeriousViolations(page, 'carrier shipment page 1440');
  // A keyboard user signs with the typed name: the dialog opens and its choice is reachable by keyboard.
  await panel.getByRole('button', { name: `Get a signature at stop ${load.dropoff.stopNumber}` }).focus();
  await page.keyboard.press('Enter');
  const sign = page.getByRole('dialog', { name: 'Receiver signs the proof of delivery' });
  await expect(sign).toBeVisible();
  await sign.getByLabel('Sign with the typed name instead of drawing').check();
  await expect(sign.getByTestId('signature-pad')).toHaveCount(0);
  await noSeriousViolations(page, 'sign dialog 1440');
  await sign.getByRole('button', { name: 'Cancel' }).click();
  await expect(sign).toBeHidden();
});
