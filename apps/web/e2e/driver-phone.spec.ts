import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fitProblems } from './support/fit-check';
import { captureWhole, shotPath, snap } from './support/screenshots';
import { apiSession, DEMO, openSignedIn, signIn } from './support/session';
import { onePagePdf } from './support/test-files';
import { recordArrival } from './support/stop-arrival';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('driver-phone', name);

interface Stop {
  stopNumber: number;
  stopType: string;
  arrivedAt: string | null;
  departedAt: string | null;
  orderLineItems: { orderNumber: string }[];
}
interface Shipment {
  id: number;
  shipmentNumber: string;
  status: { value: number };
  stops: Stop[];
}

/** Refused calls (401, 403) the page makes, and any page that says the user may not see it. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && (response.status() === 401 || response.status() === 403)) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return refused;
}

/**
 * No visible toast covers any of the buttons. `within` is the scrolling region the buttons sit in:
 * only the part of a button showing inside it counts (one scrolled up under the top bar is hidden anyway).
 */
async function expectToastsClearOf(page: Page, buttons: Locator, within?: Locator) {
  const toasts = page.locator('.notistack-MuiContent');
  const toastBoxes = (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).filter((box) => box !== null);
  expect(toastBoxes.length, 'a toast is showing').toBeGreaterThan(0);
  const clip = within ? await within.boundingBox() : null;
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    const top = Math.max(box.y, clip?.y ?? -Infinity);
    const bottom = Math.min(box.y + box.height, clip ? clip.y + clip.height : Infinity);
    if (bottom <= top) continue;
    for (const t of toastBoxes) {
      const overlaps = t.x < box.x + box.width && box.x < t.x + t.width && t.y < bottom && top < t.y + t.height;
      expect(overlaps, `a toast covers the button '${await button.innerText()}'`).toBe(false);
    }
  }
}

/** The driver's first loads as the landing page lists them; one on the road with its next stop not yet reached. */
async function loadOnTheRoad(request: APIRequestContext): Promise<{ shipment: Shipment; stopIndex: number }> {
  const { headers } = await apiSession(request, DEMO.driver);
  const list = await request.get('/trucks/api/v2/shipments?statuses=6&statuses=5&sortProperty=nextStopDue&sortDirection=asc&page=1&pageSize=10', { headers });
  expect(list.ok()).toBeTruthy();
  const rows = ((await list.json()) as { data: { shipmentNumber: string; status: { value: number } }[] }).data;
  let fallback: { shipment: Shipment; stopIndex: number } | undefined;
  for (const row of rows) {
    const detail = await request.get(`/portal/api/shipments/by-number/${row.shipmentNumber}`, { headers });
    const shipment = (await detail.json()) as Shipment;
    const stopIndex = shipment.stops.findIndex((stop) => stop.departedAt === null);
    if (stopIndex < 0 || shipment.stops[stopIndex].arrivedAt !== null) continue;
    // The last stop best: departing it delivers the load, and the proof of delivery follows.
    if (stopIndex === shipment.stops.length - 1) return { shipment, stopIndex };
    fallback ??= { shipment, stopIndex };
  }
  expect(fallback, 'an assigned load on the road with its next stop ahead').toBeDefined();
  return fallback!;
}

test('the driver on a phone lands on its loads, records arrival and departure, uploads the POD, and is never refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { shipment, stopIndex } = await loadOnTheRoad(request);
  const number = shipment.shipmentNumber;
  const refused = watchRefusals(page);
  await page.setViewportSize(PHONE);

  // Signing in lands on the loads that need action now: those on the road first, this one among them, with its next stop.
  await signIn(page, DEMO.driver);
  await expect(page).toHaveURL(/\/my-shipments$/);
  const onTheRoad = page.getByRole('list', { name: 'On the road' });
  const card = onTheRoad.getByRole('link', { name: `Shipment ${number}` });
  // A loaded machine takes its time over the first paint.
  await expect(card).toBeVisible({ timeout: 30_000 });
  const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(sections).toEqual(['On the road', 'Coming up', 'Delivered']);
  await expect(card.getByTestId('next-stop')).toContainText(/Next stop: /);
  await expect(card.getByTestId('next-stop')).toContainText(/(Due|Appointment) \d\d\/\d\d\/\d{4} /);
  expect(await fitProblems(page, '/my-shipments', 'driver')).toEqual([]);
  await captureWhole(page, shot('landing-phone.png'), PHONE.width);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my-shipments/${number}$`));
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`);
  const stop = page.getByTestId('stop-card').nth(stopIndex);

  // Arrival; its toast and the next dialog's buttons both show, and the toast keeps clear of them.
  await recordArrival(page, stop);

  await stop.getByRole('button', { name: 'Depart' }).click();
  const depart = page.getByRole('dialog', { name: /Depart stop/ });
  await expect(depart).toBeVisible();
  await expectToastsClearOf(page, depart.getByRole('button'));
  await captureWhole(page, shot('depart-dialog-with-toast-phone.png'), PHONE.width);
  const counts = depart.getByRole('textbox', { name: /Package count/ });
  for (let i = 0; i < (await counts.count()); i++) await counts.nth(i).fill('12');
  await depart.getByRole('button', { name: 'Record Departure' }).click();
  await expect(depart).toBeHidden();
  await expect(stop.getByTestId('stop-departed')).not.toHaveText('—');
  const delivered = stopIndex === shipment.stops.length - 1;
  await expect(page.getByTestId('shipment-status')).toHaveText(delivered ? 'Delivered' : 'In Transit');
  // The driver's next actions (the stops' buttons) stay clear of the toast at the top of the phone's screen.
  await expectToastsClearOf(page, page.getByTestId('stop-card').getByRole('button'), page.locator('#main-content'));

  // The proof of delivery, from the phone.
  await page.getByRole('tab', { name: 'Documents' }).click();
  // The stop just left when it delivered the load, else the first dropoff.
  const podButtons = page.getByRole('button', { name: /^Upload proof of delivery for stop \d+$/ });
  await (delivered ? page.getByRole('button', { name: `Upload proof of delivery for stop ${shipment.stops[stopIndex].stopNumber + 1}` }) : podButtons.first()).click();
  const upload = page.getByRole('dialog', { name: 'Upload Proof of Delivery' });
  await upload.getByTestId('file-input').setInputFiles({ name: `pod-${number}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(`POD ${number}`) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document Successfully Uploaded')).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(page.getByText(`pod-${number}.pdf`).first()).toBeVisible();
  expect(await fitProblems(page, `/my-shipments/${number}`, 'driver')).toEqual([]);
  await captureWhole(page, shot('shipment-phone.png'), PHONE.width);

  // The all-shipments preview and the dispatcher's address of the shipment work for the driver too.
  await page.goto(`/all-shipments/${number}/preview/financials`);
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${number}/preview/details$`));
  await expect(page.getByRole('tab', { name: 'Financials' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cases' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText(`pod-${number}.pdf`).first()).toBeVisible();
  expect(await fitProblems(page, `/all-shipments/${number}/preview/documents`, 'driver')).toEqual([]);
  await page.goto(`/shipments/${number}`);
  await expect(page).toHaveURL(new RegExp(`/my-shipments/${number}$`));
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`);

  await page.setViewportSize(DESKTOP);
  await captureWhole(page, shot('shipment-desktop.png'), DESKTOP.width);
  await page.goto('/my-shipments');
  await expect(page.getByRole('list', { name: 'On the road' }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await captureWhole(page, shot('landing-desktop.png'), DESKTOP.width);

  await expect(page.getByText('You are not Authorized for this content')).toHaveCount(0);
  expect(refused).toEqual([]);
});

/** A delivered Blue Ridge load with the broker's bill of lading filed on it (or, failing that, the brokerage's). */
async function deliveredWithBrokerBol(request: APIRequestContext): Promise<{ shipmentNumber: string; bolName: string }> {
  const dispatch = await apiSession(request, DEMO.dispatcher);
  const bookings = await request.get('/portal/api/shipments/bookings', { headers: dispatch.headers, params: { statuses: 7, view: 'tracking', pageSize: 100 } });
  const delivered = ((await bookings.json()) as { data: Shipment[] }).data.filter((s) => s.status.value === 7).reverse();
  const filers = [await apiSession(request, DEMO.broker), await apiSession(request, 'ops@summitfreight.test')];
  for (const candidate of delivered.slice(0, 20)) {
    const detail = (await (await request.get(`/portal/api/shipments/by-number/${candidate.shipmentNumber}`, { headers: dispatch.headers })).json()) as Shipment;
    const orderNumber = detail.stops.flatMap((s) => s.orderLineItems.map((o) => o.orderNumber))[0];
    if (!orderNumber) continue;
    for (const filer of filers) {
      const bol = await request.post(`/portal/api/orders/${orderNumber}/bill-of-lading`, { headers: filer.headers });
      if (bol.ok()) return { shipmentNumber: candidate.shipmentNumber, bolName: `bill-of-lading-${orderNumber}.pdf` };
    }
  }
  throw new Error('no delivered Blue Ridge load whose bill of lading the broker or the brokerage could file');
}

test("the carrier opens a detention request with the broker's bill of lading as evidence", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { shipmentNumber, bolName } = await deliveredWithBrokerBol(request);
  const refused = watchRefusals(page);
  await openSignedIn(page, DEMO.dispatcher, '/cases');
  await page.getByRole('button', { name: 'New case' }).click();
  await page.getByLabel('Shipment Number').fill(shipmentNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: /Open a case/ });
  await expect(dialog.getByLabel(/^Case Type/)).toContainText('Detention');
  await dialog.getByRole('checkbox', { name: new RegExp(bolName) }).check();
  await dialog.getByLabel(/^Description/).fill('Held 3 hours past free time at the consignee; the bill of lading shows the in and out times.');
  await dialog.getByLabel(/^Amount/).fill('150.00');
  await snap(dialog, shot('detention-with-bol-desktop.png'), { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Create case' }).click();
  await expect(page.getByText('Case created!')).toBeVisible();
  const created = page.getByRole('dialog', { name: /Case created/ });
  await expect(created).toBeVisible();
  await expectToastsClearOf(page, created.getByRole('button').or(created.getByRole('link')));
  const caseNumber = ((await created.getByTestId('created-case-number').textContent()) ?? '').trim();

  // The only file type an upload to the case can have is chosen already.
  await created.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: `Upload to ${caseNumber}` });
  await expect(upload.getByLabel('File Type')).toContainText('Shipment Miscellaneous');
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await created.getByRole('link', { name: 'View case' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText(bolName).first()).toBeVisible();

  // The same on a phone: the case's documents and no toast over the dialog's buttons.
  await page.setViewportSize(PHONE);
  await captureWhole(page, shot('case-documents-phone.png'), PHONE.width);
  expect(await fitProblems(page, `/cases/${caseNumber}/preview/documents`, 'carrier')).toEqual([]);
  expect(refused).toEqual([]);
});
