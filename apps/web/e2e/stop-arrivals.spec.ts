import { expect, test, type Page } from '@playwright/test';
import { milesEastOf, replayedTrack } from '@portal/domain/stop-arrivals/replayed-track';
import { wcagScan } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO, openSignedIn } from './support/session';

/**
 * Arrivals noticed from the track: a truck's ELD track through a load's pickup (three hours there
 * from its appointment) is posted to the positions API; the carrier sees the arrival and departure
 * proposed on the shipment page, records them, and finds a 1-hour detention draft with the track as
 * evidence, which it submits to the brokerage.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const HOUR = 3_600_000;
const shot = (name: string) => shotPath('stop-arrivals', name);

async function noSeriousViolations(page: Page, where: string) {
  const results = await wcagScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function scanBothSizes(page: Page, where: string) {
  for (const [size, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await captureWhole(page, shot(`${where}-${name}.png`), size.width, size.height);
    await noSeriousViolations(page, `${where} at ${size.width}px`);
  }
  await page.setViewportSize(DESKTOP);
}

test('a replayed track proposes the arrival and departure; the carrier records them and submits the detention drafted with its evidence', async ({ page }) => {
  test.setTimeout(240_000);
  const { headers } = await apiSession(page.request, DEMO.carrierAdmin);
  // Proposed for confirmation, not recorded at once.
  expect((await page.request.put('/portal/api/stop-arrivals/settings', { headers, data: { recordAutomatically: false } })).ok()).toBeTruthy();

  const list = await page.request.get('/trucks/api/v2/shipments?statuses=3&page=1&pageSize=50', { headers });
  const rows = ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data;
  const load = rows.at(-1)!;
  expect(load, 'a booked Blue Ridge load').toBeDefined();
  const stops = ((await (await page.request.get(`/portal/api/shipments/by-number/${load.shipmentNumber}/stops`, { headers })).json()) as { data: { shipmentStopId: number; latitude: number; longitude: number }[] }).data;
  const pickup = stops[0];

  const { track, truth } = replayedTrack({
    start: milesEastOf(pickup, -25),
    startAt: new Date(Date.now() - 4.5 * HOUR),
    stops: [{ at: pickup, stayMs: 3 * HOUR }],
    end: milesEastOf(pickup, 25),
    cruiseMph: 55,
    localMiles: 2,
    localMph: 25,
    everyMinutes: [5],
    noiseMiles: 0.02,
    withSpeed: true,
    seed: 38,
  });
  // The pickup's appointment is when the truck got there: two hours free, then one hour of detention.
  const appointment = await page.request.patch(`/trucks/api/v2/shipments/${load.id}/stops/${pickup.shipmentStopId}/appointments`, { headers, data: { appointment: truth.arrivals[0].toISOString() } });
  expect(appointment.ok(), await appointment.text()).toBeTruthy();
  const positions = track
    .filter((p) => p.at.getTime() < Date.now() - 60_000)
    .map((p) => ({ deviceId: `E2E-${load.id}`, shipmentNumber: load.shipmentNumber, recordedAt: p.at.toISOString(), latitude: p.latitude, longitude: p.longitude, speedMph: p.speedMph ?? undefined }));
  const posted = await page.request.post('/carrier/api/v2/positions', { headers, data: { source: 'ELD', positions } });
  expect(posted.ok(), await posted.text()).toBeTruthy();

  // The dispatcher works the load (the admin's expired ELD token would raise its dialog over the page).
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  const proposals = page.getByRole('region', { name: 'Proposed by your ELD' });
  await expect(proposals).toBeVisible({ timeout: 30_000 });
  await expect(proposals.getByRole('button', { name: 'Record arrival' })).toBeVisible();
  await expect(proposals.getByRole('button', { name: 'Record departure' })).toBeVisible();
  await scanBothSizes(page, 'proposals');

  await proposals.getByRole('button', { name: 'Record arrival' }).click();
  await expect(page.getByText('Arrival recorded from the ELD')).toBeVisible();
  await proposals.getByRole('button', { name: 'Record departure' }).click();
  await expect(page.getByText('Departure recorded from the ELD')).toBeVisible();

  const detention = page.getByRole('region', { name: 'Detention' });
  await expect(detention).toBeVisible({ timeout: 30_000 });
  await expect(detention.getByText('Draft', { exact: true })).toBeVisible();
  await expect(detention.getByText('1.00 h at $50.00/h')).toBeVisible();
  await expect(detention.getByText('$50.00', { exact: true })).toBeVisible();
  const evidence = detention.getByRole('button', { name: /Track evidence: \d+ positions inside the geofence/ });
  await evidence.click();
  await expect(detention.getByRole('region', { name: /Track evidence/ }).getByRole('row')).not.toHaveCount(0);
  await detention.getByRole('textbox', { name: 'Note to the brokerage' }).fill('Held three hours at the shipper waiting for a door');
  // The two toasts fade out first: axe reads a fading toast's colours mid-way and finds them faint.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await scanBothSizes(page, 'detention-draft');

  await detention.getByRole('button', { name: 'Submit detention request' }).click();
  await expect(page.getByText(/^Detention request \S+ submitted$/)).toBeVisible();
  await expect(detention.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(detention.getByText(/^Case /)).toBeVisible();

  // The brokerage now sees it with its evidence.
  const brokerage = await apiSession(page.request, DEMO.ops);
  const seen = await (await page.request.get(`/portal/api/shipments/${load.id}/detention-requests`, { headers: brokerage.headers })).json();
  expect(seen.data).toHaveLength(1);
  expect(seen.data[0]).toMatchObject({ status: 'Submitted', hours: 1, amount: 50 });
  expect(seen.data[0].evidence.length).toBeGreaterThan(20);
});

test("the carrier's users see how noticed arrivals are recorded on the integrations tab; only admins change it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, '/profile?tab=integrations');
  const card = page.getByRole('region', { name: 'Arrivals from the track' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('radio', { name: 'Propose them on the shipment page for us to confirm' })).toBeChecked();
  await expect(card.getByRole('radio', { name: 'Record them automatically' })).toBeDisabled();
  await expect(card.getByText('Only your company admins can change this.')).toBeVisible();
  await scanBothSizes(page, 'settings');
});
