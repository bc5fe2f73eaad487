import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, DEMO, openSignedIn } from './support/session';
import { wcagScan } from './support/axe';
import { shotPath, snap } from './support/screenshots';

/**
 * Searching as people type and plausible stop times: the load board's origin suggests
 * Memphis, TN for "Memph" and takes it by keyboard; the top bar finds a shipment by the start of a
 * reference number; an arrival seconds after departing a stop far away asks for confirmation, and
 * the broker sees the flag on the stop.
 */

const screenshots = shotPath('places-autocomplete');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const BOOKED = 3;

async function openSuggestions(page: Page) {
  const origin = page.getByRole('combobox', { name: 'Origin', exact: true });
  await origin.fill('');
  await origin.pressSequentially('Memph', { delay: 40 });
  await expect(page.getByRole('option', { name: /^Memphis, TN\b.*City/ })).toBeVisible();
  return origin;
}

test('"Memph" in the load board origin offers Memphis, TN and its ZIP codes, chosen by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, DEMO.dispatcher);
  // The load board's search (origin, destination, radius) is the Reloads page.
  await page.goto('/reloads');
  await openSuggestions(page);
  await snap(page, path.join(screenshots, 'load-board-origin-phone.png'), { animations: 'disabled' });

  await page.setViewportSize(DESKTOP);
  const origin = await openSuggestions(page);
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Memphis, TN');
  await expect(page.getByRole('option', { name: /^Memphis, TN 381\d\d/ }).first()).toBeVisible();
  await snap(page, path.join(screenshots, 'load-board-origin-desktop.png'), { animations: 'disabled' });
  // The open list passes axe too.
  const axe = await wcagScan(page).include('[role="listbox"]').include('form[aria-label="Search the load board"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Keyboard: down to the first suggestion, Enter takes it, Enter again searches.
  await origin.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', /true|false/);
  await origin.press('Enter');
  await expect(origin).toHaveValue('Memphis, TN');
  await expect(page.getByRole('listbox')).toBeHidden();
  await origin.press('Enter');
  await expect(page).toHaveURL(/origin=Memphis%2C(\+|%20)TN/);
  await expect(page.getByTestId('load-board-summary')).toContainText(/[\d,]+ loads within \d+ mi of Memphis, TN/);

  // Free text that stands for one place is taken as that place when the box is left.
  const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
  await destination.fill('38103');
  await page.getByRole('button', { name: 'Search' }).focus();
  await expect(destination).toHaveValue('Memphis, TN 38103');
});

test('the top bar finds a shipment by the start of a reference number', async ({ page, request }) => {
  test.setTimeout(90_000);
  const broker = await apiSession(request, DEMO.broker);
  const answer = await request.get('/carrier/api/v2/quick_searches/shipments', { headers: broker.headers, params: { query: 'PO-', page: 1, pageSize: 50 } });
  expect(answer.ok()).toBeTruthy();
  const found = ((await answer.json()) as { data: { shipmentNumber: string; referenceNumbers: string[] }[] }).data;
  const target = found.find((s) => s.referenceNumbers.some((r) => r.startsWith('PO-') && r.length >= 8));
  expect(target, 'a broker shipment with a PO reference').toBeDefined();
  const reference = target!.referenceNumbers.find((r) => r.startsWith('PO-') && r.length >= 8)!;
  const prefix = reference.slice(0, reference.length - 2);

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.broker);
  const search = page.getByRole('combobox', { name: 'Search Shipments' }).or(page.getByPlaceholder('Search Shipments')).first();
  await search.fill(prefix);
  const option = page.getByRole('option', { name: new RegExp(target!.shipmentNumber) }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(reference);
});

interface StopRow {
  shipmentStopId: number;
  arrivedAt: string | null;
  latitude: number;
  longitude: number;
}

function miles(a: StopRow, b: StopRow): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** A Booked Blue Ridge shipment of the broker's, untouched, whose first two stops are far apart; departed from its first stop 20 minutes ago. */
async function departedFarFromNextStop(request: APIRequestContext) {
  const dispatcher = await apiSession(request, DEMO.dispatcher);
  const broker = await apiSession(request, DEMO.broker);
  const list = await request.get('/portal/api/shipments/bookings', { headers: dispatcher.headers, params: { view: 'booking', statuses: BOOKED, needsUpdates: false, pageSize: 100 } });
  expect(list.ok()).toBeTruthy();
  const booked = ((await list.json()) as { data: { id: number; shipmentNumber: string; status: { value: number } }[] }).data.filter((s) => s.status.value === BOOKED).sort((a, b) => a.id - b.id);
  for (const candidate of booked) {
    const seen = await request.get(`/portal/api/shipments/by-number/${candidate.shipmentNumber}/stops`, { headers: broker.headers });
    if (!seen.ok()) continue;
    const stops = ((await seen.json()) as { data: StopRow[] }).data;
    if (stops.length < 2 || stops.some((s) => s.arrivedAt !== null) || miles(stops[0], stops[1]) < 100) continue;
    const now = Date.now();
    const base = `/portal/api/shipments/${candidate.id}/stops/${stops[0].shipmentStopId}`;
    expect((await request.post(`${base}/arrival`, { headers: dispatcher.headers, data: { arrivedAt: new Date(now - 60 * 60_000).toISOString() } })).ok()).toBeTruthy();
    expect((await request.post(`${base}/departure`, { headers: dispatcher.headers, data: { departedAt: new Date(now - 20 * 60_000).toISOString() } })).ok()).toBeTruthy();
    return candidate.shipmentNumber;
  }
  throw new Error('no Booked shipment of the broker with far-apart first stops');
}

test('an implausible arrival asks for confirmation and the broker sees the flag', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const number = await departedFarFromNextStop(request);

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${number}`);
  await expect(page.getByTestId('shipment-status')).toHaveText('In Transit');
  const card = page.getByTestId('stop-card').nth(1);
  await card.getByRole('button', { name: 'Arrive' }).click();
  const dialog = page.getByRole('dialog', { name: /Arrive at stop 2/ });
  await dialog.getByRole('button', { name: 'Record Arrival' }).click();
  const question = dialog.getByTestId('stop-event-confirmation');
  await expect(question).toContainText('Is this time right?');
  await expect(question).toContainText(/would be [\d,]+ miles from stop 1 in \d+ minutes \(at least .* at 75 mph\)/);
  // Nothing is recorded until it is confirmed.
  await expect(page.getByTestId('shipment-status')).toHaveText('In Transit');
  await dialog.getByRole('button', { name: 'Record Anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('shipment-status')).toHaveText('At Stop');
  await expect(card.getByTestId('stop-arrival-flag')).toContainText(/^Implausible arrival: [\d,]+ miles from stop 1 in \d+ minutes .*; confirmed by Jordan Reyes$/);

  const brokerContext = await browser.newContext({ viewport: DESKTOP });
  const brokerPage = await brokerContext.newPage();
  await openSignedIn(brokerPage, DEMO.broker, `/all-shipments/${number}/preview/details`);
  const flag = brokerPage.getByTestId('stop-card').nth(1).getByTestId('stop-arrival-flag');
  await expect(flag).toContainText(/^Implausible arrival: [\d,]+ miles from stop 1/);
  await snap(brokerPage, path.join(screenshots, 'broker-sees-arrival-flag-desktop.png'), { animations: 'disabled' });
  await brokerContext.close();
});
