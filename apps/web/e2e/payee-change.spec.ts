import { expect, test, type Browser, type Page } from '@playwright/test';
import { PAYEE_CHANGE_AWAITS, PAYEE_CHANGED } from '@portal/domain/invoices/payee-change';
import { AXE_TAGS, axeOf } from './support/axe';
import { waitForMail } from './support/mail-catcher';
import { openSignedIn, portalAs } from './support/session';
import { refuseOnceAskingForProof } from './support/step-up';

/**
 * A carrier's change of payee is held until a second admin confirms it. Lone Star's owner makes a
 * second admin through Contacts (the new user activates from the e-mail), asks to have an invoice
 * paid to a factoring company, and the second admin confirms it on the invoice page. Lone Star, not
 * the demo carrier: Blue Ridge keeps its single admin, whose changes other specs confirm from the
 * link mailed to the company's address.
 */

test.describe.configure({ timeout: 240_000 });

const OWNER = 'owner@lonestarhaulers.test';
const CARRIER = 'Lone Star Haulers';
const CAPITAL = 'Capital Factoring Co';
const PASSWORD = 'Second-Admin-2026!';
const ACTIVATION_LINK = /https?:\/\/[^\s"<>]+\/ActivateUser\/[A-Za-z0-9_-]+/;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

interface InvoiceRow {
  id: number;
  invoiceNumber: string;
  status: { displayName: string };
  remitTo: { id: number; name: string } | null;
  carrier: { id: number; name: string };
}

async function addToList(page: Page, label: string, value: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(value);
  await box.press('Enter');
}

/** The owner gives a new contact the carrier portal and Admin; the contact activates from the e-mail and is signed in. */
async function secondAdmin(browser: Browser, owner: Page): Promise<{ page: Page; name: string; email: string }> {
  const stamp = String(Date.now()).slice(-6);
  const email = `e2e.admin.${stamp}@lonestarhaulers.test`;
  const name = `Dana Second${stamp}`;
  const since = Date.now();
  await owner.goto('/contacts/create');
  await owner.getByLabel('First name').fill('Dana');
  await owner.getByLabel('Last name').fill(`Second${stamp}`);
  await owner.getByLabel('Function title').fill('Office Manager');
  await addToList(owner, 'E-mail addresses', email);
  await owner.getByLabel('Can sign in to the portal').check();
  await owner.getByLabel('Carrier portal').check();
  await owner.getByLabel('Admin (manages contacts and access)').check();
  await owner.getByRole('button', { name: 'Create contact' }).click();
  await expect(owner.getByText('Contact Successfully Created').first()).toBeVisible();

  const link = (await waitForMail(email, since)).match(ACTIVATION_LINK)?.[0];
  expect(link, 'the activation e-mail carries its link').toBeTruthy();
  const page = await (await browser.newContext()).newPage();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
  return { page, name, email };
}

async function seriousViolations(page: Page) {
  const results = await axeOf(page).withTags(AXE_TAGS).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test("a carrier admin's payee change waits for a second admin, who confirms it on the invoice page", async ({ browser, page }) => {
  await openSignedIn(page, OWNER, '/dashboard');
  const second = await secondAdmin(browser, page);

  // An open invoice paid to the carrier directly.
  const owner = await portalAs(page.request, OWNER);
  const list = await owner.get<{ data: InvoiceRow[] }>('/ap-invoices', { status: 0, pageSize: 100 });
  const invoice = list.data.find((row) => ['Draft', 'Received'].includes(row.status.displayName) && (row.remitTo === null || row.remitTo.id === row.carrier.id));
  expect(invoice, 'Lone Star has an open invoice paid directly').toBeDefined();
  const preview = `/accounting/${invoice!.invoiceNumber}/preview`;

  // The owner asks: nothing changes yet, and the page says who must confirm.
  const since = Date.now();
  await page.goto(preview);
  const remitTo = page.getByRole('combobox', { name: 'Remit To' });
  await expect(remitTo).toHaveText(`${CARRIER} (paid directly)`);
  await remitTo.click();
  await page.getByRole('option', { name: new RegExp(CAPITAL) }).first().click();
  await expect(page.getByText(PAYEE_CHANGE_AWAITS.Admin)).toBeVisible();
  const notice = page.getByTestId('pending-payee-change');
  await expect(notice).toContainText(`to pay this invoice to ${CAPITAL} instead of ${CARRIER} (paid directly)`);
  await expect(notice.getByRole('button', { name: 'Confirm payee change' })).toHaveCount(0);
  await expect(page.getByText(`You asked to pay it to ${CAPITAL}: that waits for someone else to confirm it.`)).toBeVisible();
  await expect(remitTo).toHaveText(`${CARRIER} (paid directly)`);

  // The second admin is told by e-mail and opens the invoice from it.
  const mail = await waitForMail(second.email, since);
  expect(mail).toContain(`Confirm the payee change for invoice ${invoice!.invoiceNumber}`);
  const invoiceLink = mail.match(/https?:\/\/[^\s"<>]+\/accounting\/[^\s"<>/]+\/preview/)?.[0];
  expect(invoiceLink, 'the e-mail links to the invoice').toBeTruthy();
  const admin = second.page;
  await admin.goto(invoiceLink!);
  const pending = admin.getByTestId('pending-payee-change');
  await expect(pending).toBeVisible();

  // Accessible with the change waiting, on a desktop and a phone.
  for (const size of SIZES) {
    await admin.setViewportSize(size);
    await expect(pending.getByRole('button', { name: 'Confirm payee change' })).toBeVisible();
    expect(await seriousViolations(admin), `axe at ${size.width} px`).toEqual([]);
  }
  await admin.setViewportSize(SIZES[0]);

  // Confirming needs a fresh proof of identity: the dialog asks for the password and the confirmation goes again.
  await refuseOnceAskingForProof(admin, '**/portal/api/ap-invoices/*/payee-change/confirmation');
  await pending.getByRole('button', { name: 'Confirm payee change' }).click();
  const proof = admin.getByRole('dialog', { name: "Confirm it's you" });
  await proof.getByLabel('Password').fill(PASSWORD);
  await admin.keyboard.press('Enter');
  await expect(proof).toBeHidden();

  await expect(admin.getByText(PAYEE_CHANGED)).toBeVisible();
  await expect(pending).toBeHidden();
  await expect(admin.getByTestId('details-remit-to')).toHaveText(CAPITAL);
  const history = admin.getByTestId('payee-history-entry');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`${CARRIER} (paid directly) → ${CAPITAL}`);
  await expect(history.first()).toContainText(`Confirmed by ${second.name}`);

  // The owner sees the new payee and who confirmed it.
  await page.reload();
  await expect(page.getByTestId('details-remit-to')).toHaveText(CAPITAL);
  await expect(page.getByTestId('payee-history-entry').first()).toContainText(`Confirmed by ${second.name}`);

  // The company's Activity has the request and the change, each with who made it.
  await page.goto('/activity');
  await expect(page.locator('[data-testid="activity-row"][data-action="invoice.payee_changed"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="activity-row"][data-action="invoice.payee_change_requested"]').first()).toBeVisible();
  await admin.context().close();
});
