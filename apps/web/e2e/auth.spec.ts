import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mail-catcher';
import { DEMO, DEMO_PASSWORD, dismissExpiredTokenDialog, signIn } from './support/session';

const ALL_NAV = [
  'dashboard', 'loadBoard', 'liveEquipment', 'savedLanes', 'topPicks', 'shipments', 'tenders', 'rateRequests',
  'accounting', 'paymentRemittance', 'thirdPartyPayerInvoices', 'accessorialRequests', 'videos', 'contacts', 'support', 'logout',
] as const;

const CARRIER_NAV = ['dashboard', 'loadBoard', 'liveEquipment', 'savedLanes', 'topPicks', 'shipments', 'tenders', 'rateRequests', 'accounting', 'paymentRemittance', 'accessorialRequests', 'videos', 'contacts', 'support', 'logout'];

/** The route rules with the readings chosen (docs/decisions/0001-readings-where-the-spec-gives-two.md): what each demo user's rail holds. */
const EXPECTED_NAV: Record<string, { landing: RegExp; nav: string[] }> = {
  [DEMO.carrierAdmin]: { landing: /\/dashboard$/, nav: CARRIER_NAV },
  [DEMO.dispatcher]: { landing: /\/dashboard$/, nav: CARRIER_NAV },
  [DEMO.broker]: { landing: /\/dashboard$/, nav: ['dashboard', 'shipments', 'tenders', 'rateRequests', 'accounting', 'paymentRemittance', 'videos', 'contacts', 'support', 'logout'] },
  [DEMO.driver]: { landing: /\/my-shipments$/, nav: ['shipments', 'support', 'logout'] },
  [DEMO.factoring]: { landing: /\/accounting$/, nav: ['accounting', 'paymentRemittance', 'contacts', 'support', 'logout'] },
  [DEMO.payer]: { landing: /\/third-party-payer-invoices$/, nav: ['thirdPartyPayerInvoices', 'support', 'logout'] },
};

for (const [email, expected] of Object.entries(EXPECTED_NAV)) {
  test(`${email} signs in and sees exactly the navigation of that role`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(expected.landing);
    if (email === DEMO.carrierAdmin) await dismissExpiredTokenDialog(page);
    const rail = page.getByTestId('nav-rail');
    for (const key of ALL_NAV) {
      const item = rail.getByTestId(`nav-${key}`);
      if (expected.nav.includes(key)) await expect(item, key).toBeVisible();
      else await expect(item, key).toHaveCount(0);
    }
  });
}

test('a wrong password shows the spec message and stays on sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email address').fill(DEMO.dispatcher);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveCount(0);
});

test('a Do Not Use carrier gets the Do Not Use message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email address').fill(DEMO.doNotUse);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Carrier is "Do Not Use", if you have questions please email carriers@summitfreight.test')).toBeVisible();
});

test('a user asks for a reset link, follows it from the e-mail and sets a password', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  await page.getByLabel('Email address').fill(DEMO.payer);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/request-password-reset/);
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.payer);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please check your email').first()).toBeVisible();

  const mail = await waitForMail(DEMO.payer, since);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the e-mail carries the reset link').toBeTruthy();
  await page.goto(link!);
  // Same password again, so the other tests can still sign in as this user.
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/third-party-payer-invoices$/);

  // The link is single use.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
});

test('a 401 mid-session saves the path and returns there after signing in again', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  await page.goto('/tenders');
  await expect(page.getByTestId('page-title')).toHaveText(/Tenders/);
  // The session is ended on the server (as from another browser's profile): the token and the refresh cookie are refused.
  const token = await page.evaluate(() => window.localStorage.getItem('portal.accessToken')!);
  const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
  const ended = await page.request.delete(`/portal/api/users/me/sessions/${sessionId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(204);
  await page.goto('/rates');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Email address').fill(DEMO.dispatcher);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/rates$/);
});

test('signing out ends the session on the server: the old token is refused', async ({ page, request }) => {
  await signIn(page, DEMO.dispatcher);
  const token = await page.evaluate(() => window.localStorage.getItem('portal.accessToken')!);
  const me = () => request.get('/portal/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByTestId('nav-logout').click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect.poll(async () => (await me()).status()).toBe(401);
  // Nor can the browser's refresh cookie bring the session back.
  expect((await page.request.post('/portal/api/auth/refresh')).status()).toBe(401);
});

test('an expired access token is renewed from the session without signing in again', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  await page.goto('/tenders');
  await expect(page.getByTestId('page-title')).toHaveText(/Tenders/);
  // Make the stored token look a minute past its end, as after a quarter of an hour away.
  await page.evaluate(() => {
    const token = window.localStorage.getItem('portal.accessToken')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    window.localStorage.setItem('portal.accessToken', `${header}.${expired}.${signature}`);
  });
  const renewed = page.waitForResponse((response) => response.url().endsWith('/portal/api/auth/refresh') && response.status() === 200);
  await page.goto('/rates');
  await renewed;
  await expect(page).toHaveURL(/\/rates$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('unknown routes and missing rights show the spec pages', async ({ page }) => {
  await page.goto('/not-found');
  await expect(page.getByText('Route Not Found')).toBeVisible();

  await signIn(page, DEMO.driver);
  await page.goto('/tenders');
  await expect(page.getByText('You are not Authorized for this content')).toBeVisible();
  await page.goto('/shipments/does/not/exist');
  await expect(page.getByText('Route Not Found')).toBeVisible();
});
