import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bearer, dismissExpiredTokenDialog, signIn } from './support/session';

const ADMIN = 'carrier.admin@demo.test';
const BOOKED = 3;
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The total on a tab label: 'Power Units (8)' -> 8. */
async function tabTotal(page: Page, name: 'Trailers' | 'Power Units'): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(tab).toBeVisible();
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
}

async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: new RegExp(text) }).first().click();
}

/**
 * Fleet end to end (issue 15): the demo carrier's admin adds a power unit and a trailer and sees the
 * tab totals follow, adds a driver, and assigns that driver, the truck and the trailer to one of its
 * Booked shipments from the shipment's assignment panel.
 */
test('add units and a driver, then assign them to a booked shipment', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now()).slice(-6);
  const truck = `E2E-PU-${stamp}`;
  const trailer = `E2E-TR-${stamp}`;
  const lastName = `Fleet${stamp}`;

  await signIn(page, ADMIN);
  await dismissExpiredTokenDialog(page);

  await page.goto('/equipment/power-units');
  const powerUnits = await tabTotal(page, 'Power Units');
  await page.getByRole('button', { name: 'Add power unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'Add power unit' });
  await unitDialog.getByLabel('Unit number').fill(truck);
  await unitDialog.getByLabel('VIN').fill('1M8GDM9AXKP042788');
  await unitDialog.getByLabel('Make').fill('Kenworth');
  await unitDialog.getByRole('button', { name: 'Add' }).click();
  await expect(unitDialog).toBeHidden();
  await expect(page.getByRole('tab', { name: `Power Units (${powerUnits + 1})` })).toBeVisible();

  await page.getByRole('tab', { name: /^Trailers/ }).click();
  await expect(page).toHaveURL(/\/equipment\/trailers$/);
  const trailers = await tabTotal(page, 'Trailers');
  await page.getByRole('button', { name: 'Add trailer' }).click();
  const trailerDialog = page.getByRole('dialog', { name: 'Add trailer' });
  await trailerDialog.getByLabel('Unit number').fill(trailer);
  await trailerDialog.getByRole('button', { name: 'Add' }).click();
  await expect(trailerDialog).toBeHidden();
  await expect(page.getByRole('tab', { name: `Trailers (${trailers + 1})` })).toBeVisible();
  await expect(page.getByTestId('equipment-unit').filter({ hasText: trailer })).toBeVisible();

  await page.goto('/drivers');
  await page.getByRole('button', { name: 'Add driver' }).click();
  const driverDialog = page.getByRole('dialog', { name: 'Add driver' });
  await driverDialog.getByLabel('First name').fill('Casey');
  await driverDialog.getByLabel('Last name').fill(lastName);
  await driverDialog.getByLabel('Mobile phone').fill('(540) 555-0142');
  await driverDialog.getByRole('button', { name: 'Add' }).click();
  await expect(driverDialog).toBeHidden();
  await expect(page.getByTestId('driver-row').filter({ hasText: `Casey ${lastName}` })).toBeVisible();

  // A Booked shipment of the demo carrier with no driver yet.
  const headers = await bearer(request, ADMIN);
  const list = await request.get('/portal/api/shipments/bookings', { headers, params: { view: 'booking', statuses: BOOKED, needsUpdates: false, pageSize: 100 } });
  const booked = ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data;
  let shipmentNumber: string | undefined;
  for (const s of booked) {
    const drivers = await request.get(`/portal/api/shipments/${s.id}/drivers`, { headers });
    if (((await drivers.json()) as { totalCount: number }).totalCount === 0) {
      shipmentNumber = s.shipmentNumber;
      break;
    }
  }
  expect(shipmentNumber, 'a Booked shipment without drivers').toBeDefined();

  await page.goto(`/shipments/${shipmentNumber}`);
  const panel = page.getByTestId('assignment-panel');
  await expect(panel).toBeVisible();
  await pick(page, 'Assign a driver', lastName);
  await expect(panel.getByTestId('assigned-driver').filter({ hasText: `Casey ${lastName}` })).toBeVisible();
  await pick(page, 'Truck', truck);
  await pick(page, 'Trailer', trailer);
  await panel.getByRole('button', { name: 'Save truck and trailer' }).click();
  await expect(page.getByText(`Truck ${truck}, trailer ${trailer} assigned`)).toBeVisible();

  const equipment = await request.get(`/portal/api/shipments/by-number/${shipmentNumber}`, { headers });
  expect(await equipment.json()).toMatchObject({ truckNumber: truck, trailerNumber: trailer, shipmentStatus: { displayName: 'Dispatched' } });

  // Screenshots at 1440 and 390 px: the assignment panel, the equipment tabs and the drivers list.
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/shipments/${shipmentNumber}`);
    await expect(panel.getByTestId('assigned-driver').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/fleet-assignment-panel-${size}.png`, fullPage: true, animations: 'disabled' });
    await page.goto('/equipment/power-units');
    await expect(page.getByTestId('equipment-unit').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/fleet-equipment-${size}.png`, animations: 'disabled' });
    await page.goto('/drivers');
    await expect(page.getByTestId('driver-row').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/fleet-drivers-${size}.png`, animations: 'disabled' });
  }
});
