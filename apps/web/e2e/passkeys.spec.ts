import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { wcagScan } from './support/axe';
import { signIn } from './support/session';

// Browsers take passkeys on a domain only, never on an IP address: this spec opens the portal as
// localhost, which the server (its public URL is the loopback address) names as its passkey domain.
test.use({ baseURL: baseURL.replace('127.0.0.1', 'localhost') });

// A user no other spec signs in as: the passkey added here turns two-factor sign-in on for them.
const USER = 'owner@pacificcoastfreight.test';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A platform authenticator (Touch ID, Windows Hello) that holds discoverable passkeys and always recognises its owner. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** Serious and critical axe findings, in the part of the page given, at the desktop and the phone width. */
async function violationsAtBothWidths(page: Page, selector?: string) {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const scan = selector ? wcagScan(page).include(selector) : wcagScan(page);
    const { violations } = await scan.analyze();
    found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${size.width}px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

/** Presses Tab until the control has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, control: Locator, most = 60) {
  for (let i = 0; i < most; i += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard did not reach the control');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
}

test('a passkey added in the profile signs in without a password, from the app and from the first page', async ({ page, context }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signIn(page, USER);
  await page.goto('/profile?tab=security');

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByRole('button', { name: 'Add a Passkey' })).toBeEnabled();
  expect(await violationsAtBothWidths(page, 'section[aria-labelledby="passkeys-title"]')).toEqual([]);

  // By keyboard: the button is reached with Tab and pressed with Enter; the device makes the passkey.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await tabTo(page, section.getByRole('button', { name: 'Add a Passkey' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Passkey added')).toBeVisible();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  // Named after the browser and system it was made on (headless Chromium names only its system).
  await expect(passkeys.first()).toContainText('Passkey on ');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  expect(await violationsAtBothWidths(page, 'section[aria-labelledby="passkeys-title"]')).toEqual([]);

  // Signed out, the app's sign-in form offers the passkey: no e-mail address, no password, no code.
  await signOut(page);
  await tabTo(page, page.getByRole('button', { name: 'Use a passkey' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.user') ?? '{}').email)).toBe(USER);
  expect((await context.cookies()).some((cookie) => cookie.name === 'portal_refresh' && cookie.httpOnly)).toBe(true);

  // A first visit gets the lean sign-in page; its passkey button loads the passkey code on the press.
  await signOut(page);
  await page.evaluate(() => window.localStorage.clear());
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.locator('.lean-page')).toBeVisible();
  expect(await violationsAtBothWidths(page)).toEqual([]);
  const leanPasskey = page.getByRole('button', { name: 'Use a passkey' });
  await tabTo(page, leanPasskey);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.user') ?? '{}').email)).toBe(USER);

  // The passkey is the account's second factor now: the password alone asks for it.
  await signOut(page);
  await page.getByLabel('Email address').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const secondStep = page.getByRole('group', { name: 'Two-factor sign-in' });
  await expect(secondStep).toBeVisible();
  // The previous sign-in's toast goes first: the scan is of the second step. On a fast machine a
  // toast can still arrive just after the step shows, and a toast fading in fails contrast: no toast
  // for most of a second, not one glance at an empty corner.
  const toasts = page.locator('#notistack-snackbar');
  await expect(async () => {
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(700);
    await expect(toasts).toHaveCount(0, { timeout: 1 });
  }).toPass({ timeout: 40_000 });
  expect(await violationsAtBothWidths(page)).toEqual([]);
  await secondStep.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });

  // The owner's Activity shows the passkey added and the sign-ins made with it.
  await page.goto('/activity');
  await expect(page.locator('[data-testid="activity-row"][data-action="auth.passkey_added"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="activity-row"][data-action="auth.sign_in"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="activity-row"][data-action="auth.sign_out"]').first()).toBeVisible();
});
