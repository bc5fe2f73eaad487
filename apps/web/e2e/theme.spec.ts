import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Dark mode: the user menu's theme choice applies at once, is remembered for the user on
 * the server (a fresh browser shows it after sign-in), and System follows the device's setting live.
 * The sign-in page follows the system setting.
 */

const BACKGROUND = { light: 'rgb(244, 246, 250)', dark: 'rgb(15, 20, 27)' } as const;
const shows = (page: Page, scheme: 'light' | 'dark') => expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[scheme]);

async function openThemeChoice(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
}

test('the theme chosen in the user menu applies at once, survives a reload and a new browser, and System follows the device', async ({ page, browser }) => {
  // A seeded user no other spec signs in as, so no other page sees this choice; set back to System at the end.
  const email = 'dispatch@pacificcoastfreight.test';
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, email);
  await shows(page, 'light');

  await openThemeChoice(page);
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await shows(page, 'dark');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  const saved = page.waitForResponse((r) => r.url().endsWith('/users/me') && r.request().method() === 'GET');
  await page.reload();
  await saved;
  await shows(page, 'dark');

  // Another browser (nothing stored there) shows the user's choice once signed in: it lives on the server.
  const other = await browser.newContext({ colorScheme: 'light' });
  const second = await other.newPage();
  await signIn(second, email);
  await shows(second, 'dark');
  await other.close();

  // System, chosen by keyboard: from Logout (End) up past the two languages, Dark and Light.
  await openThemeChoice(page);
  // Opening the menu puts focus on its first item, as the arrow keys expect.
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  const savedSystem = page.waitForResponse((r) => r.url().endsWith('/users/me/appearance') && r.ok());
  await page.keyboard.press('Enter');
  await savedSystem;
  await shows(page, 'light');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shows(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await shows(page, 'light');
});

test('the sign-in page follows the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await shows(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await shows(page, 'light');
});
