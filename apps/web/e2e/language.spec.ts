import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captureWhole, SCREENSHOT_DIR, snap } from './support/screenshots';
import { apiSession } from './support/session';

/**
 * Spanish: the user menu switches the portal and the choice is saved for the user, so a
 * reload and a sign-in on another browser stay Spanish; a browser that asks for Spanish gets the
 * sign-in page in Spanish. The screenshots show the longer Spanish words at 1440 and 390 px.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SCREENSHOTS = SCREENSHOT_DIR;
/** A carrier dispatcher no other spec signs in as: her saved language cannot surprise them. */
const SPANISH_USER = 'dispatch@lonestarhaulers.test';
/** A date and time as Spanish writes them: day first, 24-hour clock, no am/pm. */
const SPANISH_DATE_TIME = /\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [A-Z]{2,5}\b/;
const SPANISH_DATE = /\b\d{2}\/\d{2}\/\d{4}\b/;

async function saveLanguage(request: APIRequestContext, language: 'en' | 'es') {
  const { headers } = await apiSession(request, SPANISH_USER);
  const answer = await request.put('/portal/api/users/me/language', { headers, data: { language } });
  expect(answer.ok()).toBeTruthy();
}

async function signInAs(page: Page, labels: { email: string; password: string; submit: string }) {
  await page.getByLabel(labels.email).fill(SPANISH_USER);
  await page.getByLabel(labels.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
}

const ENGLISH = { email: 'Email address', password: 'Password', submit: 'Sign In' };
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

test.beforeAll(async ({ request }) => saveLanguage(request, 'en'));
test.afterAll(async ({ request }) => saveLanguage(request, 'en'));

test('the user menu switches the portal to Spanish, saved for the user: a reload and another browser stay Spanish', async ({ page, browser }) => {
  await page.goto('/');
  await signInAs(page, ENGLISH);
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse((response) => response.url().endsWith('/users/me/language') && response.request().method() === 'PUT');
  // By keyboard: the menu is a list of menu items.
  await page.getByRole('menuitemradio', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);

  await expect(page.getByTestId('page-title')).toHaveText('Panel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByTestId('nav-shipments')).toContainText('Envíos');
  await expect(page.getByRole('link', { name: 'Centro de ayuda' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Panel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  // Dates on the dashboard (its shipment windows), day first with the 24-hour clock.
  const main = page.locator('#main-content');
  const dashboardText = await main.innerText();
  expect(dashboardText).not.toMatch(/\b\d{1,2}:\d{2} (am|pm)\b/);
  if (SPANISH_DATE.test(dashboardText)) expect(dashboardText).toMatch(SPANISH_DATE_TIME);
  await captureWhole(page, `${SCREENSHOTS}/language-dashboard-es-1440.png`, 1440);

  // The application updates list its release dates the Spanish way.
  await page.getByRole('button', { name: 'Novedades de la aplicación' }).click();
  const updates = page.getByRole('dialog', { name: 'Novedades de la aplicación' });
  await expect(updates).toBeVisible();
  await expect(updates.getByText(SPANISH_DATE).first()).toBeVisible();
  await updates.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  await snap(page, `${SCREENSHOTS}/language-user-menu-es-1440.png`, { animations: 'disabled' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('page-title')).toHaveText('Panel');
  await captureWhole(page, `${SCREENSHOTS}/language-dashboard-es-390.png`, 390);
  await page.getByRole('button', { name: 'Abrir la navegación' }).click();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await snap(page, `${SCREENSHOTS}/language-navigation-es-390.png`, { animations: 'disabled' });

  // Another browser, which asks for English: the saved choice wins once she signs in.
  const other = await browser.newContext({ locale: 'en-US' });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/');
  await signInAs(elsewhere, ENGLISH);
  await expect(elsewhere.getByTestId('page-title')).toHaveText('Panel');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
  await other.close();
});

test('a browser that asks for Spanish shows the sign-in page in Spanish, and English is one click away', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await expect(page).toHaveTitle(/^Iniciar sesión · /);
  await snap(page, `${SCREENSHOTS}/language-sign-in-es-1440.png`, { animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${SCREENSHOTS}/language-sign-in-es-390.png`, { animations: 'disabled', fullPage: true });

  // A wrong password is told in Spanish.
  await page.getByLabel('Correo electrónico').fill(SPANISH_USER);
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Usuario o contraseña incorrectos.')).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await signInAs(page, SPANISH);
  await context.close();
});

test("a shipment's activity reads in Spanish: what the server wrote, clause by clause", async ({ page, request }) => {
  await saveLanguage(request, 'es');
  const { headers } = await apiSession(request, SPANISH_USER);
  const list = await request.get('/portal/api/shipments/bookings?needsUpdates=false&statuses=3,4&pageSize=1', { headers });
  const shipment = ((await list.json()) as { data: { id: number; shipmentNumber: string }[] }).data[0]!;
  const pro = `PRO-ES-${Date.now() % 100000}`;
  const set = await request.patch(`/trucks/api/v2/shipments/${shipment.id}/shipping_pro_number`, { headers, data: { value: pro } });
  expect(set.ok()).toBeTruthy();

  // The sign-in page follows the browser (English); her saved Spanish applies once she is in.
  await page.goto('/');
  await signInAs(page, ENGLISH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto(`/shipments/${shipment.shipmentNumber}`);
  const activity = page.getByTestId('activity-list');
  await expect(activity.getByText(new RegExp(`^Número PRO de envío fijado en ${pro}`))).toBeVisible();
  await expect(activity.getByText(/^Shipping PRO number/)).toHaveCount(0);
  await saveLanguage(request, 'en');
});
