import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captureElement, captureWhole, SCREENSHOT_DIR } from './support/screenshots';
import { bearer, dismissExpiredTokenDialog, openSignedIn } from './support/session';

const ADMIN = 'carrier.admin@demo.test';
const BOOKED = 3;
const SCREENSHOTS = SCREENSHOT_DIR;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo carrier's Booked loads, first page of 100, as its Bookings list orders them. */
async function bookedLoads(request: APIRequestContext, headers: Record<string, string>): Promise<{ id: number; shipmentNumber: string }[]> {
  const list = await request.get('/portal/api/shipments/bookings', { headers, params: { view: 'booking', statuses: BOOKED, needsUpdates: false, pageSize: 100 } });
  return ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data;
}

/** The total on a tab label: 'Power Units (8)' -> 8. */
async function tabTotal(page: Page, name: 'Trailers' | 'Power Units'): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(tab).toBeVisible();
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
}

// A 1x1 PNG (the server checks the content, not the name).
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: new RegExp(text) }).first().click();
}

/**
 * Fleet end to end: the demo carrier's admin adds a power unit and a trailer and sees the
 * tab totals follow, adds a driver, and assigns that driver, the truck and the trailer to one of its
 * Booked shipments from the shipment's assignment panel.
 */
test('add units and a driver, then assign them to a booked shipment', async ({ page, request }) => {
  test.setTimeout(360_000);
  const stamp = String(Date.now()).slice(-6);
  const truck = `E2E-PU-${stamp}`;
  const trailer = `E2E-TR-${stamp}`;
  const lastName = `Fleet${stamp}`;

  await openSignedIn(page, ADMIN, '/equipment/power-units');
  await dismissExpiredTokenDialog(page);
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
  // A profile picture: a PDF is refused in the browser, a PNG is previewed and saved with the driver.
  const pictureInput = driverDialog.getByLabel('Profile picture file');
  await pictureInput.setInputFiles({ name: 'casey.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(driverDialog.getByText('A profile picture must be a PNG or JPEG image')).toBeVisible();
  await pictureInput.setInputFiles({ name: 'casey.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(driverDialog.getByTestId('picture-preview')).toBeVisible();
  await driverDialog.getByRole('button', { name: 'Add' }).click();
  await expect(driverDialog).toBeHidden();
  const driverRow = page.getByTestId('driver-row').filter({ hasText: `Casey ${lastName}` });
  await expect(driverRow).toBeVisible();
  await expect(driverRow.getByTestId('profile-avatar')).toHaveAttribute('data-picture', 'loaded');

  // A Booked shipment of the demo carrier with no driver yet.
  const headers = await bearer(request, ADMIN);
  const booked = await bookedLoads(request, headers);
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
  await expect(panel.getByText('No driver assigned')).toBeVisible({ timeout: 30_000 });
  await pick(page, 'Assign a driver', lastName);
  await expect(panel.getByTestId('assigned-driver').filter({ hasText: `Casey ${lastName}` })).toBeVisible();
  await pick(page, 'Truck', truck);
  await pick(page, 'Trailer', trailer);
  await panel.getByRole('button', { name: 'Save truck and trailer' }).click();
  await expect(page.getByText(`Truck ${truck}, trailer ${trailer} assigned`)).toBeVisible();

  const equipment = await request.get(`/portal/api/shipments/by-number/${shipmentNumber}`, { headers });
  expect(await equipment.json()).toMatchObject({ truckNumber: truck, trailerNumber: trailer, shipmentStatus: { displayName: 'Dispatched' } });

  // Screenshots at 1440 and 390 px: the assignment panel (scrolled into view; the shell scrolls in
  // its own container), the equipment tabs and the drivers list.
  for (const [size, width] of [['desktop', DESKTOP.width], ['phone', PHONE.width]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/shipments/${shipmentNumber}`);
    await expect(panel.getByTestId('assigned-driver').first()).toBeVisible({ timeout: 60_000 });
    await captureElement(page, panel, `${SCREENSHOTS}/fleet-assignment-panel-${size}.png`, width);
    await page.goto('/equipment/power-units');
    await expect(page.getByTestId('equipment-unit').first()).toBeVisible();
    await captureWhole(page, `${SCREENSHOTS}/fleet-equipment-${size}.png`, width);
    await page.goto('/drivers');
    await expect(page.getByTestId('driver-row').first()).toBeVisible();
    await captureWhole(page, `${SCREENSHOTS}/fleet-drivers-${size}.png`, width);
  }
  await page.setViewportSize(DESKTOP);
});

interface StopDock {
  stopId: number;
  locationId: number | null;
  status: { openNow: boolean; closesAt: string | null; nextOpenAt: string | null; timeZone: string } | null;
}

/** An instant as the stop's local clock shows it, for a datetime-local input: 2026-11-24T18:31. */
function localInput(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A time the stop's dock is closed, from the dock status the server gives for each stop: now when
 * it is closed now (well before it opens again), else the minute after it closes when it closes
 * before midnight (docks open all day or 24 hours have no such minute).
 */
function closedInstant(dock: StopDock, now: Date): Date | undefined {
  const status = dock.status;
  if (!status) return undefined;
  if (!status.openNow) {
    const opens = status.nextOpenAt ? new Date(status.nextOpenAt).getTime() : Infinity;
    return opens - now.getTime() > 30 * 60_000 ? new Date(now.getTime() + 10 * 60_000) : undefined;
  }
  if (!status.closesAt) return undefined;
  // A dock open until midnight (00:00-23:59 every day) has no closed minute after it closes.
  const closes = localInput(new Date(status.closesAt), status.timeZone).slice(-5);
  if (closes >= '23:58' || closes <= '00:01') return undefined;
  return new Date(new Date(status.closesAt).getTime() + 2 * 60_000);
}

/**
 * A dispatcher sets a stop appointment outside the dock hours of the stop's location and
 * sees the warning (warned, not refused: docks take appointments by phone too).
 */
test('an appointment outside the dock hours of the stop location shows the warning', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ADMIN);
  await dismissExpiredTokenDialog(page);
  const headers = await bearer(request, ADMIN);
  const booked = await bookedLoads(request, headers);

  const now = new Date();
  let found: { shipmentNumber: string; stopId: number; at: Date; timeZone: string } | undefined;
  for (const s of booked) {
    const docks = ((await (await request.get(`/portal/api/shipments/${s.id}/stop-dock-hours`, { headers })).json()) as { data: StopDock[] }).data;
    for (const dock of docks) {
      const at = closedInstant(dock, now);
      if (at && dock.status) {
        found = { shipmentNumber: s.shipmentNumber, stopId: dock.stopId, at, timeZone: dock.status.timeZone };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a Booked shipment with a stop whose dock closes').toBeDefined();
  const { shipmentNumber, stopId, at, timeZone } = found!;
  const shipment = (await (await request.get(`/portal/api/shipments/by-number/${shipmentNumber}`, { headers })).json()) as {
    stops: { shipmentStopId: number; stopNumber: number; stopType: string }[];
  };
  const stop = shipment.stops.find((s) => s.shipmentStopId === stopId)!;

  await page.goto(`/shipments/${shipmentNumber}`);
  const panel = page.getByTestId('assignment-panel');
  await expect(panel).toBeVisible();
  const form = panel.getByRole('form', { name: 'Stop appointment' });
  await form.getByRole('combobox', { name: 'Stop' }).click();
  await page.getByRole('option', { name: new RegExp(`^${stop.stopNumber + 1}\\. ${stop.stopType} ·`) }).click();
  await form.getByLabel(/^Appointment/).fill(localInput(at, timeZone));
  await form.getByRole('button', { name: 'Set appointment' }).click();
  await expect(page.getByText('Appointment set')).toBeVisible();
  await expect(form.getByTestId('appointment-warning').filter({ hasText: /outside the dock hours of/ })).toBeVisible();
  await captureElement(page, form, `${SCREENSHOTS}/fleet-appointment-warning-desktop.png`, DESKTOP.width);
});

/**
 * A carrier cancels its booking before pickup from the shipment's assignment panel, with a reason:
 * the load goes back to Ready to Book without a carrier.
 */
test('the booked carrier cancels its booking with a reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ADMIN);
  await dismissExpiredTokenDialog(page);
  const headers = await bearer(request, ADMIN);
  const booked = await bookedLoads(request, headers);
  // The last Booked load: the other tests take the first ones.
  const shipment = booked.at(-1)!;

  await page.goto(`/shipments/${shipment.shipmentNumber}`);
  const panel = page.getByTestId('assignment-panel');
  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking of shipment ${shipment.shipmentNumber}` });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Give the reason for cancelling')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Tractor failed its inspection');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking of shipment ${shipment.shipmentNumber} cancelled`)).toBeVisible();
  await expect(page).toHaveURL(/\/shipments$/);
  // Back to Ready to Book with no carrier; the carrier still finds it where it may book loads again.
  const after = await request.get(`/portal/api/shipments/by-number/${shipment.shipmentNumber}`, { headers });
  if (after.status() === 200) expect(await after.json()).toMatchObject({ shipmentStatus: { value: 1 }, carrier: null });
  else expect(after.status()).toBe(404);
});
