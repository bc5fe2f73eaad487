import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn } from './support/session';
import { SCREENSHOT_DIR, snap } from './support/screenshots';

const SCREENSHOTS = SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

async function searchAndPick(page: Page, shipmentNumber: string) {
  const box = page.getByPlaceholder('Search Shipments');
  await box.fill(shipmentNumber);
  const result = page.getByTestId('shipment-search-result').filter({ hasText: shipmentNumber });
  await expect(result).toBeVisible();
  await result.click();
}

test('the carrier admin is told once that the tracking-integration token expired', async ({ page }) => {
  await openSignedIn(page, DEMO.carrierAdmin);
  await snap(page, `${SCREENSHOTS}/shell-expired-token-dialog-desktop.png`);
  await dismissExpiredTokenDialog(page);
  await page.reload();
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Expired tracking-integration token' })).toHaveCount(0);
});

test('the shipment search finds seeded shipments and opens the right place for each status', async ({ page, request }) => {
  const session = await apiSession(request, DEMO.dispatcher);
  const pick = async (url: string) => {
    const response = await request.get(url, { headers: session.headers });
    expect(response.ok(), url).toBeTruthy();
    const { data } = await response.json();
    expect(data.length, url).toBeGreaterThan(0);
    return data[data.length - 1].shipmentNumber as string;
  };
  const booked = await pick('/trucks/api/v2/shipments?statuses=3&pageSize=50');
  const readyToBook = await pick('/portal/api/available-shipments?pageSize=50');
  const tendering = await pick('/carrier/api/v2/tenders?statuses=0&pageSize=50');

  await openSignedIn(page, DEMO.dispatcher);
  const box = page.getByPlaceholder('Search Shipments');
  await box.click();
  await expect(page.getByText('Enter shipment number to start search')).toBeVisible();
  await box.fill('0000000');
  await expect(page.getByText('No Matching Results')).toBeVisible();
  await snap(page, `${SCREENSHOTS}/shell-search-empty-desktop.png`);

  await box.fill(booked);
  await expect(page.getByTestId('shipment-search-result').first()).toBeVisible();
  await snap(page, `${SCREENSHOTS}/shell-search-results-desktop.png`);
  await searchAndPick(page, booked);
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${booked}/preview/details$`));

  await searchAndPick(page, readyToBook);
  await expect(page).toHaveURL(new RegExp(`/available-freight/${readyToBook}$`));

  await searchAndPick(page, tendering);
  await expect(page).toHaveURL(new RegExp(`/tenders/${tendering}$`));
});

test('brokers are prompted for shipment or reference numbers', async ({ page }) => {
  await openSignedIn(page, DEMO.broker);
  await page.getByPlaceholder('Search Shipments').click();
  await expect(page.getByText('Enter Shipment or Reference Number to Start Search')).toBeVisible();
  await expect(page.getByTestId('nav-loadBoard')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await snap(page, `${SCREENSHOTS}/shell-broker-desktop.png`);
});

test('the rail is 240 open and 60 collapsed at 1440 px, remembers its state, and expands on hover', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await snap(page, `${SCREENSHOTS}/sign-in-desktop.png`);
  await openSignedIn(page, DEMO.dispatcher);
  const rail = page.getByTestId('nav-rail');
  await expect(rail).toBeVisible();
  await expect(page.getByTestId('nav-badge-tenders')).toBeVisible();
  await snap(page, `${SCREENSHOTS}/shell-carrier-desktop.png`);
  expect((await rail.boundingBox())!.width).toBe(240);

  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await rail.boundingBox())!.width).toBe(60);
  await page.reload();
  await expect.poll(async () => (await page.getByTestId('nav-rail').boundingBox())!.width).toBe(60);

  await page.getByTestId('nav-rail').hover();
  await expect.poll(async () => (await page.getByTestId('nav-rail').boundingBox())!.width).toBe(240);
  await page.getByTestId('nav-rail').getByRole('button', { name: 'Keep navigation open' }).click();
});

test('on a phone the rail is hidden behind a menu button and the search is an overlay', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await snap(page, `${SCREENSHOTS}/sign-in-phone.png`);
  await openSignedIn(page, DEMO.dispatcher);
  await expect(page.getByTestId('nav-rail')).toHaveCount(0);
  await snap(page, `${SCREENSHOTS}/shell-carrier-phone.png`);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerItem = page.getByTestId('nav-shipments');
  await expect(drawerItem).toBeVisible();
  await snap(page, `${SCREENSHOTS}/shell-drawer-phone.png`);
  await drawerItem.click();
  await expect(page).toHaveURL(/\/shipments$/);

  await page.getByRole('button', { name: 'Search Shipments' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search Shipments' });
  await expect(overlay).toBeVisible();
  await overlay.getByPlaceholder('Search Shipments').fill('41');
  await expect(overlay.getByTestId('shipment-search-result').first()).toBeVisible();
  await snap(page, `${SCREENSHOTS}/shell-search-phone.png`);
});
