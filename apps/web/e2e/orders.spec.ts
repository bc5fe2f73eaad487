import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { copyOrderThreeTimes } from './support/order-copies';
import { apiToken, DEMO, openSignedIn } from './support/session';

/** A wall time `days` from now, as a datetime-local input takes it. */
const localDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
const isoDay = (days: number, hour: number, offset = '-05:00') => `${localDay(days, hour)}:00${offset}`;

async function pickLocation(page: Page, stop: Locator, search: string, option: RegExp) {
  await stop.getByRole('combobox', { name: /Location/ }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An order made through the API, as the form would send it. */
async function orderThroughApi(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, DEMO.broker);
  const place = (name: string, city: string, state: string, postalCode: string) => ({ name, city, state, postalCode, ianaTimezone: 'America/Chicago' });
  const response = await request.post('/portal/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      shippingMode: 'TL',
      equipmentMode: 'Dry',
      submit: true,
      stops: [
        { stopType: 'Pickup', location: place('Memphis DC', 'Memphis', 'TN', '38103'), earlyDateTime: isoDay(5, 8), lineItems: [{ description: 'Canned goods', packageCount: 22, totalWeight: 30000 }] },
        { stopType: 'Dropoff', location: place('Houston Receiving', 'Houston', 'TX', '77002'), earlyDateTime: isoDay(7, 8) },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { orderNumber: string } }).data.orderNumber;
}

test('the broker creates a three-stop order with a hazmat line and finds it in the list and preview', async ({ page }) => {
  await openSignedIn(page, DEMO.broker, '/orders/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Create order' })).toBeVisible();
  await page.getByRole('button', { name: 'Add pickup' }).click();

  const first = page.getByRole('region', { name: 'Stop 1: Pickup' });
  await pickLocation(page, first, '30303', /Atlanta, GA 30303/);
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
  await pickLocation(page, second, '37203', /Nashville, TN 37203/);
  await second.getByLabel(/^Early/).fill(localDay(7, 8));
  await second.getByLabel('Description').fill('Paper towels');
  await second.getByLabel('Pieces').fill('20');
  await second.getByLabel('Total weight (lb)').fill('12000');

  const third = page.getByRole('region', { name: 'Stop 3: Dropoff' });
  await pickLocation(page, third, '75201', /Dallas, TX 75201/);
  await third.getByLabel(/^Early/).fill(localDay(9, 8));

  // The hazmat line needs the emergency contact: the shared schema says so before anything is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('An order with hazmat lines needs a hazmat emergency contact')).toBeVisible();
  await page.getByLabel('Hazmat emergency contact').fill('CHEMTREC 1-800-424-9300');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/^Order ORD-\d+ Successfully Created$/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: /^Order ORD-\d+/ });
  await expect(heading).toBeVisible();
  const orderNumber = /ORD-\d+/.exec((await heading.textContent()) ?? '')![0];
  await expect(page.getByText('Ready to Book').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stop 3' })).toContainText('Dallas');
  await expect(page.getByText(/Hazmat UN1133 class 3 PG III/)).toBeVisible();

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
