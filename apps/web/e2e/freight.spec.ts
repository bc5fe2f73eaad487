import { expect as baseExpect, test } from '@playwright/test';
import { bearer, openSignedIn, portalAs } from './support/session';

/**
 * Finding and winning freight: tenders, rate requests, the load board, saved lanes and
 * Top Picks, and the broker's missing Load Board. Data is picked through the API as the same user,
 * from the far end of each list, so other specs' picks are left alone.
 */

// The whole app runs on a shared, busy machine: give each flow and each wait room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const DISPATCH = 'dispatch@demo.test';
const BROKER = 'broker@demo.test';

interface TenderRow {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  status: { value: number };
}
interface RateRow {
  id: number;
  shipmentNumber: string;
}
interface LoadRow {
  id: number;
  shipmentNumber: string;
  rate: number | null;
  pickupEarly: string;
  origin: { city: string; state: string };
}
interface TopPickRow extends LoadRow {
  reasons: { kind: string; text: string }[];
}


test('a dispatcher accepts a tender with a driver and finds the shipment Dispatched in the shipments list', async ({ page, request }) => {
  const api = await portalAs(request, DISPATCH);
  const open = await api.get<{ data: TenderRow[] }>('/tenders', { statuses: 0, pageSize: 50 });
  expect(open.data.length).toBeGreaterThan(2);
  const tender = open.data[open.data.length - 1];
  const drivers = await api.get<{ data: { id: number; firstName: string; lastName: string }[] }>('/drivers');
  const driver = drivers.data[drivers.data.length - 1];

  await openSignedIn(page, DISPATCH, '/tenders');
  await expect(page.getByRole('button', { name: /^Sent/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: `Tender ${tender.id}, shipment ${tender.shipmentNumber}` }).click();

  const detail = page.getByTestId('tender-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Stops' })).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm) [A-Z]{2,4}/);
  await expect(detail.getByRole('img', { name: /Lane map/ })).toBeVisible();

  await detail.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: /Accept tender/ });
  await dialog.getByRole('button', { name: 'Truck not in your fleet? Type its number' }).click();
  await dialog.getByLabel('Truck number').fill('E2E-101');
  // The driver picker searches the company's drivers as one types part of a name.
  await dialog.getByRole('combobox', { name: 'Driver' }).fill(driver.lastName.slice(0, 4).toLowerCase());
  await page.getByRole('option', { name: new RegExp(`${driver.firstName} ${driver.lastName}`) }).click();
  await dialog.getByRole('button', { name: 'Accept tender' }).click();
  await expect(page.getByText('Response sent!')).toBeVisible();
  await expect(detail.getByText('You accepted this tender')).toBeVisible();
  const assigned = await request.get(`/trucks/api/v2/shipments/${tender.shipmentId}/drivers`, { headers: await bearer(request, DISPATCH) });
  expect(((await assigned.json()).data as { id: number }[]).map((d) => d.id)).toEqual([driver.id]);

  // The shipment is now the carrier's, Booked.
  await page.goto('/shipments?needsUpdates=false');
  await page.getByLabel('Filter shipments').fill(tender.shipmentNumber);
  const row = page.getByRole('listitem').filter({ hasText: tender.shipmentNumber }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  // The driver assigned on acceptance dispatches the load, as assigning one on the shipment does.
  await expect(row).toContainText('Dispatched');
});

test('a dispatcher rejects a tender with a reason, and another without one', async ({ page, request }) => {
  const api = await portalAs(request, DISPATCH);
  const open = await api.get<{ data: TenderRow[] }>('/tenders', { statuses: 0, pageSize: 50 });
  expect(open.data.length).toBeGreaterThan(3);
  const [withoutReason, tender] = open.data.slice(-3, -1);

  await openSignedIn(page, DISPATCH, `/tenders/${tender.id}`);
  const detail = page.getByTestId('tender-detail');
  await detail.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: /Reject tender/ });
  await dialog.getByLabel('Reason').fill('No truck near Fort Worth that day');
  await dialog.getByRole('button', { name: 'Reject tender' }).click();
  await expect(page.getByText('Response sent!')).toBeVisible();
  await expect(detail.getByText('No truck near Fort Worth that day')).toBeVisible();

  // The reason is the carrier's to give or not: an empty one rejects all the same.
  await page.goto(`/tenders/${withoutReason.id}`);
  await detail.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Reject tender' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(/^You rejected this tender .*\.$/)).toBeVisible();

  // Both now sit in the Rejected view, not in Sent.
  await page.goto('/tenders?view=rejected');
  for (const rejected of [tender, withoutReason]) {
    await expect(page.getByRole('link', { name: `Tender ${rejected.id}, shipment ${rejected.shipmentNumber}` })).toBeVisible();
  }
});

test('a dispatcher answers a rate request', async ({ page, request }) => {
  const api = await portalAs(request, DISPATCH);
  const open = await api.get<{ data: RateRow[] }>('/rate-requests', { statuses: 0, pageSize: 50 });
  expect(open.data.length).toBeGreaterThan(0);
  const rate = open.data[open.data.length - 1];

  await openSignedIn(page, DISPATCH, '/rates');
  await expect(page.getByRole('button', { name: /^Open/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: `Rate request ${rate.id}, shipment ${rate.shipmentNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rates/${rate.id}/preview$`));

  const form = page.getByRole('form', { name: 'Respond to rate request' });
  await form.getByLabel('Your rate').fill('12.345');
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(form.getByText('Enter an amount in dollars with at most two decimals')).toBeVisible();
  await form.getByLabel('Your rate').fill('2150.50');
  await form.getByLabel('Notes').fill('Team available, can pick up early.');
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(page.getByText('Response sent!')).toBeVisible();
  await expect(page.getByText('You offered')).toContainText('$2,150.50');

  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/rates/${rate.id}/preview/details$`));
  await expect(page.getByRole('list', { name: 'Stops' })).toBeVisible();
});

test('a dispatcher searches the load board 100 miles around Chicago and books a load', async ({ page, request }) => {
  const api = await portalAs(request, DISPATCH);
  const near = await api.get<{ data: LoadRow[]; totalCount: number }>('/available-shipments', { originCity: 'Chicago', originState: 'IL', pageSize: 50 });
  const bookable = near.data.filter((l) => l.rate !== null && new Date(l.pickupEarly).getTime() > Date.now() + 3600_000);
  expect(bookable.length).toBeGreaterThan(1);
  const load = bookable[bookable.length - 1];

  await openSignedIn(page, DISPATCH, '/reloads');
  // Springfield is a city in many states: no one place, so the box keeps the text and the form asks.
  await page.getByLabel('Origin', { exact: true }).fill('Springfield');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a city and state (Chicago, IL) or a ZIP code')).toBeVisible();
  await page.getByLabel('Origin', { exact: true }).fill('Chicago, IL');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/origin=Chicago%2C\+IL|origin=Chicago%2C%20IL/);
  await expect(page.getByTestId('load-board-summary')).toContainText(/\d+ loads within 100 mi of Chicago, IL/);
  const card = page.getByRole('link', { name: `Load ${load.shipmentNumber}` });
  await expect(card).toContainText(/mi from Chicago, IL/);
  await card.click();

  const detail = page.getByTestId('freight-detail');
  await expect(detail.getByRole('img', { name: /Lane map/ })).toBeVisible();
  await detail.getByRole('button', { name: /Book It Now/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('booking-succeeded')).toContainText(`Shipment ${load.shipmentNumber} is booked`);

  // Taken now: the board no longer offers it, and opening it says so.
  await page.getByRole('link', { name: 'Back to Load Board' }).click();
  await expect(page.getByTestId('load-board-summary')).toBeVisible();
  await expect(page.getByRole('link', { name: `Load ${load.shipmentNumber}` })).toHaveCount(0);
  await page.goto(`/available-freight/${load.shipmentNumber}`);
  await expect(page.getByText('This load is no longer available').first()).toBeVisible();
});

test('a dispatcher saves a lane and sees a Top Pick with its reason', async ({ page, request }) => {
  const api = await portalAs(request, DISPATCH);
  const picks = await api.get<{ data: TopPickRow[] }>('/available-shipments/top-picks');
  expect(picks.data.length).toBeGreaterThan(0);
  // A pick with no lane match yet: a lane from its origin adds one, naming the lane.
  const candidates = picks.data.filter((p) => !p.reasons.some((r) => r.kind === 'laneMatch'));
  expect(candidates.length).toBeGreaterThan(0);
  const pick = candidates[candidates.length - 1];
  const laneName = `E2E lane ${Date.now() % 100000}`;

  await openSignedIn(page, DISPATCH, '/saved-lanes');
  await page.getByRole('button', { name: 'New lane' }).click();
  let dialog = page.getByRole('dialog', { name: 'New saved lane' });
  await dialog.getByLabel('Name (optional)').fill(laneName);
  // A place the server cannot find: its 400 lands on the Origin field.
  await dialog.getByLabel('Origin', { exact: false }).first().fill('Nowhere, ZZ');
  await dialog.getByRole('button', { name: 'Save lane' }).click();
  await expect(dialog.getByText("Unknown state or province 'ZZ'")).toBeVisible();
  await dialog.getByLabel('Origin', { exact: false }).first().fill(`${pick.origin.city}, ${pick.origin.state}`);
  await dialog.getByRole('button', { name: 'Save lane' }).click();
  await expect(page.getByText('Lane saved')).toBeVisible();
  const card = page.getByTestId('saved-lane').filter({ hasText: laneName });
  await expect(card).toBeVisible();

  // Edit it: a smaller radius.
  await card.getByRole('button', { name: `Edit ${laneName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit saved lane' });
  await dialog.getByLabel('Origin radius (mi)').fill('60');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('60 mi around origin');

  await page.goto('/available-freight');
  const pickCard = page.getByRole('link', { name: `Load ${pick.shipmentNumber}` });
  await expect(pickCard).toBeVisible();
  await expect(pickCard.getByTestId('pick-reason-laneMatch')).toContainText(`Matches saved lane ${laneName}`);

  // Clean up: delete the lane.
  await page.goto('/saved-lanes');
  await page.getByTestId('saved-lane').filter({ hasText: laneName }).getByRole('button', { name: `Delete ${laneName}` }).click();
  await page.getByRole('dialog', { name: 'Delete this lane?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lane deleted')).toBeVisible();
  await expect(page.getByTestId('saved-lane').filter({ hasText: laneName })).toHaveCount(0);
});

test('a dispatcher posts a truck, sees the loads that fit it, and removes it', async ({ page }) => {
  const truck = `E2E-${Date.now() % 100000}`;
  await openSignedIn(page, DISPATCH, '/live-equipment');
  await page.getByRole('button', { name: 'Post a truck' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post a truck' });
  // The route's body schema checks the form before anything is sent.
  await dialog.getByLabel('Truck number').fill('X'.repeat(31));
  await dialog.getByLabel('Where', { exact: false }).first().fill('Chicago, IL');
  await dialog.getByRole('button', { name: 'Post truck' }).click();
  await expect(dialog.getByText('At most 30 characters')).toBeVisible();
  await dialog.getByLabel('Truck number').fill(truck);
  await dialog.getByRole('button', { name: 'Post truck' }).click();
  await expect(page.getByText('Truck posted')).toBeVisible();

  const card = page.getByTestId('live-equipment').filter({ hasText: `Truck ${truck}` });
  await expect(card).toContainText('Chicago, IL');
  await card.getByRole('button', { name: 'Lane matches' }).click();
  await expect(card.getByRole('link', { name: /^Load / }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /^Load / }).first()).toContainText(/mi from truck in Chicago, IL/);

  await card.getByRole('button', { name: `Remove Truck ${truck}` }).click();
  await expect(page.getByText('Truck posting removed')).toBeVisible();
  await expect(page.getByTestId('live-equipment').filter({ hasText: `Truck ${truck}` })).toHaveCount(0);
});

test('a broker sees no Load Board group and is refused its pages', async ({ page }) => {
  await openSignedIn(page, BROKER);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: /Tenders/ })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Load Board' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /Top Picks|Saved Lanes|Live Equipment/ })).toHaveCount(0);
  for (const path of ['/reloads', '/reloads?origin=Chicago%2C+IL', '/available-freight', '/saved-lanes', '/live-equipment', '/lanes']) {
    await page.goto(path);
    await expect(page.getByText('You are not Authorized for this content')).toBeVisible();
  }
});
