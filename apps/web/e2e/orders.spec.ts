import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { centralFacility, submitBrokerOrder } from './support/broker-orders';
import { copyOrderThreeTimes } from './support/order-copies';
import { captureWhole, shotPath } from './support/screenshots';
import { DEMO, openSignedIn } from './support/session';
import { wcagScan } from './support/axe';

const shot = (name: string) => shotPath('orders', name);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await wcagScan(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`);
}

/** A wall time `days` from now, as a datetime-local input takes it. */
const localDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
const isoDay = (days: number, hour: number, offset = '-05:00') => `${localDay(days, hour)}:00${offset}`;

/** Picks a saved facility: type into the stop's "Saved facility" box, choose the option whose text matches. */
async function pickSavedFacility(page: Page, stop: Locator, search: string, option: RegExp): Promise<string> {
  await stop.getByRole('combobox', { name: 'Saved facility' }).fill(search);
  const choice = page.getByRole('option', { name: option }).first();
  const name = (await choice.locator('p, span').first().textContent()) ?? '';
  await choice.click();
  return name.trim();
}

/** Enters a new facility on the stop: name, street, city/ZIP (chosen from the place box) and contact. */
async function enterNewFacility(page: Page, stop: Locator, facility: { name: string; street: string; zip: string; place: RegExp; contact?: string; phone?: string }) {
  await stop.getByRole('button', { name: 'Enter a new facility' }).click();
  await stop.getByRole('textbox', { name: 'Facility name' }).fill(facility.name);
  await stop.getByRole('textbox', { name: 'Street address' }).fill(facility.street);
  await stop.getByRole('combobox', { name: 'City, state and ZIP' }).fill(facility.zip);
  await page.getByRole('option', { name: facility.place }).first().click();
  if (facility.contact) await stop.getByRole('textbox', { name: 'Contact name' }).fill(facility.contact);
  if (facility.phone) await stop.getByRole('textbox', { name: 'Contact phone' }).fill(facility.phone);
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An order made through the API, as the form would send it. */
async function orderThroughApi(request: APIRequestContext): Promise<string> {
  return submitBrokerOrder(request, {
    stops: [
      { stopType: 'Pickup', location: centralFacility('Memphis DC', { city: 'Memphis', state: 'TN', postalCode: '38103' }), earlyDateTime: isoDay(5, 8), lineItems: [{ description: 'Canned goods', packageCount: 22, totalWeight: 30000 }] },
      { stopType: 'Dropoff', location: centralFacility('Houston Receiving', { city: 'Houston', state: 'TX', postalCode: '77002' }), earlyDateTime: isoDay(7, 8) },
    ],
  });
}

test('the broker creates a three-stop order at saved and new facilities, with a hazmat line, and finds it in the list and preview', async ({ page }) => {
  await openSignedIn(page, DEMO.broker, '/orders/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Create order' })).toBeVisible();
  await page.getByRole('button', { name: 'Add pickup' }).click();

  const first = page.getByRole('region', { name: 'Stop 1: Pickup' });
  const savedName = await pickSavedFacility(page, first, 'Apex', /Apex Brokerage Partners/);
  await expect(first.getByRole('combobox', { name: 'Saved facility' })).toHaveValue(savedName);
  await first.getByLabel(/^Early/).fill(localDay(6, 8));
  await first.getByLabel(/^Late/).fill(localDay(6, 16));
  await first.getByLabel('Description').fill('Flammable liquid, n.o.s. (adhesive)');
  await first.getByLabel('Pieces').fill('10');
  await first.getByLabel('Total weight (lb)').fill('8000');
  await first.getByLabel('Hazardous materials').check();
  await first.getByLabel(/UN number/).fill('UN1133');
  await choose(page, first, 'Hazard class', '3');
  await choose(page, first, 'Packing group', 'III');

  const second = page.getByRole('region', { name: 'Stop 2: Pickup' });
  await enterNewFacility(page, second, { name: 'Music Row Paper Co.', street: '1200 Division St', zip: '37203', place: /Nashville, TN 37203/ });
  await second.getByLabel(/^Early/).fill(localDay(7, 8));
  await second.getByLabel('Description').fill('Paper towels');
  await second.getByLabel('Pieces').fill('20');
  await second.getByLabel('Total weight (lb)').fill('12000');

  const third = page.getByRole('region', { name: 'Stop 3: Dropoff' });
  await third.getByRole('button', { name: 'Enter a new facility' }).click();
  await third.getByRole('textbox', { name: 'Facility name' }).fill('Trinity Cold Storage');
  await third.getByRole('combobox', { name: 'City, state and ZIP' }).fill('75201');
  await page.getByRole('option', { name: /Dallas, TX 75201/ }).first().click();
  await third.getByRole('textbox', { name: 'Contact name' }).fill('Dana Ruiz');
  await third.getByRole('textbox', { name: 'Contact phone' }).fill('(214) 555-0142');
  await third.getByLabel(/^Early/).fill(localDay(9, 8));

  // A new facility needs its street, and a hazmat line the emergency contact: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(third.getByText('Enter the street address of the facility')).toBeVisible();
  await third.getByRole('textbox', { name: 'Street address' }).fill('2500 Irving Blvd');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('An order with hazmat lines needs a hazmat emergency contact')).toBeVisible();
  await page.getByLabel('Hazmat emergency contact').fill('CHEMTREC 1-800-424-9300');

  // The form with both kinds of facility, at desktop and phone widths, and by axe.
  for (const width of [1440, 390]) await captureWhole(page, shot(`order-form-facilities-${width}.png`), width);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Order ORD-\d+ Successfully Created$/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: /^Order ORD-\d+/ });
  await expect(heading).toBeVisible();
  const orderNumber = /ORD-\d+/.exec((await heading.textContent()) ?? '')![0];
  await expect(page.getByText('Ready to Book').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stop 1' })).toContainText(savedName);
  await expect(page.getByRole('region', { name: 'Stop 2' })).toContainText('Music Row Paper Co.');
  await expect(page.getByRole('region', { name: 'Stop 2' })).toContainText('1200 Division St, Nashville, TN 37203');
  await expect(page.getByRole('region', { name: 'Stop 3' })).toContainText('Trinity Cold Storage');
  await expect(page.getByRole('region', { name: 'Stop 3' })).toContainText('2500 Irving Blvd, Dallas, TX 75201');
  await expect(page.getByRole('region', { name: 'Stop 3' })).toContainText('Contact: Dana Ruiz (214) 555-0142');
  await expect(page.getByText(/Hazmat UN1133 class 3 PG III/)).toBeVisible();
  for (const width of [1440, 390]) await captureWhole(page, shot(`order-preview-facilities-${width}.png`), width);

  // The new facility is saved: the next order can pick it.
  await page.goto('/orders/create');
  const next = page.getByRole('region', { name: 'Stop 1: Pickup' });
  await expect(await pickSavedFacility(page, next, 'Trinity', /Trinity Cold Storage/)).toBe('Trinity Cold Storage');

  await page.goto('/orders');
  await page.getByLabel('Search orders').fill(orderNumber);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
});

test('the broker duplicates an order three times and sees the three new orders', async ({ page, request }) => {
  const orderNumber = await orderThroughApi(request);
  await openSignedIn(page, DEMO.broker);
  const numbers = await copyOrderThreeTimes(page, orderNumber, 7);
  await page.goto('/orders');
  for (const number of numbers) await expect(page.getByRole('link', { name: number })).toBeVisible();
});

test('generating the bill of lading opens it in the document viewer', async ({ page, request }) => {
  const orderNumber = await orderThroughApi(request);
  await openSignedIn(page, DEMO.broker, `/orders/${orderNumber}/preview/details`);
  const bol = page.getByRole('button', { name: 'Bill of Lading' });
  await expect(bol).toBeEnabled();
  await bol.click();
  await expect(page.getByText(`BOL successfully generated for ${orderNumber}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Document viewer: bill-of-lading-${orderNumber}.pdf` })).toBeVisible({ timeout: 20_000 });
});
