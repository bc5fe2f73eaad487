import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail-catcher';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn, portalAs, signIn } from './support/session';
import { screenshotsWanted, shotPath, snap } from './support/screenshots';

const SCREENSHOTS = shotPath('contacts');
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
const ACTIVATION_LINK = /https?:\/\/[^\s"<>]+\/ActivateUser\/[A-Za-z0-9_-]+/;

async function addToList(page: Page, label: string, value: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(value);
  await box.press('Enter');
}

async function activate(page: Page, link: string, password: string) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
}

/**
 * Contacts end to end: the carrier's admin creates a contact with portal access, the new
 * user follows the e-mailed activation link, chooses a password and signs in.
 */
test('the admin creates a contact with portal access; the new user activates from the e-mail and signs in', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now()).slice(-6);
  const email = `e2e.contact.${stamp}@blueridgetransport.test`;
  const since = Date.now();

  await openSignedIn(page, DEMO.carrierAdmin, '/contacts');
  await dismissExpiredTokenDialog(page);
  await page.getByRole('link', { name: 'New contact' }).click();
  await expect(page).toHaveURL(/\/contacts\/create$/);
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill(`Contact${stamp}`);
  await page.getByLabel('Function title').fill('Billing Coordinator');
  await addToList(page, 'Roles', 'Bill-to');
  await addToList(page, 'E-mail addresses', email);
  await addToList(page, 'Phone numbers', '(540) 555-0142');
  await page.getByLabel('Can sign in to the portal').check();
  await page.getByLabel('Carrier portal').check();
  await expect(page.getByTestId('access-levels')).toContainText('Shipments');
  await page.getByRole('button', { name: 'Create contact' }).click();

  await expect(page.getByText('Contact Successfully Created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/\d+\/preview$/);
  await expect(page.getByRole('heading', { name: `Morgan Contact${stamp}` })).toBeVisible();
  // The role was normalised by the domain rule on the way in (stored BillTo), and reads as people name it.
  await expect(page.getByText('Bill-to', { exact: true })).toBeVisible();
  const contactId = /\/contacts\/(\d+)\/preview$/.exec(page.url())![1];
  const stored = await (await portalAs(page.request, DEMO.carrierAdmin)).get<{ data: { roles: string[] } }>(`/contacts/${contactId}`);
  expect(stored.data.roles).toEqual(['BillTo']);
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();

  // The fuzzy search finds the contact by a misspelt last name.
  await page.goto(`/contacts?q=Contct${stamp}`);
  await expect(page.getByTestId('contact-row').filter({ hasText: `Morgan Contact${stamp}` })).toBeVisible();

  const mail = await waitForMail(email, since);
  const link = mail.match(ACTIVATION_LINK)?.[0];
  expect(link, 'the e-mail carries the activation link').toBeTruthy();
  await activate(page, link!, 'Contact-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, 'Contact-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Someone at the carrier asks for access from the sign-in page; the admin approves; the requester activates. */
test('an access request made from the sign-in page is approved by the admin', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now()).slice(-6);
  const email = `e2e.request.${stamp}@blueridgetransport.test`;
  const since = Date.now();

  await page.goto('/');
  await page.getByRole('link', { name: 'No account yet? Request access' }).click();
  await expect(page).toHaveURL(/\/request-access$/);
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill(`Request${stamp}`);
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Company MC or DOT number').fill('MC-812345');
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByTestId('access-requested')).toBeVisible();
  await expect((await waitForMail(email, since))).toContain('Blue Ridge Transport LLC');

  await openSignedIn(page, DEMO.carrierAdmin, '/contacts?view=requests');
  await dismissExpiredTokenDialog(page);
  const card = page.getByRole('article', { name: `Access request from Riley Request${stamp}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Approve Riley Request${stamp}` }).click();
  // The admin chooses what the new user may open before anyone is invited.
  const dialog = page.getByRole('dialog', { name: `Approve Riley Request${stamp}` });
  await expect(dialog.getByRole('checkbox', { name: 'Carrier portal' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Accounts Payable' }).check();
  await expect(dialog.getByTestId('approve-access-levels')).toContainText('Accounting and payments');
  await dialog.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(page.getByText(`Access approved: Riley Request${stamp} will receive an activation e-mail`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  const admin = await apiSession(page.request, DEMO.carrierAdmin);
  const contacts = (await (await page.request.get(`/portal/api/contacts?fuzzyMatch=Request${stamp}`, { headers: admin.headers })).json()) as { data: { roles: string[] }[] };
  expect(contacts.data.map((contact) => contact.roles)).toEqual([['AP']]);

  const link = (await waitForMail(email, since + 1)).match(ACTIVATION_LINK)?.[0];
  expect(link, 'the approval e-mails the activation link').toBeTruthy();
  await activate(page, link!, 'Request-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Pictures only (the same pages are checked at both widths in accessibility.spec.ts): npm run screenshots.
test('screenshots of the contacts list, preview, edit and access requests', async ({ page }) => {
  test.skip(!screenshotsWanted, 'pictures only: npm run screenshots');
  test.setTimeout(150_000);
  await openSignedIn(page, DEMO.carrierAdmin);
  await dismissExpiredTokenDialog(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/contacts');
    await expect(page.getByTestId('contact-row').first()).toBeVisible();
    await snap(page, `${SCREENSHOTS}/contacts-list-${size.name}.png`, { animations: 'disabled' });
    await page.getByTestId('contact-row').filter({ hasText: 'Avery Collins' }).click();
    await expect(page.getByRole('heading', { name: 'Avery Collins' })).toBeVisible();
    await snap(page, `${SCREENSHOTS}/contact-preview-${size.name}.png`, { fullPage: true, animations: 'disabled' });
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Avery Collins' })).toBeVisible();
    await snap(page, `${SCREENSHOTS}/contact-edit-${size.name}.png`, { fullPage: true, animations: 'disabled' });
    await page.goto('/contacts?view=requests');
    await expect(page.getByTestId('access-request').first()).toBeVisible();
    await snap(page, `${SCREENSHOTS}/access-requests-${size.name}.png`, { animations: 'disabled' });
  }
});
