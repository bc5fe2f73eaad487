import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { centralFacility, submitBrokerOrder } from './support/broker-orders';
import { copyOrderThreeTimes } from './support/order-copies';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn, portalAs } from './support/session';

/**
 * The broker side end to end: an order with three stops and a hazmat line becomes a Ready to
 * Book shipment; the broker shops its rates from the order's logistics tab and tenders it to Blue
 * Ridge; Blue Ridge accepts on its Tenders page; back as the broker the shipment is Booked and its bill
 * of lading opens in the viewer. A second flow copies an order three times and books one copy on a
 * spot quote that Blue Ridge answered. A third checks that the broker's search of a Ready to Book
 * shipment, and a shipment_id link carrying its id, open the shipment's details (brokers are refused
 * the load board). The orders' lane is one of the broker's own seeded lanes, where the carriers hold
 * contract rates.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const BLUE_RIDGE = 'Blue Ridge Transport LLC';

interface Place {
  city: string;
  state: string;
  postalCode: string;
}
interface BookingRow {
  shipmentNumber: string;
  shippingMode: string;
  equipmentMode: string;
  origin: Place;
  destination: Place;
}

/** A lane of the broker's own Ready to Book truckload freight (carriers hold contract rates on it). */
async function seededLane(request: APIRequestContext): Promise<BookingRow> {
  const api = await portalAs(request, DEMO.broker);
  const list = await api.get<{ data: BookingRow[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  const lane = list.data.find((row) => row.shippingMode === 'TL' && row.equipmentMode === 'Dry');
  expect(lane, 'a Ready to Book dry truckload of the broker').toBeDefined();
  return lane!;
}

const isoDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00-05:00`;

/** The order a broker enters: two pickups (one with a hazmat line) and a dropoff on the lane. */
async function enterOrder(request: APIRequestContext, lane: BookingRow): Promise<string> {
  return submitBrokerOrder(request, {
    hazmatEmergencyContactInfo: 'CHEMTREC 1-800-424-9300',
    stops: [
      {
        stopType: 'Pickup',
        location: centralFacility('Adhesives plant', lane.origin),
        earlyDateTime: isoDay(5, 8),
        lineItems: [{ description: 'Flammable liquid, n.o.s. (adhesive)', packageCount: 10, totalWeight: 8000, isHazmat: true, hazmatUnNumber: 'UN1133', hazmatClass: '3', hazmatPackingGroup: 'III' }],
      },
      { stopType: 'Pickup', location: centralFacility('Paper mill', lane.origin), earlyDateTime: isoDay(5, 13), lineItems: [{ description: 'Paper towels', packageCount: 20, totalWeight: 12000 }] },
      { stopType: 'Dropoff', location: centralFacility('Distribution center', lane.destination), earlyDateTime: isoDay(8, 8) },
    ],
  });
}

test('an order is rated, tendered to Blue Ridge, accepted, Booked, and its bill of lading opens', async ({ page, browser, request }) => {
  const orderNumber = await enterOrder(request, await seededLane(request));

  await openSignedIn(page, DEMO.broker, `/orders/${orderNumber}/preview/logistics`);
  const shipmentHeading = page.getByRole('heading', { name: /^Shipment \d+/ });
  await expect(shipmentHeading).toBeVisible();
  const shipmentNumber = /\d+/.exec((await shipmentHeading.textContent()) ?? '')![0];
  await expect(page.getByTestId('order-shipment-status')).toHaveText('Ready to Book');

  // Shop rates: Blue Ridge's contract on the lane is among them.
  await page.getByTestId('broker-shipment-actions').getByRole('link', { name: 'Shop rates' }).click();
  const comparison = page.getByTestId('rate-comparison');
  await expect(comparison.getByRole('heading', { level: 1, name: `Shipment ${shipmentNumber}` })).toBeVisible();
  await expect(comparison.getByRole('table', { name: 'Rate comparison' })).toContainText(BLUE_RIDGE);

  // Tender it to Blue Ridge.
  await comparison.getByTestId('broker-shipment-actions').getByRole('button', { name: 'Tender' }).click();
  const dialog = page.getByRole('dialog', { name: `Tender shipment ${shipmentNumber}` });
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: new RegExp(BLUE_RIDGE) }).click();
  await dialog.getByRole('button', { name: 'Send tender' }).click();
  await expect(page.getByText(`Shipment ${shipmentNumber} successfully tendered.`)).toBeVisible();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Tendering');

  // Blue Ridge finds the tender and accepts it.
  const carrierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const carrier = await carrierContext.newPage();
  await openSignedIn(carrier, DEMO.carrierAdmin, '/tenders');
  await dismissExpiredTokenDialog(carrier);
  await carrier.getByLabel('Search tenders').fill(shipmentNumber);
  await carrier.getByRole('link', { name: new RegExp(`shipment ${shipmentNumber}$`) }).click();
  await carrier.getByTestId('tender-detail').getByRole('button', { name: 'Accept' }).click();
  const accept = carrier.getByRole('dialog', { name: /Accept tender/ });
  await accept.getByRole('button', { name: 'Truck not in your fleet? Type its number' }).click();
  await accept.getByLabel('Truck number').fill('E2E-ORDER');
  await accept.getByRole('button', { name: 'Accept tender' }).click();
  await expect(carrier.getByText('Response sent!')).toBeVisible();
  await carrierContext.close();

  // Back as the broker: Booked with Blue Ridge, and the bill of lading opens in the viewer.
  await page.goto(`/orders/${orderNumber}/preview/logistics`);
  await expect(page.getByTestId('order-shipment-status')).toHaveText('Booked');
  await expect(page.getByTestId('broker-shipment-actions')).toContainText(`Booked with ${BLUE_RIDGE}`);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Bill of Lading' }).click();
  await expect(page.getByText(`BOL successfully generated for ${orderNumber}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Document viewer: bill-of-lading-${orderNumber}.pdf` })).toBeVisible({ timeout: 20_000 });
});

test('an order copied three times: one copy is booked on the spot quote Blue Ridge answered', async ({ page, browser, request }) => {
  const orderNumber = await enterOrder(request, await seededLane(request));

  await openSignedIn(page, DEMO.broker);
  const [copy] = await copyOrderThreeTimes(page, orderNumber, 1);

  // The broker asks Blue Ridge for a spot rate on the copy's shipment (the carrier rate request call).
  const broker = await apiSession(request, DEMO.broker);
  const carrierUser = await apiSession(request, DEMO.carrierAdmin);
  const copied = (await (await request.get(`/portal/api/orders/${copy}`, { headers: broker.headers })).json()) as { data: { shipment: { id: number; shipmentNumber: string } } };
  const { id: shipmentId, shipmentNumber } = copied.data.shipment;
  const asked = await request.post('/portal/api/rates/carrier-rate-requests', { headers: broker.headers, data: { shipmentId, carrierId: carrierUser.user.companyId, rateType: 'Spot' } });
  expect(asked.status(), await asked.text()).toBe(200);
  const rateRequestId = ((await asked.json()) as { data: { id: number } }).data.id;

  // Blue Ridge answers on its Rate Requests page.
  const carrierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const carrier = await carrierContext.newPage();
  await openSignedIn(carrier, DEMO.carrierAdmin, `/rates/${rateRequestId}/preview`);
  await dismissExpiredTokenDialog(carrier);
  const form = carrier.getByRole('form', { name: 'Respond to rate request' });
  await form.getByLabel('Your rate').fill('2150.50');
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(carrier.getByText('Response sent!')).toBeVisible();
  await carrierContext.close();

  // The broker books the copy on that spot quote.
  await page.goto(`/rates/spot/shipment/${shipmentNumber}`);
  const comparison = page.getByTestId('rate-comparison');
  const row = comparison.getByTestId('rate-row').filter({ hasText: BLUE_RIDGE }).first();
  await expect(row).toContainText('$2,150.50');
  await row.getByRole('button', { name: /^Book / }).click();
  await page.getByRole('dialog', { name: `Book shipment ${shipmentNumber} with ${BLUE_RIDGE}?` }).getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText(`Shipment ${shipmentNumber} booked with ${BLUE_RIDGE}`)).toBeVisible();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Booked');
  await page.goto(`/orders/${copy}/preview/logistics`);
  await expect(page.getByTestId('order-shipment-status')).toHaveText('Booked');
});

test("a broker's search of a Ready to Book shipment, and a shipment_id link by its id, open the shipment's details", async ({ page, request }) => {
  const orderNumber = await enterOrder(request, await seededLane(request));
  const broker = await portalAs(request, DEMO.broker);
  const { data: order } = await broker.get<{ data: { shipment: { id: number; shipmentNumber: string } } }>(`/orders/${orderNumber}`);
  const { id, shipmentNumber } = order.shipment;
  const details = new RegExp(`/all-shipments/${shipmentNumber}/preview/details$`);

  // The load board refuses brokers, so the search opens the shipment's details instead.
  await openSignedIn(page, DEMO.broker);
  await page.getByPlaceholder('Search Shipments').fill(shipmentNumber);
  const result = page.getByTestId('shipment-search-result').filter({ hasText: shipmentNumber }).first();
  await expect(result).toContainText('Ready to Book');
  await result.click();
  await expect(page).toHaveURL(details);
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${shipmentNumber}`);
  await expect(page.getByText('You are not Authorized for this content')).toHaveCount(0);

  // An entry link naming the shipment by its id lands on the same page.
  await page.goto(`/?shipment_id=${id}`);
  await expect(page).toHaveURL(details);
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${shipmentNumber}`);
});
