import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { centralFacility, submitBrokerOrder } from './support/broker-orders';
import { apiSession, DEMO, openSignedIn, portalAs } from './support/session';

/**
 * Offers on a board load: Blue Ridge's dispatcher offers a rate on a new load of the broker from the
 * load's page, the broker counters from its shipment page, the carrier accepts the counter, the
 * broker accepts, and the carrier confirms within its window: the load is booked to Blue Ridge at the
 * agreed rate. A second load's offer is left to expire, and the broker can no longer accept it.
 * Both pages are scanned with axe at 1440 and 390 px.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.OFFER_SHOTS;

interface Place {
  city: string;
  state: string;
  postalCode: string;
}

const isoDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00-05:00`;

/** A new Ready to Book dry truckload of the broker, on a lane of its seeded freight. */
async function newLoad(request: APIRequestContext): Promise<{ id: number; shipmentNumber: string }> {
  const broker = await portalAs(request, DEMO.broker);
  const list = await broker.get<{ data: { shippingMode: string; equipmentMode: string; origin: Place; destination: Place }[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  const lane = list.data.find((row) => row.shippingMode === 'TL' && row.equipmentMode === 'Dry');
  expect(lane, 'a Ready to Book dry truckload of the broker').toBeDefined();
  const orderNumber = await submitBrokerOrder(request, {
    stops: [
      { stopType: 'Pickup', location: centralFacility('Cannery', lane!.origin), earlyDateTime: isoDay(5, 8), lineItems: [{ description: 'Canned tomatoes', packageCount: 18, totalWeight: 14000 }] },
      { stopType: 'Dropoff', location: centralFacility('Grocery warehouse', lane!.destination), earlyDateTime: isoDay(7, 8) },
    ],
  });
  const { data } = await broker.get<{ data: { shipment: { id: number; shipmentNumber: string } } }>(`/orders/${orderNumber}`);
  return data.shipment;
}

/** Serious and critical axe findings of the page, at both widths (the page is left at desktop width). */
async function violations(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  // A toast fading in or out is scanned half transparent: wait for it to go.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  for (const [name, size] of [['1440', DESKTOP], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${where}-${name}.png`, fullPage: true });
    const results = await wcagScan(page).analyze();
    found.push(...results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where} ${name}: ${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`));
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

test('a carrier offers, the broker counters, the carrier accepts, the broker accepts, the carrier confirms and the load is booked at the agreed rate', async ({ page, browser, request }) => {
  const load = await newLoad(request);
  const carrierContext = await browser.newContext({ viewport: DESKTOP });
  const carrier = await carrierContext.newPage();

  // The carrier names its rate on the load's page.
  await openSignedIn(carrier, DEMO.dispatcher, `/available-freight/${load.shipmentNumber}`);
  const mine = carrier.getByTestId('carrier-offer');
  await mine.getByLabel('Rate (USD)').fill('1800');
  await mine.getByLabel('Note (optional)').fill('Truck empty nearby the day before');
  await mine.getByRole('button', { name: 'Send offer' }).click();
  await expect(carrier.getByText('Offer sent')).toBeVisible();
  await expect(mine.getByTestId('offer-status')).toHaveText('Waiting for the broker');
  expect(await violations(carrier, 'carrier-offer')).toEqual([]);

  // The broker sees it with the carrier's standing and counters.
  await openSignedIn(page, DEMO.broker, `/shipments/${load.shipmentNumber}`);
  const offers = page.getByTestId('load-offers');
  const card = offers.getByTestId('offer-card').filter({ hasText: 'Blue Ridge Transport LLC' });
  await expect(card.getByTestId('offer-rate')).toHaveText('$1,800.00');
  await expect(card).toContainText('Score card:');
  await expect(card).toContainText(/Compliant|Not compliant/);
  expect(await violations(page, 'broker-offers')).toEqual([]);
  await card.getByRole('button', { name: 'Counter' }).click();
  await card.getByLabel('Rate (USD)').fill('1950');
  await card.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(page.getByText('Counter-offer sent')).toBeVisible();
  await expect(card.getByTestId('offer-status')).toHaveText('Countered: waiting for the carrier');

  // The carrier accepts the counter (its page hears of it through the live updates).
  await expect(mine.getByTestId('offer-status')).toHaveText('Countered by the broker');
  await expect(mine.getByTestId('offer-rate')).toHaveText('$1,950.00');
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(carrier.getByText('Offer accepted')).toBeVisible();

  // The broker accepts: the carrier has 15 minutes to confirm.
  await expect(card.getByTestId('offer-status')).toHaveText('Waiting for your answer');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByTestId('offer-status')).toHaveText('Accepted: waiting for the carrier to confirm');

  await expect(mine.getByTestId('offer-status')).toHaveText('Accepted: confirm to book');
  await expect(mine).toContainText('Confirm by');
  await mine.getByRole('button', { name: 'Confirm and book' }).click();
  await expect(carrier.getByText(`Shipment ${load.shipmentNumber} booked at $1,950.00`)).toBeVisible();
  await expect(carrier).toHaveURL(new RegExp(`/shipments/${load.shipmentNumber}$`));

  const dispatcher = await apiSession(request, DEMO.dispatcher);
  const shipment = await request.get(`/portal/api/shipments/by-number/${load.shipmentNumber}`, { headers: dispatcher.headers });
  expect(shipment.ok(), await shipment.text()).toBeTruthy();
  expect(await shipment.json()).toMatchObject({ shipmentStatus: { displayName: 'Booked' }, rate: 1950 });
  await carrierContext.close();
});

test('an offer past its valid-until cannot be accepted', async ({ page, request }) => {
  const load = await newLoad(request);
  const dispatcher = await apiSession(request, DEMO.dispatcher);
  const made = await request.post('/portal/api/offers', { headers: dispatcher.headers, data: { shipmentNumber: load.shipmentNumber, rate: 1700, validUntil: new Date(Date.now() + 4_000).toISOString() } });
  expect(made.status(), await made.text()).toBe(201);
  const offerId = (await made.json()).data.id as number;
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  await openSignedIn(page, DEMO.broker, `/shipments/${load.shipmentNumber}`);
  const card = page.getByTestId('load-offers').getByTestId('offer-card');
  await expect(card.getByTestId('offer-status')).toHaveText('Expired');
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const broker = await apiSession(request, DEMO.broker);
  const refused = await request.post(`/portal/api/offers/${offerId}/accept`, { headers: broker.headers });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).detail).toMatch(/^This offer expired at .* and can no longer be accepted$/);
});
