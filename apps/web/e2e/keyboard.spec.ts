import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, portalAs } from './support/session';

/**
 * Keyboard alone (issue #16): signing in, accepting a tender and recording a stop arrival complete
 * with Tab, typing and Enter only. No clicks: every control is reached by Tab from where focus is,
 * which proves it is in the tab order, focusable and operable; dialogs keep focus inside them.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Presses Tab until the target has focus (it must be reachable in the tab order within `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80) {
  const element = target.first();
  await element.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached by Tab within ${max} presses: ${element}`);
}

/** Tab cycles inside an open dialog and never reaches the page behind it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
}

test('signing in by keyboard, with a visible focus outline on the way', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email address'));
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  // Focus is a real outline (theme: 3 px brand colour), not only a faint background.
  const outline = await page.getByRole('button', { name: 'Sign In' }).evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(outline).toBe('solid');
  await signInByKeyboard(page, DEMO.dispatcher);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a dispatcher accepts a tender by keyboard alone', async ({ page, request }) => {
  const api = await portalAs(request, DEMO.dispatcher);
  const open = await api.get<{ data: { id: number; shipmentNumber: string }[] }>('/tenders', { statuses: 0, pageSize: 50 });
  expect(open.data.length).toBeGreaterThan(4);
  // From the front of the list: the other tender specs pick from the end.
  const tender = open.data[2];

  await signInByKeyboard(page, DEMO.dispatcher);
  await page.goto('/tenders');
  await tabTo(page, page.getByRole('link', { name: `Tender ${tender.id}, shipment ${tender.shipmentNumber}` }), 150);
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('tender-detail');
  await tabTo(page, detail.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: /Accept tender/ });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Truck not in your fleet? Type its number' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Truck number'));
  await page.keyboard.type('KB-101');
  await tabTo(page, dialog.getByRole('button', { name: 'Accept tender' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Response sent!')).toBeVisible();
  await expect(detail.getByText('You accepted this tender')).toBeVisible();
});

test('a dispatcher records a stop arrival by keyboard alone', async ({ page, request }) => {
  const api = await portalAs(request, DEMO.dispatcher);
  const list = await api.get<{ data: { id: number; shipmentNumber: string; needsUpdate: boolean; status: { value: number } }[] }>('/shipments/bookings', {
    view: 'booking',
    statuses: 3,
    needsUpdates: false,
    pageSize: 100,
  });
  // A Booked shipment with no stop event, the lowest id first: the stop-by-stop spec takes the highest
  // that needs an update, so the two never race for one shipment.
  let number: string | undefined;
  const booked = list.data.filter((s) => s.status.value === 3).sort((a, b) => Number(a.needsUpdate) - Number(b.needsUpdate) || a.id - b.id);
  for (const candidate of booked) {
    const stops = await api.get<{ data: { arrivedAt: string | null }[] }>(`/shipments/by-number/${candidate.shipmentNumber}/stops`);
    if (stops.data.length >= 2 && stops.data.every((s) => s.arrivedAt === null)) {
      number = candidate.shipmentNumber;
      break;
    }
  }
  expect(number, 'a booked shipment without stop events').toBeDefined();

  await signInByKeyboard(page, DEMO.dispatcher);
  await page.goto(`/shipments/${number}`);
  await expect(page.getByTestId('shipment-status')).toHaveText('Booked');
  const firstStop = page.getByTestId('stop-card').first();
  await tabTo(page, firstStop.getByRole('button', { name: 'Arrive' }), 150);
  await page.keyboard.press('Enter');
  const arrive = page.getByRole('dialog', { name: /Arrive at stop/ });
  await expect(arrive).toBeVisible();
  await expectFocusTrapped(page, arrive);
  await tabTo(page, arrive.getByRole('button', { name: 'Record Arrival' }));
  await page.keyboard.press('Enter');
  await expect(arrive).toBeHidden();
  await expect(page.getByTestId('shipment-status')).toHaveText('At Stop');
});
