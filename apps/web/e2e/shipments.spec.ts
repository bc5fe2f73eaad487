import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/session';
import { onePagePdf } from './support/test-files';
import { recordArrival } from './support/stop-arrival';

const DISPATCHER = 'dispatch@demo.test';
const BROKER = 'broker@demo.test';
const OWN_CARRIER = 'Blue Ridge Transport LLC';
const BOOKED = 3;

interface Summary {
  id: number;
  shipmentNumber: string;
  needsUpdate: boolean;
  carrierName: string | null;
  status: { value: number };
}
interface Stop {
  shipmentStopId: number;
  stopType: string;
  arrivedAt: string | null;
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('nav-badge-shipments');
  if ((await badge.count()) === 0 || !(await badge.isVisible())) return 0;
  return Number((await badge.textContent())?.replace('+', '') ?? 0);
}

/** Closes a once-a-session notice (expired tracking integration) if one shows. */
async function dismissNotices(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: /close/i }).first().click();
}

async function uploadPdf(page: Page, dialog: Locator, name: string) {
  await dialog.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf(name) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document Successfully Uploaded').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Shipments end to end: the Blue Ridge dispatcher finds a Booked shipment through the top
 * bar search, arrives at and departs each stop with package counts until it is Delivered, uploads a
 * proof of delivery for each dropoff, reads the activity and sees the Shipments badge follow; opens
 * the rate confirmation in the viewer.
 */
test('a dispatcher moves a booked shipment stop by stop to Delivered and proves delivery', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DISPATCHER);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/portal/api/shipments/bookings', { headers, params: { view: 'booking', statuses: BOOKED, needsUpdates: false, pageSize: 100 } });
  expect(list.ok()).toBeTruthy();
  const booked = ((await list.json()) as { data: Summary[] }).data.filter((s) => s.status.value === BOOKED);
  // A Booked shipment with no stop event yet, from the end of the list (least likely to be used by
  // other specs); one that needs an update shows the badge move.
  let picked: { summary: Summary; stops: Stop[] } | undefined;
  for (const candidate of [...booked].sort((a, b) => Number(b.needsUpdate) - Number(a.needsUpdate) || b.id - a.id)) {
    const stops = await request.get(`/portal/api/shipments/by-number/${candidate.shipmentNumber}/stops`, { headers });
    const data = ((await stops.json()) as { data: Stop[] }).data;
    if (data.length >= 2 && data.every((s) => s.arrivedAt === null)) {
      picked = { summary: candidate, stops: data };
      break;
    }
  }
  expect(picked, 'a booked shipment without stop events').toBeDefined();
  const { summary, stops } = picked!;
  const number = summary.shipmentNumber;

  await openSignedIn(page, DISPATCHER);
  await dismissNotices(page);
  await expect(page.getByTestId('nav-badge-shipments')).toBeVisible();
  const badgeBefore = await badgeCount(page);

  // Find it through the top bar search: the result opens the all-shipments preview.
  const search = page.getByRole('combobox', { name: 'Search Shipments' }).or(page.getByPlaceholder('Search Shipments')).first();
  await search.fill(number);
  await page.getByRole('option', { name: new RegExp(number) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${number}/preview/details$`));
  await expect(page.getByTestId('shipment-number')).toHaveText(`Shipment #${number}`);
  await page.getByRole('link', { name: 'Open Shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${number}$`));
  await expect(page.getByTestId('shipment-status')).toHaveText('Booked');
  // The map's own picture (the consent panel below it has a select whose icon is an svg too).
  await expect(page.getByTestId('lane-map').getByRole('img', { name: new RegExp(`^Lane of shipment ${number}`) })).toBeVisible();

  // Each stop in turn: arrive, then depart with its package counts.
  for (let index = 0; index < stops.length; index++) {
    const card = page.getByTestId('stop-card').nth(index);
    await recordArrival(page, card);

    await card.getByRole('button', { name: 'Depart' }).click();
    const depart = page.getByRole('dialog', { name: /Depart stop/ });
    const counts = depart.getByRole('textbox', { name: /Package count/ });
    // A bad count is refused on screen before anything is sent.
    await counts.first().fill('-3');
    await depart.getByRole('button', { name: 'Record Departure' }).click();
    await expect(depart.getByText('Cannot be negative')).toBeVisible();
    for (let i = 0; i < (await counts.count()); i++) await counts.nth(i).fill('12');
    await depart.getByRole('button', { name: 'Record Departure' }).click();
    await expect(depart).toBeHidden();
    await expect(card.getByTestId('stop-departed')).not.toHaveText('—');
    await expect(page.getByTestId('shipment-status')).toHaveText(index === stops.length - 1 ? 'Delivered' : 'In Transit');
  }

  // The activity tells the story, with who did it.
  const activity = page.getByTestId('activity-list');
  await expect.poll(() => activity.getByTestId('activity-row').count()).toBeGreaterThanOrEqual(stops.length * 2);
  await expect(activity.getByText(/Arrived at stop/).first()).toBeVisible();
  await expect(activity.getByText(/Departed/).first()).toBeVisible();

  // The Shipments badge follows without a reload.
  if (summary.needsUpdate) await expect.poll(() => badgeCount(page)).toBe(badgeBefore - 1);
  else expect(await badgeCount(page)).toBe(badgeBefore);

  // A proof of delivery for each dropoff.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const podButtons = page.getByRole('button', { name: /Upload proof of delivery for stop/ });
  await expect(podButtons.first()).toBeVisible();
  const dropoffCount = await podButtons.count();
  expect(dropoffCount).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < dropoffCount; i++) {
    await podButtons.nth(i).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Proof of Delivery' });
    await expect(dialog.getByLabel('File Type')).toContainText('Proof of Delivery');
    await uploadPdf(page, dialog, `pod-${number}-${i + 1}.pdf`);
  }
  await expect(page.getByTestId('required-documents-count')).toHaveText(/(\d+) of \1 uploaded/);
  await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(dropoffCount);

  // The rate confirmation, generated by the server, in the shared viewer.
  await page.goto(`/all-shipments/${number}/preview/SignedRateConfirmation`);
  await page.getByRole('button', { name: 'Open Rate Confirmation' }).click();
  // The viewer names the file in its toolbar and counts the generated PDF's pages.
  const viewerTitle = page.getByText(`Rate Confirmation ${number}.pdf`);
  await expect(viewerTitle).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('toolbar', { name: 'Document viewer controls' }).getByRole('button', { name: 'Close' }).click();
  await expect(viewerTitle).toBeHidden();

  // The financials: line totals and their summary row.
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(page.getByTestId('charges-total').or(page.getByText('No carrier charges on this shipment'))).toBeVisible();
});

test('another company’s shipment: the failure message, then back to the last page', async ({ page, request }) => {
  const brokerToken = await apiToken(request, BROKER);
  const answer = await request.get('/trucks/api/v2/shipments', { headers: { Authorization: `Bearer ${brokerToken}` }, params: { pageSize: 100 } });
  expect(answer.ok()).toBeTruthy();
  const foreign = ((await answer.json()) as { data: Summary[] }).data.find((s) => s.carrierName && s.carrierName !== OWN_CARRIER);
  expect(foreign, "another carrier's shipment").toBeDefined();

  await openSignedIn(page, DISPATCHER, '/shipments');
  await dismissNotices(page);
  await expect(page.getByRole('list', { name: /Booking shipments/ })).toBeVisible();
  await page.goto(`/shipments/${foreign!.shipmentNumber}`);
  await expect(page.getByText('Unable to access shipment...redirecting to last page')).toBeVisible();
  await expect(page).toHaveURL(/\/shipments$/, { timeout: 6_000 });
});

/**
 * The phone's list layout (no test covered it): the Filters button opens the views and
 * filters in a drawer; choosing a view shows it and closes the drawer; Escape closes it too.
 */
test('on a phone the Filters button opens the views in a drawer, and a view closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DISPATCHER, '/shipments');
  await dismissNotices(page);
  await expect(page.getByRole('complementary', { name: 'List views and filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Views' }) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'FILTERS' })).toBeVisible();
  await drawer.getByRole('button', { name: /Tracking/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/view=tracking/);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(drawer.getByRole('button', { name: /Tracking/ })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

/**
 * Finding one's loads by place: the Filters tab's Origin narrows the tracking view to loads picked
 * up there (a city's start, or "City, ST"), and the search box finds a city as it says it does.
 */
test('the origin filter and the search find loads by city', async ({ page, request }) => {
  const token = await apiToken(request, DISPATCHER);
  const tracking = await request.get('/portal/api/shipments/bookings?view=tracking&pageSize=100', { headers: { authorization: `Bearer ${token}` } });
  const rows = (await tracking.json()).data as (Summary & { origin: { city: string; state: string } })[];
  const city = rows[0]!.origin;

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DISPATCHER, '/shipments');
  await dismissNotices(page);
  await page.getByRole('button', { name: /Tracking/ }).click();
  await expect(page).toHaveURL(/view=tracking/);
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('textbox', { name: 'Origin' }).fill(`${city.city}, ${city.state}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/origin=/);
  const list = page.getByTestId('shipment-row');
  // The rows settle on the filtered page: some, and each picked up in that city.
  await expect
    .poll(async () => {
      const texts = await list.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
      return texts.length > 0 && texts.every((text) => text.includes(`${city.city}, ${city.state}`));
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/origin=/);
  await page.getByRole('textbox', { name: 'Filter shipments' }).fill(city.city.toLowerCase());
  await expect(page).toHaveURL(/query=/);
  await expect(list.first()).toContainText(city.city);
});
