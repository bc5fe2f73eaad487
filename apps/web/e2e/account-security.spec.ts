import { expect, test, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { waitForMail } from './support/mail-catcher';
import { signIn } from './support/session';
import { refuseOnceAskingForProof } from './support/step-up';

// Users no other spec signs in as: the e-mail change moves one of them to a new address.
const STEP_UP_USER = 'owner@mapleleaflogistics.test';
const MOVING_USER = 'owner@greatlakescarriers.test';
const NEW_ADDRESS = 'erik.lindqvist@greatlakescarriers.test';
const PHONE = { width: 390, height: 844 };

/** Serious and critical axe findings inside the open dialog. */
async function dialogViolations(page: Page) {
  const { violations } = await wcagScan(page).include('[role="dialog"]').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('a sensitive change asks the person to confirm it is them, then goes through', async ({ page }) => {
  await signIn(page, STEP_UP_USER);
  await page.goto('/profile?tab=security');
  await refuseOnceAskingForProof(page, '**/portal/api/users/me/two-factor/enrolment');
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await dialogViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // By keyboard: the password field has the focus; a wrong password is said in the field.
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();
  await dialog.getByLabel('Password').fill('demo1234');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The change was sent again and went through: the enrolment shows its QR code.
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
});

test('a new e-mail address is confirmed from its own mailbox, and the old one is told', async ({ page }) => {
  await signIn(page, MOVING_USER);
  const since = Date.now();
  await page.goto('/profile/edit');
  await page.getByLabel('E-mail address').fill(NEW_ADDRESS);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('We sent a link to the new e-mail address').first()).toBeVisible();

  const notice = await waitForMail(MOVING_USER, since);
  expect(notice).toContain(NEW_ADDRESS);
  const mail = await waitForMail(NEW_ADDRESS, since);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the e-mail carries the confirmation link').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText(`Your e-mail address is now ${NEW_ADDRESS}.`)).toBeVisible();
  const { violations } = await wcagScan(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The same link a second time names nothing.
  await page.goto(link!);
  await expect(page.getByText('This confirmation link is invalid or has expired')).toBeVisible();

  // The account now signs in with the new address.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, NEW_ADDRESS);
});
