import { expect, test, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn, portalAs } from './support/session';
import { trackRequests } from './support/settle';

/**
 * Accessibility of the pages the shell does not link to (records, forms, tabs, a page of another
 * role): no serious or critical axe violation (WCAG 2.0/2.1/2.2 A and AA rules) at desktop and phone
 * widths, for the role that uses each. The pages the shell offers each role are scanned by
 * every-page.spec.ts and are not scanned here again.
 * Each page is loaded once at desktop width and scanned, then resized to the phone's width, waited
 * for again and scanned again (the portal's layout follows the width it has; every-page.spec.ts does
 * the same).
 */

// Each test scans its pages at both widths: twice the budget a width had. The tests only read, so
// they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 360_000 });

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Serious and critical findings of the page as it is now. */
async function scan(page: Page, where: string) {
  const results = await wcagScan(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')}`);
}

/** A page with its tracker of requests (support/settle.ts), opened before the page's first request. */
const tracked = new WeakMap<Page, () => Promise<void>>();
function track(page: Page) {
  tracked.set(page, trackRequests(page));
}

/** The page at each width: loaded at desktop width, then resized to the phone's, ready and settled at each. */
async function violationsOf(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(url);
  await ready(page);
  const found = await scan(page, `${WIDTHS[0].name} ${url}`);
  for (const size of WIDTHS.slice(1)) {
    await page.setViewportSize(size);
    await ready(page);
    await tracked.get(page)!();
    found.push(...(await scan(page, `${size.name} ${url}`)));
  }
  await page.setViewportSize(WIDTHS[0]);
  return found;
}

const heading = (name: RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 20_000 });
  // Let lists and their counts settle before the scan.
  await page.waitForLoadState('networkidle');
};

const firstShown = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
};

const shown = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
};

test.beforeEach(({ page }) => track(page));

test(`the broker's order and rate pages pass axe at desktop and phone widths`, async ({ page, request }) => {
  const api = await portalAs(request, DEMO.broker);
  const orders = await api.get<{ data: { orderNumber: string }[] }>('/orders', { pageSize: 1 });
  const shipments = await api.get<{ data: { shipmentNumber: string }[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 1 });
  expect(orders.data.length).toBe(1);
  expect(shipments.data.length).toBe(1);
  const order = orders.data[0].orderNumber;

  await openSignedIn(page, DEMO.broker);
  const found = [
    ...(await violationsOf(page, '/orders/create', heading(/Create order/))),
    ...(await violationsOf(page, `/orders/${order}/preview/details`, heading(new RegExp(`Order ${order}`)))),
    ...(await violationsOf(page, `/orders/${order}/preview/logistics`, heading(new RegExp(`Order ${order}`)))),
    ...(await violationsOf(page, `/rates/all/shipment/${shipments.data[0].shipmentNumber}`, heading(/Shipment \d+/))),
  ];
  expect(found).toEqual([]);
});

test(`the carrier's power units, location forms and integrations pass axe at desktop and phone widths`, async ({ page, request }) => {
  const carrier = await apiSession(request, DEMO.carrierAdmin);
  const locations = (await (await request.get('/portal/api/locations', { headers: carrier.headers })).json()) as { data: { id: number }[] };
  expect(locations.data.length).toBeGreaterThan(0);

  await openSignedIn(page, DEMO.carrierAdmin);
  await dismissExpiredTokenDialog(page);
  const found = [
    ...(await violationsOf(page, '/equipment/power-units', heading(/Equipment/))),
    ...(await violationsOf(page, '/locations/create', heading(/location/i))),
    ...(await violationsOf(page, `/locations/${locations.data[0].id}/edit`, shown('location-dock-status'))),
    ...(await violationsOf(page, '/profile?tab=integrations', heading(/Samsara ELD/))),
  ];
  expect(found).toEqual([]);
});

test(`the contacts pages and the Request Access page pass axe at desktop and phone widths`, async ({ page, request }) => {
  const carrier = await apiSession(request, DEMO.carrierAdmin);
  const contacts = (await (await request.get('/portal/api/contacts?fuzzyMatch=Collins', { headers: carrier.headers })).json()) as { data: { id: number }[] };
  expect(contacts.data.length).toBeGreaterThan(0);
  const contactId = contacts.data[0].id;

  const publicPage = await violationsOf(page, '/request-access', heading(/Request access/));
  await openSignedIn(page, DEMO.carrierAdmin);
  await dismissExpiredTokenDialog(page);
  const found = [
    ...publicPage,
    ...(await violationsOf(page, '/contacts?view=requests', firstShown('access-request'))),
    ...(await violationsOf(page, '/contacts/create', heading(/New contact/))),
    ...(await violationsOf(page, `/contacts/${contactId}/preview`, heading(/Avery Collins/))),
    ...(await violationsOf(page, `/contacts/${contactId}/edit`, heading(/Edit Avery Collins/))),
  ];
  expect(found).toEqual([]);
});

test(`the profile's tabs, its edit page and the video player pass axe at desktop and phone widths`, async ({ page, request }) => {
  const api = await portalAs(request, DEMO.dispatcher);
  const videos = await api.get<{ data: { id: string }[] }>('/videos');
  expect(videos.data.length).toBeGreaterThan(0);

  await openSignedIn(page, DEMO.dispatcher);
  const tab = (name: string) => async (p: Page) => {
    await expect(p.getByRole('tab', { name, selected: true })).toBeVisible({ timeout: 20_000 });
    await p.waitForLoadState('networkidle');
  };
  const found = [
    ...(await violationsOf(page, '/profile', tab('Details'))),
    ...(await violationsOf(page, '/profile?tab=picture', tab('Profile Picture'))),
    ...(await violationsOf(page, '/profile?tab=notifications', tab('Notifications'))),
    ...(await violationsOf(page, '/profile?tab=security', tab('Security'))),
    ...(await violationsOf(page, '/profile/edit', shown('page-title'))),
    ...(await violationsOf(page, `/videos?video=${videos.data[0].id}`, shown('video-player'))),
  ];
  expect(found).toEqual([]);
});

test(`the shipment page's tracking sharing (carrier control, broker note) passes axe at desktop and phone widths`, async ({ page, browser, request }) => {
  const broker = await apiSession(request, DEMO.broker);
  const list = await request.get('/trucks/api/v2/shipments', { headers: broker.headers, params: { pageSize: 100 } });
  const load = ((await list.json()) as { data: { shipmentNumber: string; carrierName: string | null; status: { value: number } }[] }).data.find(
    (s) => s.carrierName === 'Blue Ridge Transport LLC' && s.status.value >= 3 && s.status.value <= 6,
  );
  expect(load).toBeDefined();
  const sharing = (who: 'carrier' | 'broker') => async (p: Page) => {
    const map = p.getByRole('region', { name: 'Lane map' });
    await expect(who === 'carrier' ? map.getByRole('combobox', { name: 'Shared with the broker' }) : map.getByTestId('tracking-consent-note')).toBeVisible({ timeout: 20_000 });
    await p.waitForLoadState('networkidle');
  };
  await openSignedIn(page, DEMO.dispatcher);
  const found = await violationsOf(page, `/shipments/${load!.shipmentNumber}`, sharing('carrier'));
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const brokerPage = await context.newPage();
  track(brokerPage);
  await openSignedIn(brokerPage, DEMO.broker);
  found.push(...(await violationsOf(brokerPage, `/shipments/${load!.shipmentNumber}`, sharing('broker'))));
  await context.close();
  expect(found).toEqual([]);
});

test('the History tabs of a shipment and the History section of an invoice pass axe at desktop and phone widths', async ({ page, browser, request }) => {
  const broker = await apiSession(request, DEMO.broker);
  const list = await request.get('/trucks/api/v2/shipments', { headers: broker.headers, params: { pageSize: 100 } });
  const load = ((await list.json()) as { data: { shipmentNumber: string; carrierName: string | null; status: { value: number } }[] }).data.find(
    (s) => s.carrierName === 'Blue Ridge Transport LLC' && s.status.value >= 3 && s.status.value <= 6,
  );
  expect(load).toBeDefined();
  const carrier = await portalAs(request, DEMO.dispatcher);
  const invoices = await carrier.get<{ data: { invoiceNumber: string }[] }>('/ap-invoices', { status: 1, pageSize: 1 });
  expect(invoices.data.length).toBe(1);
  const historyTab = async (p: Page) => {
    await p.getByRole('tab', { name: 'History' }).click();
    await expect(p.getByTestId('history-list')).toBeVisible({ timeout: 20_000 });
    await p.waitForLoadState('networkidle');
  };

  await openSignedIn(page, DEMO.dispatcher);
  const found = [
    ...(await violationsOf(page, `/my-shipments/${load!.shipmentNumber}`, historyTab)),
    ...(await violationsOf(page, `/accounting/${invoices.data[0].invoiceNumber}/preview`, firstShown('history-list'))),
  ];
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const brokerPage = await context.newPage();
  track(brokerPage);
  await openSignedIn(brokerPage, DEMO.broker);
  found.push(...(await violationsOf(brokerPage, `/all-shipments/${load!.shipmentNumber}/preview/history`, shown('history-list'))));
  found.push(...(await violationsOf(brokerPage, `/shipments/${load!.shipmentNumber}`, historyTab)));
  await context.close();
  expect(found).toEqual([]);
});

test("a carrier's compliance record, as the brokerage opens it, passes axe at desktop and phone widths", async ({ page, request }) => {
  const ops = await portalAs(request, DEMO.ops);
  const carriers = await ops.get<{ data: { carrierId: number; carrierName: string }[] }>('/compliance/carriers', { q: 'Rusty Wheels' });
  expect(carriers.data.length).toBe(1);
  track(page);
  await openSignedIn(page, DEMO.ops);
  const found = await violationsOf(page, `/compliance/carriers/${carriers.data[0].carrierId}`, heading(/Operating authority/));
  expect(found).toEqual([]);
});

test('the Risk page and the open fraud signals on a load pass axe at desktop and phone widths', async ({ page, request }) => {
  const ops = await portalAs(request, DEMO.ops);
  const signals = await ops.get<{ data: { carrier: { id: number }; shipment: { shipmentNumber: string } | null }[] }>('/internal/fraud-signals', { kind: 'TruckFarFromPickup', status: 'Open' });
  const onLoad = signals.data.find((signal) => signal.shipment !== null);
  expect(onLoad).toBeTruthy();
  track(page);
  await openSignedIn(page, DEMO.ops);
  const found = [
    ...(await violationsOf(page, '/risk', firstShown('signal-row'))),
    ...(await violationsOf(page, `/shipments/${onLoad!.shipment!.shipmentNumber}`, shown('open-signals'))),
  ];
  expect(found).toEqual([]);
});
