import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { waitForMail } from './support/mail-catcher';
import { DEMO_PASSWORD, signIn } from './support/session';
import { shotPath, snap } from './support/screenshots';

// A user no other spec signs in as: turning on two-factor sign-in here must not stop a parallel spec's
// password sign-in.
const USER = 'owner@lonestarhaulers.test';
const SCREENSHOTS = shotPath('profile');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// A real 1x1 PNG; the page crops it square and re-encodes it before upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The code an authenticator app shows, 30 seconds ahead so it is never the step enrolment used. */
function nextCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + 30_000 });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function screenshots(page: Page, suffix: string) {
  for (const [tab, name] of [
    ['details', 'Details'],
    ['picture', 'Profile Picture'],
    ['notifications', 'Notifications'],
    ['security', 'Security'],
  ] as const) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await snap(page, path.join(SCREENSHOTS, `${tab}-${suffix}.png`), { fullPage: true });
  }
}

/**
 * The profile end to end: edit details and see the toast, upload a picture and see it in
 * the top bar, turn on two-factor sign-in with the secret shown at enrolment, sign out and sign in
 * with a code; then turn it off again so the demo user signs in with a password only.
 */
test('profile details, picture and two-factor sign-in', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, USER);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('My Profile');

  // Details: add a phone number.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Edit Profile');
  await snap(page, path.join(SCREENSHOTS, 'edit-desktop.png'), { fullPage: true });
  await page.getByRole('button', { name: 'Add phone number' }).click();
  const phones = page.getByLabel(/^Phone number \d$/);
  await phones.last().fill('(555) 014-7788');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Profile Successfully Updated')).toBeVisible();
  await expect(page.getByText('(555) 014-7788')).toBeVisible();

  // Picture: upload, see it in the top bar.
  await openTab(page, 'Profile Picture');
  await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'New profile picture preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Picture' }).click();
  await expect(page.getByText('Profile Picture Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toBeVisible();

  // Notifications: turn rate request e-mails off and on again.
  await openTab(page, 'Notifications');
  const rateRequests = page.getByLabel('Rate requests');
  const before = await rateRequests.isChecked();
  await rateRequests.click();
  await expect(page.getByText('Notification Preferences Saved').first()).toBeVisible();
  await expect(rateRequests).toBeChecked({ checked: !before });
  await rateRequests.click();
  await expect(rateRequests).toBeChecked({ checked: before });

  // Two-factor sign-in: enrol with the secret shown, confirm with a code.
  await openTab(page, 'Security');
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-Factor Sign-In Turned On')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent())!.trim();
  await page.getByRole('button', { name: 'I Saved My Codes' }).click();

  // Sign out, sign in: the password, then the code.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email address').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000' === nextCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });

  // A reset link proves the mailbox, not the person: the new password is set, and the second factor
  // still stands between the link and a session.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const since = Date.now();
  await page.getByLabel('Email address').fill(USER);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please check your email').first()).toBeVisible();
  const link = (await waitForMail(USER, since)).match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the e-mail carries the reset link').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('portal.accessToken'))).toBeNull();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });

  // Screenshots of each tab at both widths (two-factor on), then turn it off again.
  await screenshots(page, 'desktop');
  await page.setViewportSize(PHONE);
  await screenshots(page, 'phone');
  await page.setViewportSize(DESKTOP);
  await page.goto('/profile?tab=security');
  await expect(page.getByRole('button', { name: 'Turn Off' })).toBeVisible();
  await page.getByLabel('Current password').last().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Two-Factor Sign-In Turned Off')).toBeVisible();
});

test('my sessions: another browser is listed, signed out from here, and its token refused', async ({ page, browser, request }) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage, USER);
  const otherToken = await otherPage.evaluate(() => window.localStorage.getItem('portal.accessToken')!);
  const asOther = () => request.get('/portal/api/users/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect((await asOther()).status()).toBe(200);

  await signIn(page, USER);
  await page.goto('/profile?tab=security');
  const list = page.getByRole('list', { name: 'Signed-in sessions' });
  const rows = list.getByRole('listitem');
  await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1);
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(2);

  // One other session ended by its own button (by keyboard), then every other one at once.
  const firstOther = rows.filter({ hasNotText: 'This session' }).first();
  await firstOther.getByRole('button', { name: /^Sign out / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('That session was signed out.')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  if (before - 1 > 1) {
    await page.getByRole('button', { name: 'Sign Out Other Sessions' }).click();
    await expect(rows).toHaveCount(1);
  }
  await expect.poll(async () => (await asOther()).status()).toBe(401);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByLabel('Email address')).toBeVisible();
  await elsewhere.close();
});
