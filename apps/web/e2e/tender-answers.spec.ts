import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captureWhole, SCREENSHOT_DIR, snap } from './support/screenshots';
import { apiSession, DEMO, openSignedIn, portalAs } from './support/session';
import { wcagScan } from './support/axe';

/**
 * Tenders as both sides read them: the broker who sent a tender never gets Accept or Reject and
 * reads the carrier's answer; the carrier accepts with a driver, truck and trailer of its fleet and
 * the confirmation names them; Book on a tendered load asks first and names the tender it rescinds.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const BLUE_RIDGE = 'Blue Ridge Transport LLC';
const screenshots = SCREENSHOT_DIR;
const shot = (name: string) => path.join(screenshots, name);

interface ShipmentRow {
  id: number;
  shipmentNumber: string;
}
interface RateRow {
  carrierId: number | null;
  carrierName: string | null;
  rateType: string;
  bookAs: string | null;
  price: number;
}

/** A Ready to Book shipment of the broker whose rates satisfy `wanted`, from the list's start or end. */
async function pick(request: APIRequestContext, fromEnd: boolean, wanted: (rates: RateRow[]) => boolean) {
  const api = await portalAs(request, DEMO.broker);
  const list = await api.get<{ data: ShipmentRow[] }>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 40 });
  for (const shipment of fromEnd ? [...list.data].reverse() : list.data) {
    const rates = await api.get<RateRow[]>('/rates/unified', { shipmentId: shipment.id });
    if (wanted(rates)) return { shipment, rates };
  }
  throw new Error('No Ready to Book shipment of the broker has the rates this flow needs');
}

/** The broker tenders the shipment to one carrier through the API the Tender dialog calls; answers the tender id. */
async function tenderTo(request: APIRequestContext, shipmentId: number, carrierId: number): Promise<number> {
  const { headers } = await apiSession(request, DEMO.broker);
  const answer = await request.post(`/portal/api/shipments/${shipmentId}/tenders`, { headers, data: { carriers: [{ carrierId, rate: 1700 }], expiresInMinutes: 240 } });
  expect(answer.ok(), `tendering answered ${answer.status()}`).toBeTruthy();
  return ((await answer.json()).data.current.tenderId as number);
}

/** Serious or critical axe findings on what the page shows now. */
async function seriousViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) e.g. ${v.nodes[0]?.target.join(' ')}`);
}

async function pickOption(page: Page, combobox: ReturnType<Page['getByRole']>) {
  await combobox.click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  // The picker shows the chosen option's label: the driver's name or the unit number.
  return (await combobox.inputValue()).trim();
}

test("the broker sees no Accept on the tender it sent, and reads Blue Ridge's answer with its fleet units", async ({ page, browser, request }) => {
  const { shipment, rates } = await pick(request, false, (r) => r.some((x) => x.carrierName === BLUE_RIDGE && x.carrierId !== null));
  const blueRidgeId = rates.find((r) => r.carrierName === BLUE_RIDGE)!.carrierId!;
  const tenderId = await tenderTo(request, shipment.id, blueRidgeId);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO.broker, `/tenders/${tenderId}`);
  const detail = page.getByTestId('tender-detail');
  await expect(detail.getByTestId('tender-answer')).toContainText(`Waiting for ${BLUE_RIDGE} to answer by`);
  await expect(detail.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  // Nothing waits for a broker's answer: no Tenders badge.
  await expect(page.getByTestId('nav-badge-tenders')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await captureWhole(page, shot('tender-broker-waiting-desktop.png'), 1440);
  await captureWhole(page, shot('tender-broker-waiting-phone.png'), 390);
  expect(await seriousViolations(page)).toEqual([]);

  // Blue Ridge accepts with a driver, a truck and a trailer of its fleet.
  const carrierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const carrier = await carrierContext.newPage();
  await openSignedIn(carrier, DEMO.dispatcher, `/tenders/${tenderId}`);
  const carrierDetail = carrier.getByTestId('tender-detail');
  await carrierDetail.getByRole('button', { name: 'Accept' }).click();
  const accept = carrier.getByRole('dialog', { name: /Accept tender/ });
  const driver = await pickOption(carrier, accept.getByRole('combobox', { name: 'Driver' }));
  const truck = await pickOption(carrier, accept.getByRole('combobox', { name: 'Truck' }));
  const trailer = await pickOption(carrier, accept.getByRole('combobox', { name: 'Trailer' }));
  await snap(carrier, shot('tender-accept-fleet-phone.png'), { animations: 'disabled' });
  expect(await seriousViolations(carrier)).toEqual([]);
  await accept.getByRole('button', { name: 'Accept tender' }).click();
  await expect(carrier.getByText('Response sent!')).toBeVisible();
  const assignment = carrierDetail.getByTestId('tender-assignment');
  await expect(assignment).toContainText(`Driver ${driver}.`);
  await expect(assignment).toContainText(`Truck ${truck}.`);
  await expect(assignment).toContainText(`Trailer ${trailer}.`);
  await expect(carrierDetail.getByTestId('tender-shipment-link')).toHaveAttribute('href', `/shipments/${shipment.shipmentNumber}`);
  await captureWhole(carrier, shot('tender-accepted-carrier-phone.png'), 390);
  await captureWhole(carrier, shot('tender-accepted-carrier-desktop.png'), 1440);

  // The shipment's assignment panel shows the same units.
  await carrierDetail.getByTestId('tender-shipment-link').click();
  const panel = carrier.getByTestId('assignment-panel');
  await expect(panel.getByTestId('assigned-driver')).toContainText(driver);
  await expect(panel.getByRole('combobox', { name: 'Truck' })).toHaveValue(truck);
  await expect(panel.getByRole('combobox', { name: 'Trailer' })).toHaveValue(trailer);
  await carrierContext.close();

  // Back as the broker: the carrier's answer, who gave it, and the units.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  const answer = detail.getByTestId('tender-answer');
  await expect(answer).toContainText(`${BLUE_RIDGE} accepted this tender`);
  await expect(answer).toContainText(`Driver ${driver}.`);
  await expect(detail.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await captureWhole(page, shot('tender-broker-answered-desktop.png'), 1440);
  await captureWhole(page, shot('tender-broker-answered-phone.png'), 390);
});

test('Book on a tendered shipment asks first, names the carrier whose tender it rescinds, and confirms with a toast', async ({ page, request }) => {
  const { shipment, rates } = await pick(
    request,
    true,
    (r) => r.some((x) => (x.bookAs === 'ContractTl' || x.bookAs === 'Spot') && x.carrierName !== null && x.carrierName !== BLUE_RIDGE) && r.some((x) => x.carrierName === BLUE_RIDGE),
  );
  const blueRidgeId = rates.find((r) => r.carrierName === BLUE_RIDGE)!.carrierId!;
  const booked = rates.find((r) => (r.bookAs === 'ContractTl' || r.bookAs === 'Spot') && r.carrierName !== null && r.carrierName !== BLUE_RIDGE)!;
  await tenderTo(request, shipment.id, blueRidgeId);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO.broker, `/rates/all/shipment/${shipment.shipmentNumber}`);
  const comparison = page.getByTestId('rate-comparison');
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Tendering');
  // Rescind is offered on the running tender.
  await expect(comparison.getByRole('button', { name: 'Rescind' })).toBeEnabled();

  const row = comparison.getByTestId('rate-row').filter({ hasText: booked.carrierName! }).first();
  await row.getByRole('button', { name: /^Book / }).click();
  const dialog = page.getByRole('dialog', { name: `Book shipment ${shipment.shipmentNumber} with ${booked.carrierName}?` });
  await expect(dialog.getByTestId('book-rescinds-tender')).toContainText(`This rescinds the running tender to ${BLUE_RIDGE}`);
  await snap(dialog, shot('book-confirm-desktop.png'), { animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, shot('book-confirm-phone.png'), { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText(`Shipment ${shipment.shipmentNumber} booked with ${booked.carrierName}`)).toBeVisible();
  await expect(comparison.getByTestId('shipment-status')).toHaveText('Booked');
});
