import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { centralFacility, submitBrokerOrder } from './support/broker-orders';
import { captureWhole, shotPath, snap } from './support/screenshots';
import { apiSession, DEMO, openSignedIn, portalAs } from './support/session';

/**
 * A rate confirmation checked by someone without an account. The test books a load of its own with
 * Blue Ridge; Blue Ridge's dispatcher opens the confirmation in the portal; then, signed out, the
 * page behind its printed code says what was issued, and takes the true PDF (it matches) and a
 * copy with one byte changed (it does not).
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('verify-rate-confirmation', name);

interface Place {
  city: string;
  state: string;
  postalCode: string;
}

/** A Ready to Book load of the broker's, entered as an order and booked (spot) with Blue Ridge at $1,812.40. */
async function loadBookedWithBlueRidge(request: APIRequestContext): Promise<{ id: number; shipmentNumber: string }> {
  const broker = await portalAs(request, DEMO.broker);
  const list = await broker.get<{ data: { shippingMode: string; equipmentMode: string; origin: Place; destination: Place }[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  const lane = list.data.find((row) => row.shippingMode === 'TL' && row.equipmentMode === 'Dry');
  expect(lane, 'a Ready to Book dry truckload of the broker').toBeDefined();
  const pickup = new Date(Date.now() + 4 * 86_400_000);
  const orderNumber = await submitBrokerOrder(request, {
    stops: [
      { stopType: 'Pickup', location: centralFacility('Verify test plant', lane!.origin), earlyDateTime: pickup.toISOString(), lineItems: [{ description: 'Steel coils', packageCount: 6, totalWeight: 21000 }] },
      { stopType: 'Dropoff', location: centralFacility('Verify test yard', lane!.destination), earlyDateTime: new Date(pickup.getTime() + 2 * 86_400_000).toISOString() },
    ],
  });
  const session = await apiSession(request, DEMO.broker);
  const order = (await (await request.get(`/portal/api/orders/${orderNumber}`, { headers: session.headers })).json()) as { data: { shipment: { id: number; shipmentNumber: string } } };
  const carrier = await apiSession(request, DEMO.dispatcher);
  const booked = await request.post(`/portal/api/shipments/${order.data.shipment.id}/book-spot`, { headers: session.headers, data: { rate: 1812.4, carrierId: carrier.user.companyId } });
  expect(booked.status(), await booked.text()).toBe(200);
  return order.data.shipment;
}

async function expectNoSeriousAxe(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a rate confirmation is checked by its code, signed out: the issued PDF matches, a one-byte change does not', async ({ page, browser, request }) => {
  const { id, shipmentNumber } = await loadBookedWithBlueRidge(request);

  // The carrier opens its confirmation in the portal, as it always did.
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/all-shipments/${shipmentNumber}/preview/SignedRateConfirmation`);
  await page.getByRole('button', { name: 'Open Rate Confirmation' }).click();
  const viewer = page.getByRole('dialog', { name: /^Document viewer/ });
  await expect(viewer.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 20_000 });
  await snap(page, shot('issued-pdf-in-viewer-desktop.png'));

  // The same download the viewer made, as the carrier's own file: the bytes issued, every time.
  const carrier = await apiSession(request, DEMO.dispatcher);
  const answer = await request.get(`/trucks/api/v2/shipments/${id}/rate_confirmation_document`, { headers: carrier.headers });
  expect(answer.status()).toBe(200);
  const pdf = await answer.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const again = await (await request.get(`/trucks/api/v2/shipments/${id}/rate_confirmation_document`, { headers: carrier.headers })).body();
  expect(Buffer.compare(again, pdf)).toBe(0);
  const code = /rate-confirmation-[^"]*-([0-9A-Z]{12})\.pdf/.exec(answer.headers()['content-disposition'] ?? '')?.[1];
  expect(code, 'the verification code in the file name').toBeDefined();

  // Signed out: a browser context of its own, with no session.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const open = await visitor.newPage();
  await open.goto(`/verify/${code}`);
  const grouped = code!.match(/.{4}/g)!.join('-');
  await expect(open.getByRole('alert').filter({ hasText: 'This rate confirmation is current' })).toBeVisible();
  await expect(open.getByText(grouped, { exact: true })).toBeVisible();
  await expect(open.getByText('Blue Ridge Transport LLC', { exact: true })).toBeVisible();
  await expect(open.getByText(shipmentNumber, { exact: true })).toBeVisible();
  await expect(open.getByText('$1,812.40')).toHaveCount(0);
  await expectNoSeriousAxe(open);
  await captureWhole(open, shot('verify-desktop.png'), DESKTOP.width);

  // By keyboard: Tab to the button, Enter opens the file chooser, and the true PDF matches.
  const choose = open.getByRole('button', { name: 'Choose a PDF' });
  // Listened for before the key is pressed: Playwright takes over the page's file chooser only once
  // a listener exists, and a chooser that opens before that is the browser's own and never seen.
  const chooserOpened = open.waitForEvent('filechooser', { timeout: 20_000 });
  for (let i = 0; i < 30 && !(await choose.evaluate((element) => element === document.activeElement)); i++) await open.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  await open.keyboard.press('Enter');
  const chooser = await chooserOpened;
  await chooser.setFiles({ name: `rate-confirmation-${shipmentNumber}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(open.getByRole('alert').filter({ hasText: `rate-confirmation-${shipmentNumber}.pdf is the rate confirmation issued under this code, byte for byte.` })).toBeVisible();
  await expectNoSeriousAxe(open);
  await captureWhole(open, shot('verify-matches-desktop.png'), DESKTOP.width);

  // One byte changed, anywhere: not the issued PDF.
  const altered = Buffer.from(pdf);
  altered[Math.floor(altered.length / 2)] ^= 0x01;
  await open.getByTestId('verify-file-input').setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(open.getByRole('alert').filter({ hasText: 'altered.pdf is not the rate confirmation issued under this code.' })).toBeVisible();

  // On a phone.
  await open.setViewportSize(PHONE);
  await expectNoSeriousAxe(open);
  await captureWhole(open, shot('verify-not-matching-phone.png'), PHONE.width);

  // A code nobody was given.
  await open.goto('/verify/ZZZZ-ZZZZ-ZZZZ');
  await expect(open.getByRole('alert').filter({ hasText: 'No rate confirmation was issued with the code ZZZZ-ZZZZ-ZZZZ.' })).toBeVisible();
  await expectNoSeriousAxe(open);
  await captureWhole(open, shot('unknown-code-phone.png'), PHONE.width);
  await open.setViewportSize(DESKTOP);
  await expectNoSeriousAxe(open);
  await visitor.close();
});
