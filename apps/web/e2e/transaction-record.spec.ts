import fs from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { centralFacility, submitBrokerOrder } from './support/broker-orders';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO, openSignedIn, portalAs } from './support/session';

/**
 * The record of a brokered load and the driver's own confirmation before pickup. Each test makes its
 * load: the broker enters an order on one of its seeded lanes and books it (spot) with Blue Ridge.
 * Blue Ridge's dispatcher downloads the transaction record as a PDF and a CSV from the shipment page;
 * on another load, picking up within the hour, the driver confirms name and truck on a phone and the
 * dispatcher sees the confirmation where a warning stood.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('transaction-record', name);

interface Place {
  city: string;
  state: string;
  postalCode: string;
}

/** A Ready to Book load of the broker's, picking up `minutesAhead` from now, booked with Blue Ridge at $1,975.25. */
async function bookedLoad(request: APIRequestContext, minutesAhead: number): Promise<{ id: number; shipmentNumber: string }> {
  const broker = await portalAs(request, DEMO.broker);
  const list = await broker.get<{ data: { shippingMode: string; equipmentMode: string; origin: Place; destination: Place }[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  const lane = list.data.find((row) => row.shippingMode === 'TL' && row.equipmentMode === 'Dry');
  expect(lane, 'a Ready to Book dry truckload of the broker').toBeDefined();
  const pickup = new Date(Date.now() + minutesAhead * 60_000);
  const dropoff = new Date(pickup.getTime() + 2 * 86_400_000);
  const orderNumber = await submitBrokerOrder(request, {
    stops: [
      { stopType: 'Pickup', location: centralFacility('Record test mill', lane!.origin), earlyDateTime: pickup.toISOString(), lineItems: [{ description: 'Paper rolls', packageCount: 12, totalWeight: 9000 }] },
      { stopType: 'Dropoff', location: centralFacility('Record test DC', lane!.destination), earlyDateTime: dropoff.toISOString() },
    ],
  });
  const session = await apiSession(request, DEMO.broker);
  const order = (await (await request.get(`/portal/api/orders/${orderNumber}`, { headers: session.headers })).json()) as { data: { shipment: { id: number; shipmentNumber: string } } };
  const shipment = order.data.shipment;
  const carrier = await apiSession(request, DEMO.dispatcher);
  const booked = await request.post(`/portal/api/shipments/${shipment.id}/book-spot`, { headers: session.headers, data: { rate: 1975.25, carrierId: carrier.user.companyId } });
  expect(booked.status(), await booked.text()).toBe(200);
  return shipment;
}

async function expectNoSeriousAxe(page: Page, include: string) {
  const results = await wcagScan(page).include(include).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the booked carrier downloads the transaction record as a PDF and a CSV', async ({ page, request }) => {
  const load = await bookedLoad(request, 3 * 24 * 60);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${load.shipmentNumber}`);

  const button = page.getByRole('button', { name: 'Transaction record' });
  await button.click();
  const menu = page.getByRole('menu', { name: 'Transaction record' });
  await expect(menu).toBeVisible();
  await expectNoSeriousAxe(page, '[role="menu"]');
  await captureWhole(page, shot('menu-desktop.png'), DESKTOP.width);

  const [pdf] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: /Download PDF/ }).click()]);
  expect(pdf.suggestedFilename()).toBe(`transaction-record-${load.shipmentNumber}.pdf`);
  const pdfBytes = fs.readFileSync(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

  await button.click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Download CSV/ }).click()]);
  expect(csv.suggestedFilename()).toBe(`transaction-record-${load.shipmentNumber}.csv`);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe('Section,Item,Detail,Amount (USD),Date,Paid on');
  expect(text).toContain(`Record,Shipment,${load.shipmentNumber}`);
  expect(text).toContain('Blue Ridge Transport LLC');
  expect(text).toContain('Amount,Agreed carrier rate (line haul)');
  expect(text).toContain('1975.25');
  expect(text).toContain('Record test mill');

  // The same button on a phone, with the page still passing axe.
  await page.setViewportSize(PHONE);
  await expect(button).toBeVisible();
  await expectNoSeriousAxe(page, 'main');
  await captureWhole(page, shot('shipment-phone.png'), PHONE.width);
});

test('the driver confirms name and truck on a phone before pickup; the carrier sees it', async ({ page, browser, request }) => {
  const load = await bookedLoad(request, 60);
  const dispatch = await portalAs(request, DEMO.dispatcher);
  const drivers = await dispatch.get<{ data: { id: number; name: string }[] }>('/drivers', { q: 'Marcus' });
  const marcus = drivers.data.find((d) => d.name === 'Marcus Hill');
  expect(marcus, 'Blue Ridge has Marcus Hill').toBeDefined();
  const session = await apiSession(request, DEMO.dispatcher);
  const assigned = await request.put(`/portal/api/shipments/${load.id}/drivers`, { headers: session.headers, data: { driverIds: [marcus!.id] } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The dispatcher's page warns: pickup within two hours and nobody has confirmed.
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.dispatcher, `/shipments/${load.shipmentNumber}`);
  await expect(page.getByTestId('driver-confirmation')).toHaveText('Driver not confirmed');
  await expectNoSeriousAxe(page, '[data-testid="driver-confirmation"]');

  // The driver, on a phone, confirms.
  const truck = `E2E-${Date.now() % 100000}`;
  const phone = await browser.newContext({ viewport: PHONE });
  const driverPage = await phone.newPage();
  await openSignedIn(driverPage, DEMO.driver, `/my-shipments/${load.shipmentNumber}`);
  const form = driverPage.getByRole('region', { name: 'Confirm driver and truck' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Your full name')).toHaveValue('Marcus Hill');
  await expectNoSeriousAxe(driverPage, 'main');
  await captureWhole(driverPage, shot('driver-form-phone.png'), PHONE.width);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('Enter the truck number')).toBeVisible();
  await form.getByLabel('Truck number').fill(truck);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toContainText(`Driver confirmed: Marcus Hill, truck ${truck}, `);
  await expectNoSeriousAxe(driverPage, 'main');
  await captureWhole(driverPage, shot('driver-confirmed-phone.png'), PHONE.width);
  await phone.close();

  // The dispatcher sees who confirmed, which truck and when.
  await page.reload();
  await expect(page.getByTestId('driver-confirmation')).toContainText(new RegExp(`^Driver confirmed: Marcus Hill, truck ${truck}, \\d{2}/\\d{2}/\\d{4} `));
  await expectNoSeriousAxe(page, '[data-testid="driver-confirmation"]');
  await captureWhole(page, shot('carrier-confirmed-desktop.png'), DESKTOP.width);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('driver-confirmation')).toBeVisible();
  await expectNoSeriousAxe(page, 'main');
  await captureWhole(page, shot('carrier-confirmed-phone.png'), PHONE.width);
});
