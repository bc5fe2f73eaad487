import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, openSignedIn } from './support/session';
import { shotPath, snap } from './support/screenshots';

/**
 * The Samsara integration against the fake provider mounted by the server in test mode
 * (/__fake/samsara): the admin reconnects through the consent page, the trucks' positions reach a
 * load's map, and a grant revoked at the provider brings the expired-token dialog back for the admin
 * only.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SCREENSHOTS = shotPath('tracking-integration');
const DIALOG = 'Expired tracking-integration token';
const ACTIVE = [3, 4, 5, 6];
const IN_TRANSIT = 5;

async function shoot(page: Page, name: string) {
  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    await snap(page, `${SCREENSHOTS}/integrations-${name}-${size.label}.png`, { fullPage: size.label === 'desktop' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the admin connects the ELD through the fake consent page and sees a truck on a load map', async ({ page, request }) => {
  const carrier = await apiSession(request, DEMO.carrierAdmin);
  const list = await request.get('/portal/api/shipments/bookings', { headers: carrier.headers, params: { view: 'tracking', statuses: ACTIVE.join(','), needsUpdates: false, pageSize: 100 } });
  expect(list.ok()).toBeTruthy();
  type Load = { shipmentNumber: string; truckNumber: string | null; status: { value: number }; pickupEarly: string };
  const loads = ((await list.json()) as { data: Load[] }).data.filter((l) => /^BR-10[1-8]$/.test(l.truckNumber ?? ''));
  // A truck's point moves the load it hauls now (furthest along, then the earliest pickup), not the
  // loads queued behind it: take such a load that is still on its way to a stop.
  const hauled = new Map<string, Load>();
  for (const l of [...loads].sort((a, b) => b.status.value - a.status.value || a.pickupEarly.localeCompare(b.pickupEarly))) if (!hauled.has(l.truckNumber!)) hauled.set(l.truckNumber!, l);
  const load = [...hauled.values()].find((l) => l.status.value <= IN_TRANSIT);
  expect(load, 'an active Blue Ridge load, hauled now by a truck the fake drives').toBeTruthy();
  // Park the load's truck near Springfield, IL, away from any stop, so its pin is unmistakable.
  const parked = await request.post(`/__fake/samsara/__vehicles/${load!.truckNumber}/position`, { data: { latitude: 39.7817, longitude: -89.6501 } });
  expect(parked.ok()).toBeTruthy();

  await openSignedIn(page, DEMO.carrierAdmin);
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Open Integrations' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=integrations/);
  const card = page.getByRole('region', { name: 'Samsara ELD' });
  await expect(card.getByText('Needs re-authorisation')).toBeVisible();
  await expect(card.getByText('refused to refresh the access token')).toBeVisible();
  await shoot(page, 'needs-reauth');

  await card.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize Freight Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/profile\?tab=integrations$/);
  await expect(page.getByText('Samsara connected')).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Avery Collins on /)).toBeVisible();
  // Of however many power units the company has by now: the fleet spec may be adding some at the same time.
  await expect(card.getByText(/^Power units matched to Samsara vehicles: 8 of \d+$/)).toBeVisible();
  const row = card.getByRole('row', { name: new RegExp(`^${load!.truckNumber} ${load!.truckNumber}`) });
  await expect(row).toContainText('39.7817, -89.6501');
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByText(/Connected to Blue Ridge Freight \(Samsara\): 8 vehicles/)).toBeVisible();
  await shoot(page, 'connected');

  await page.goto(`/shipments/${load!.shipmentNumber}`);
  const map = page.getByTestId('lane-map');
  await expect(map).toContainText('Last known position (Truck)');
  const shipment = await (await request.get(`/portal/api/shipments/by-number/${load!.shipmentNumber}`, { headers: carrier.headers })).json();
  expect(shipment.lastKnownLocation).toMatchObject({ latitude: 39.7817, longitude: -89.6501 });
  const activity = await (await request.get(`/portal/api/shipments/${shipment.id}/tracking-activities`, { headers: carrier.headers })).json();
  expect(JSON.stringify(activity)).toContain(`ELD position of truck ${load!.truckNumber}`);

  // The truck pulls into its next stop: the ELD proposes the arrival, the admin records it.
  type Stop = { shipmentStopId: number; arrivedAt: string | null; departedAt: string | null; latitude: number; longitude: number; name: string };
  const stops = ((await (await request.get(`/portal/api/shipments/by-number/${load!.shipmentNumber}/stops`, { headers: carrier.headers })).json()) as { data: Stop[] }).data;
  const next = stops.find((stop) => stop.departedAt === null);
  test.skip(!next || next.arrivedAt !== null, 'the load is standing at its stop already');
  await request.post(`/__fake/samsara/__vehicles/${load!.truckNumber}/position`, { data: { latitude: next!.latitude, longitude: next!.longitude } });
  await page.waitForTimeout(1100);
  expect((await (await request.post('/portal/api/tracking-integrations/samsara/test', { headers: carrier.headers })).json()).data.ok).toBe(true);
  await page.reload();
  const proposals = page.getByRole('region', { name: 'Proposed by your ELD' });
  await expect(proposals).toContainText('Arrival at stop', { timeout: 30_000 });
  await expect(proposals).toContainText('seen by the ELD');
  await proposals.getByRole('button', { name: 'Record arrival' }).click();
  await expect(page.getByText('Arrival recorded from the ELD')).toBeVisible();
  await expect(proposals).toHaveCount(0);
});

test('a grant revoked at the provider shows the dialog to the admin and not to the driver', async ({ browser, request }) => {
  const carrier = await apiSession(request, DEMO.carrierAdmin);
  expect((await request.post('/__fake/samsara/__switches', { data: { revokeAll: true } })).ok()).toBeTruthy();
  const tested = await request.post('/portal/api/tracking-integrations/samsara/test', { headers: carrier.headers });
  expect((await tested.json()).data.ok).toBe(false);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.carrierAdmin);
  await expect(admin.getByRole('dialog', { name: DIALOG })).toBeVisible();
  await admin.getByRole('dialog', { name: DIALOG }).getByRole('link', { name: 'Open Integrations' }).click();
  await expect(admin.getByRole('region', { name: 'Samsara ELD' }).getByText('Needs re-authorisation')).toBeVisible();
  await expect(admin.getByText('answered 401 Unauthorized')).toBeVisible();
  await adminContext.close();

  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await openSignedIn(driver, DEMO.driver);
  await driver.waitForLoadState('networkidle');
  await expect(driver.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
  const me = await (await request.get('/portal/api/users/me', { headers: (await apiSession(request, DEMO.driver)).headers })).json();
  expect(me.data.trackingIntegration.samsaraIsExpired).toBe(false);
  await driverContext.close();
});
