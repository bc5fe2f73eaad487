import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { wcagScan } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO } from './support/session';
import { onePagePdf } from './support/test-files';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('driver-app', name);

interface Stop {
  shipmentStopId: number;
  stopNumber: number;
  stopType: string;
  arrivedAt: string | null;
  departedAt: string | null;
}
interface Shipment {
  id: number;
  shipmentNumber: string;
  stops: Stop[];
}
type Headers = Record<string, string>;

/** A load of the driver whose first stop is still ahead (no earlier departure makes its arrival look implausible), with a dropoff after it. */
async function loadAtItsStart(request: APIRequestContext, headers: Headers): Promise<Shipment> {
  const list = await request.get('/trucks/api/v2/shipments?statuses=4&statuses=5&sortProperty=nextStopDue&sortDirection=asc&page=1&pageSize=50', { headers });
  expect(list.ok()).toBeTruthy();
  const rows = ((await list.json()) as { data: { shipmentNumber: string }[] }).data.reverse();
  for (const row of rows) {
    const shipment = (await (await request.get(`/portal/api/shipments/by-number/${row.shipmentNumber}`, { headers })).json()) as Shipment;
    if (shipment.stops[0]?.arrivedAt === null && shipment.stops.length > 1) return shipment;
  }
  throw new Error('no load of the driver with its first stop ahead');
}

/** The sign-in link a carrier admin issues for the demo driver. */
async function driverSignInLink(request: APIRequestContext): Promise<string> {
  const { headers } = await apiSession(request, DEMO.carrierAdmin);
  const found = await request.get('/portal/api/drivers', { headers, params: { q: DEMO.driver } });
  const driverId = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
  const link = await request.post(`/portal/api/drivers/${driverId}/entry-link`, { headers });
  expect(link.ok(), await link.text()).toBeTruthy();
  return ((await link.json()) as { data: { url: string } }).data.url;
}

/** What the server holds of the load: its stops, its arrival and departure entries, the documents named `name`. */
async function serverState(request: APIRequestContext, headers: Headers, shipment: Shipment, name: string) {
  const detail = (await (await request.get(`/portal/api/shipments/by-number/${shipment.shipmentNumber}`, { headers })).json()) as Shipment;
  const activity = (await (await request.get(`/portal/api/shipments/${shipment.id}/tracking-activities`, { headers, params: { page: 1, pageSize: 100 } })).json()) as { data: { kind: string }[] };
  const documents = (await (await request.get('/portal/api/documents', { headers, params: { shipmentId: shipment.id } })).json()) as { data: { name: string }[] };
  return {
    stop: detail.stops[0]!,
    arrivals: activity.data.filter((a) => a.kind === 'Arrival').length,
    departures: activity.data.filter((a) => a.kind === 'Departure').length,
    documents: documents.data.filter((d) => d.name === name).length,
  };
}

/** The outbox as kept in IndexedDB. */
const readOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('portal-driver-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** Puts entries back into the outbox, as if they had never been sent. */
const restoreOutbox = (page: Page, entries: unknown[]) =>
  page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-driver-outbox');
        open.onsuccess = () => {
          const transaction = open.result.transaction('entries', 'readwrite');
          for (const row of rows) transaction.objectStore('entries').put({ ...(row as object), state: 'waiting' });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    entries,
  );

/**
 * What Chromium says stops it from installing the driver's pages, opened from a sign-in link. A test's
 * own browser context is off the record, where nothing installs; a profile on disk is a browser as a
 * phone has it.
 */
async function installabilityErrors(link: string): Promise<unknown[]> {
  const profile = await mkdtemp(path.join(tmpdir(), 'driver-app-'));
  const browser = await chromium.launchPersistentContext(profile, {
    baseURL,
    viewport: PHONE,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(link);
    await expect(page).toHaveURL(/\/my-shipments$/, { timeout: 45_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const cdp = await browser.newCDPSession(page);
    return ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors;
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the driver app works offline: recorded with no connection, sent once when it returns, installable', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const { headers } = await apiSession(request, DEMO.driver);
  const shipment = await loadAtItsStart(request, headers);
  const number = shipment.shipmentNumber;
  const documentName = `offline-pod-${number}.pdf`;
  const before = await serverState(request, headers, shipment, documentName);
  await page.setViewportSize(PHONE);

  expect(await installabilityErrors(await driverSignInLink(request))).toEqual([]);

  // The sign-in link opens the driver's loads; the driver's pages take a service worker and a manifest.
  await page.goto(await driverSignInLink(request));
  await expect(page).toHaveURL(/\/my-shipments$/, { timeout: 45_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  // Read once online: the shipment, its stops and documents are kept for reading offline.
  await page.goto(`/my-shipments/${number}`);
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('button', { name: /^Upload proof of delivery for stop \d+$/ }).first()).toBeVisible();

  // No connection: the page opens again from what the phone kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`, { timeout: 30_000 });
  await expect(page.getByTestId('offline-notice')).toBeVisible();

  const stop = page.getByTestId('stop-card').first();
  await stop.getByRole('button', { name: 'Arrive' }).click();
  const arrive = page.getByRole('dialog', { name: /Arrive at stop/ });
  await arrive.getByRole('button', { name: 'Record Arrival' }).click();
  await expect(arrive).toBeHidden();
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting to send');

  await stop.getByRole('button', { name: 'Depart' }).click();
  const depart = page.getByRole('dialog', { name: /Depart stop/ });
  const counts = depart.getByRole('textbox', { name: /Package count/ });
  for (let i = 0; i < (await counts.count()); i++) await counts.nth(i).fill('12');
  await depart.getByRole('button', { name: 'Record Departure' }).click();
  await expect(depart).toBeHidden();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: /^Upload proof of delivery for stop \d+$/ }).first().click();
  const upload = page.getByRole('dialog', { name: 'Upload Proof of Delivery' });
  await upload.getByTestId('file-input').setInputFiles({ name: documentName, mimeType: 'application/pdf', buffer: onePagePdf(`POD ${number}`) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();

  // The outbox shows what waits, in order, each with its state; the server has none of it yet.
  await expect(page.getByTestId('outbox-count')).toHaveText('3 waiting to send');
  const waiting = page.getByTestId('outbox-entry');
  await expect(waiting).toHaveCount(3);
  await expect(waiting.nth(0)).toContainText('Arrival at');
  await expect(waiting.nth(1)).toContainText('Departure from');
  await expect(waiting.nth(2)).toContainText(`Document ${documentName}`);
  await expect(waiting.nth(0)).toContainText('Waiting');
  await expectNoSeriousViolations(page);
  await captureWhole(page, shot('outbox-offline-phone.png'), PHONE.width);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousViolations(page);
  await captureWhole(page, shot('outbox-offline-desktop.png'), DESKTOP.width);
  await page.setViewportSize(PHONE);
  const kept = await readOutbox(page);
  expect(kept).toHaveLength(3);
  expect(await serverState(request, headers, shipment, documentName)).toEqual(before);

  // The connection returns: the outbox empties and the server holds exactly one of each.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  const after = await serverState(request, headers, shipment, documentName);
  expect(after.stop.arrivedAt).not.toBeNull();
  expect(after.stop.departedAt).not.toBeNull();
  expect({ arrivals: after.arrivals - before.arrivals, departures: after.departures - before.departures, documents: after.documents }).toEqual({ arrivals: 1, departures: 1, documents: 1 });

  // The same outbox sent a second time (its answers lost, say): the server changes nothing.
  await restoreOutbox(page, kept);
  await page.reload();
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`, { timeout: 30_000 });
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('outbox-refusal')).toHaveCount(0);
  expect(await serverState(request, headers, shipment, documentName)).toEqual(after);

  await expectNoSeriousViolations(page);
  await captureWhole(page, shot('shipment-after-sync-phone.png'), PHONE.width);
});
