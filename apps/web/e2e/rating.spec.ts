import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, dismissExpiredTokenDialog, openSignedIn, portalAs } from './support/session';
import { SCREENSHOT_DIR, snap } from './support/screenshots';

/**
 * Rating, booking and tendering from the broker's side: the broker compares a Ready to Book
 * shipment's rates, tenders it to Blue Ridge, Blue Ridge accepts on its Tenders page and the broker
 * finds it Booked; and a booking straight from a contract or spot row. Shipments are picked through
 * the broker's own booking list (Ready to Book, not only those needing updates) and their rates.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const BLUE_RIDGE = 'Blue Ridge Transport LLC';
const screenshots = SCREENSHOT_DIR;
const shot = (name: string) => path.join(screenshots, name);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface ShipmentRow {
  id: number;
  shipmentNumber: string;
}
interface RateRow {
  carrierName: string | null;
  rateType: string;
  bookAs: string | null;
  price: number;
}

/** The broker's Ready to Book shipments with their rates, in list order. */
async function readyToBook(request: APIRequestContext) {
  const api = await portalAs(request, DEMO.broker);
  const list = await api.get<{ data: ShipmentRow[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  expect(list.data.length).toBeGreaterThan(2);
  return {
    shipments: list.data,
    rates: (shipment: ShipmentRow) => api.get<RateRow[]>('/rates/unified', { shipmentId: shipment.id }),
  };
}

async function pick(request: APIRequestContext, fromEnd: boolean, wanted: (rates: RateRow[]) => RateRow | undefined) {
  const { shipments, rates } = await readyToBook(request);
  for (const shipment of fromEnd ? [...shipments].reverse() : shipments) {
    const rate = wanted(await rates(shipment));
    if (rate) return { shipment, rate };
  }
  throw new Error('No Ready to Book shipment of the broker has the rate this flow needs');
}

async function openComparison(page: Page, shipmentNumber: string, rateType = 'all') {
  await page.goto(`/rates/${rateType}/shipment/${shipmentNumber}`);
  const comparison = page.getByTestId('rate-comparison');
  await expect(comparison.getByRole('heading', { level: 1, name: `Shipment ${shipmentNumber}` })).toBeVisible();
  await expect(comparison.getByTestId('rate-row').first()).toBeVisible();
  return comparison;
}

test('the broker tenders a Ready to Book shipment to Blue Ridge, which accepts it, and the shipment shows Booked', async ({ page, browser, request }) => {
  const { shipment } = await pick(request, false, (rates) => rates.find((r) => r.carrierName === BLUE_RIDGE));
  const number = shipment.shipmentNumber;

  await openSignedIn(page, DEMO.broker);
  const comparison = await openComparison(page, number);
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Ready to Book');
  const rates = comparison.getByRole('table', { name: 'Rate comparison' });
  await expect(rates).toContainText(BLUE_RIDGE);
  // Sorting by a header is a button: it works from the keyboard too. (The carriers' answers have a
  // table of their own on the page.)
  await rates.getByRole('button', { name: 'Carrier' }).focus();
  await page.keyboard.press('Enter');
  await expect(rates.getByRole('columnheader', { name: /Carrier/ })).toHaveAttribute('aria-sort', 'ascending');
  await snap(page, shot('rating-comparison-desktop.png'), { fullPage: true, animations: 'disabled' });

  const actions = comparison.getByTestId('broker-shipment-actions');
  await actions.getByRole('button', { name: 'Tender' }).click();
  const dialog = page.getByRole('dialog', { name: `Tender shipment ${number}` });
  await dialog.getByRole('button', { name: 'Ranked list' }).click();
  await dialog.getByRole('combobox', { name: 'Add a carrier' }).click();
  await page.getByRole('option', { name: new RegExp(BLUE_RIDGE) }).click();
  await expect(dialog.getByRole('list', { name: 'Carriers to tender' })).toContainText(BLUE_RIDGE);
  await dialog.getByLabel('Each tender expires after (minutes)').fill('240');
  await snap(dialog, shot('rating-tender-dialog-desktop.png'), { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Send tender' }).click();
  await expect(page.getByText(`Shipment ${number} successfully tendered.`)).toBeVisible();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Tendering');
  await expect(actions.getByTestId('tendering-status')).toContainText(`Tendered to ${BLUE_RIDGE}`);

  // Blue Ridge finds the tender on its Tenders page and accepts it.
  const carrierContext = await browser.newContext({ viewport: DESKTOP });
  const carrier = await carrierContext.newPage();
  await openSignedIn(carrier, DEMO.carrierAdmin, '/tenders');
  await dismissExpiredTokenDialog(carrier);
  await carrier.getByLabel('Search tenders').fill(number);
  await carrier.getByRole('link', { name: new RegExp(`shipment ${number}$`) }).click();
  const detail = carrier.getByTestId('tender-detail');
  await detail.getByRole('button', { name: 'Accept' }).click();
  const accept = carrier.getByRole('dialog', { name: /Accept tender/ });
  await accept.getByRole('button', { name: 'Truck not in your fleet? Type its number' }).click();
  await accept.getByLabel('Truck number').fill('E2E-RATE');
  await accept.getByRole('button', { name: 'Accept tender' }).click();
  await expect(carrier.getByText('Response sent!')).toBeVisible();
  await carrierContext.close();

  // Back as the broker: the shipment is Booked with Blue Ridge.
  await page.reload();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Booked');
  await expect(comparison.getByTestId('broker-shipment-actions')).toContainText(`Booked with ${BLUE_RIDGE}`);
});

test('the broker books a Ready to Book shipment from a contract or spot row', async ({ page, request }) => {
  const { shipment, rate } = await pick(request, true, (rates) => rates.find((r) => (r.bookAs === 'ContractTl' || r.bookAs === 'Spot') && r.carrierName !== null));
  const number = shipment.shipmentNumber;
  const rateType = rate.rateType.toLowerCase();

  await page.setViewportSize(PHONE);
  await openSignedIn(page, DEMO.broker);
  const comparison = await openComparison(page, number, rateType);
  await expect(comparison.getByRole('tab', { name: rate.rateType === 'Spot' ? 'Spot' : 'Contract', selected: true })).toBeVisible();
  // At phone width the rates are cards, not a wide table.
  await expect(comparison.getByRole('table')).toHaveCount(0);
  await expect(comparison.getByRole('list', { name: 'Rate comparison' })).toBeVisible();
  await snap(page, shot('rating-comparison-phone.png'), { fullPage: true, animations: 'disabled' });

  await comparison.getByRole('button', { name: 'Tender' }).click();
  const dialog = page.getByRole('dialog', { name: `Tender shipment ${number}` });
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option').first().click();
  await snap(dialog, shot('rating-tender-dialog-phone.png'), { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const card = comparison.getByTestId('rate-row').filter({ hasText: rate.carrierName! }).first();
  await card.getByRole('button', { name: /^Book / }).click();
  await page.getByRole('dialog', { name: `Book shipment ${number} with ${rate.carrierName}?` }).getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText(`Shipment ${number} booked with ${rate.carrierName}`)).toBeVisible();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Booked');
  await expect(comparison.getByTestId('booking-refusal')).toHaveCount(0);
});
