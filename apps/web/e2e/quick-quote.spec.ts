import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { bearer, DEMO, openSignedIn } from './support/session';

/** A date `days` from today, as a date input takes it. */
const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await wcagScan(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`);
}

/** Chooses a place by keyboard: types into the box, moves to the first suggestion and takes it. */
async function choosePlace(page: Page, box: Locator, text: string, option: RegExp) {
  await box.focus();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(new RegExp(text));
}

test('the broker quotes a lane and makes it an order with the quoted stops', async ({ page, request }) => {
  await openSignedIn(page, DEMO.broker, '/orders');
  // The rail offers the quick quote beside Orders.
  await page.getByRole('link', { name: 'Quick Quote' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Quote' })).toBeVisible();

  // By keyboard: the two places from the suggestions, the date, the weight and pallets; Enter asks for rates.
  const form = page.getByRole('form', { name: 'Quick quote' });
  await form.getByRole('button', { name: 'Get rates' }).click();
  await expect(form.getByText('Choose the origin from the list')).toBeVisible();
  await choosePlace(page, form.getByRole('combobox', { name: 'Origin' }), '60601', /60601/);
  await choosePlace(page, form.getByRole('combobox', { name: 'Destination' }), '75201', /75201/);
  const pickupDate = isoDate(3);
  await form.getByLabel('Pickup date').fill(pickupDate);
  await form.getByRole('textbox', { name: 'Pallets' }).fill('10');
  await form.getByRole('textbox', { name: 'Pallets' }).press('Enter');
  await expect(form.getByText('Enter the weight of the pallets')).toBeVisible();
  await form.getByRole('textbox', { name: 'Weight (lb)' }).fill('18000');
  await form.getByRole('textbox', { name: 'Weight (lb)' }).press('Enter');

  // The rates cheapest first, and the cheapest bookable one kept as a quote with its expiry.
  const rates = page.getByRole('table', { name: 'Rates, cheapest first' });
  await expect(rates.getByTestId('quick-rate-row').first()).toBeVisible();
  const totals = await rates.getByTestId('quick-rate-row').locator('td:nth-child(2)').allTextContents();
  const amounts = totals.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  const kept = page.getByRole('region', { name: /Quote kept for Chicago, IL → Dallas, TX/ });
  await expect(kept.getByTestId('quote-expiry')).toContainText('Holds until');
  const quoteId = /Quote ([0-9a-f-]{36})/.exec((await kept.textContent()) ?? '')![1];
  const quote = await request.get(`/portal/api/rates/quotes/${quoteId}`, { headers: await bearer(request, DEMO.broker) });
  expect(quote.status()).toBe(200);
  expect(Date.parse(((await quote.json()) as { data: { quoteExpiresAt: string } }).data.quoteExpiresAt)).toBeGreaterThan(Date.now());
  expect(await seriousViolations(page)).toEqual([]);

  // Make it an order: the form comes filled from the quote; the broker enters only the two facilities.
  await kept.getByRole('button', { name: 'Make it an order' }).press('Enter');
  await expect(page).toHaveURL(/\/orders\/create$/);
  await expect(page.getByTestId('quote-order-notice')).toContainText('Chicago, IL → Dallas, TX');
  const pickup = page.getByRole('region', { name: 'Stop 1: Pickup' });
  const dropoff = page.getByRole('region', { name: 'Stop 2: Dropoff' });
  await expect(pickup.getByRole('combobox', { name: 'City, state and ZIP' })).toHaveValue(/Chicago, IL 60601/);
  await expect(dropoff.getByRole('combobox', { name: 'City, state and ZIP' })).toHaveValue(/Dallas, TX 75201/);
  await expect(pickup.getByLabel(/^Early/)).toHaveValue(`${pickupDate}T08:00`);
  await expect(pickup.getByLabel('Total weight (lb)')).toHaveValue('18000');
  await pickup.getByRole('textbox', { name: 'Facility name' }).fill('Loop Dry Goods');
  await pickup.getByRole('textbox', { name: 'Street address' }).fill('100 W Randolph St');
  await dropoff.getByRole('textbox', { name: 'Facility name' }).fill('Trinity Receiving');
  await dropoff.getByRole('textbox', { name: 'Street address' }).fill('2500 Irving Blvd');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();

  // The order exists with the quote's stops, and the broker is on its preview.
  await expect(page.getByText(/^Order ORD-\d+ Successfully Created$/)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/ORD-\d+\/preview\/details$/);
  const orderNumber = /ORD-\d+/.exec(page.url())![0];
  await openSignedIn(page, DEMO.broker, `/orders/${orderNumber}/preview/details`);
  await expect(page.getByRole('region', { name: 'Stop 1' })).toContainText('100 W Randolph St, Chicago, IL 60601');
  await expect(page.getByRole('region', { name: 'Stop 2' })).toContainText('2500 Irving Blvd, Dallas, TX 75201');
  const order = await request.get(`/portal/api/orders/${orderNumber}`, { headers: await bearer(request, DEMO.broker) });
  const saved = ((await order.json()) as { data: { equipmentMode: string; shippingMode: string; stops: { location: { postalCode: string } }[] } }).data;
  expect(saved).toMatchObject({ equipmentMode: 'Dry', shippingMode: 'TL' });
  expect(saved.stops.map((s) => s.location.postalCode)).toEqual(['60601', '75201']);
});
