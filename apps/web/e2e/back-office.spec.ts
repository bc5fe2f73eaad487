import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, axeOf } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn, signIn } from './support/session';

/**
 * The brokerage's back office, order to cash in three roles: the payables clerk (ap@, role AP)
 * approves a carrier's Received invoice, the operations manager (ops@, Admin) pays it with a check,
 * and the carrier's admin finds the check on Payment Remittance.
 */

const shot = (name: string) => shotPath('back-office', name);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BLUE_RIDGE = 'Blue Ridge Transport LLC';

/** Every 4xx the page's own API calls get from now on. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400 && response.status() < 500) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return refused;
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(text);
  await page.getByRole('textbox', { name: 'Search invoices' }).press('Enter');
}

test('ap approves a Received invoice, ops pays it, the carrier sees the check', async ({ page }) => {
  test.setTimeout(240_000);
  // A Received invoice of Blue Ridge that nobody has approved yet.
  const clerk = await apiSession(page.request, DEMO.ap);
  const received = await page.request.get(`/portal/api/internal/ap-invoices?status=1&search=${encodeURIComponent(BLUE_RIDGE)}`, { headers: clerk.headers });
  expect(received.ok()).toBeTruthy();
  const invoice = ((await received.json()) as { data: { invoiceNumber: string; carrier: { name: string } }[] }).data.find((i) => i.carrier.name === BLUE_RIDGE);
  expect(invoice, 'a Received invoice of Blue Ridge in the seed').toBeTruthy();
  const invoiceNumber = invoice!.invoiceNumber;

  // The clerk signs in and lands on the back office, without a refused call on the way.
  await page.setViewportSize(DESKTOP);
  const refused = refusedCalls(page);
  await signIn(page, DEMO.ap);
  await expect(page).toHaveURL(/\/back-office\/attention$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices to approve' }).first().click();
  await expect(page).toHaveURL(/\/back-office\/approve$/);
  await expect(page.getByTestId('back-office-invoice').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await captureWhole(page, shot('approve-desktop.png'), DESKTOP.width);
  await captureWhole(page, shot('approve-phone.png'), PHONE.width);
  await page.setViewportSize(DESKTOP);

  await searchFor(page, invoiceNumber);
  const row = page.locator(`[data-testid="back-office-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('invoice-documents')).toBeVisible();
  await row.getByRole('button', { name: `Approve invoice ${invoiceNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: `Approve invoice ${invoiceNumber}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Invoice ${invoiceNumber} approved for payment`)).toBeVisible();
  await expect(row).toBeHidden();

  // The clerk may not pay: the schedule section says why and offers no pick.
  await page.getByRole('tab', { name: /Payments to schedule/ }).click();
  await expect(page.getByTestId('pay-refusal')).toHaveText('Scheduling a payment needs the Admin role');
  await expect(page.getByRole('button', { name: 'Schedule payment' })).toHaveCount(0);

  // The operations manager pays it with one check, by keyboard.
  await openSignedIn(page, DEMO.ops, '/back-office/schedule');
  await searchFor(page, invoiceNumber);
  const settled = page.locator(`[data-testid="back-office-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await expect(settled).toContainText('Approved by Priya Raman');
  await captureWhole(page, shot('schedule-desktop.png'), DESKTOP.width);
  await captureWhole(page, shot('schedule-phone.png'), PHONE.width);
  await page.setViewportSize(DESKTOP);
  const pick = settled.getByRole('checkbox', { name: `Pay invoice ${invoiceNumber}` });
  await pick.focus();
  await page.keyboard.press('Space');
  await expect(pick).toBeChecked();
  const group = page.getByTestId('payee-group').filter({ has: settled });
  await group.getByRole('button', { name: 'Schedule payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Schedule a payment to/ });
  await expect(dialog.getByTestId('payment-confirmation')).toContainText(`for 1 invoice of ${BLUE_RIDGE}`);
  const checkNumber = `E2E-${Date.now() % 1_000_000}`;
  await dialog.getByRole('textbox', { name: 'Check number' }).fill(checkNumber);
  await dialog.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'Quick Pay', exact: true }).click();
  await captureWhole(page, shot('schedule-dialog-phone.png'), PHONE.width);
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(new RegExp(`Check ${checkNumber} for \\$[\\d,.]+ scheduled to`))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Paid' }).click();
  await searchFor(page, invoiceNumber);
  await expect(page.locator(`[data-testid="back-office-invoice"][data-invoice-number="${invoiceNumber}"]`).getByTestId('paid-check')).toHaveText(`Check ${checkNumber}`);

  // The carrier's admin sees the check on Payment Remittance.
  await openSignedIn(page, DEMO.carrierAdmin, '/payments');
  await dismissExpiredTokenDialog(page);
  await expect(page.locator(`[data-testid="payment-row"][data-check-number="${checkNumber}"]`)).toBeVisible();
});

test('the desk: loads needing attention open as shipments, carriers lead to their invoices, waiting access requests show', async ({ page }) => {
  test.setTimeout(240_000);
  // Somebody asks to join Blue Ridge from the sign-in page's form.
  const stamp = Date.now();
  const email = `desk.${stamp}@blueridgetransport.test`;
  const asked = await page.request.post('/portal/api/access-requests', {
    data: { companyNumber: 'MC 812345', firstName: 'Dana', lastName: `Desk${stamp}`, emailAddress: email },
  });
  expect(asked.status()).toBe(202);

  await page.setViewportSize(DESKTOP);
  const refused = refusedCalls(page);
  await openSignedIn(page, DEMO.ops, '/back-office');
  await expect(page).toHaveURL(/\/back-office\/attention$/);
  const first = page.getByTestId('attention-load').first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('attention-when')).toHaveText(/(Pickup|Update was due|Reported) \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m [A-Z]{2,4}/);
  for (const width of [DESKTOP, PHONE]) {
    await page.setViewportSize(width);
    const violations = (await axeOf(page).withTags(AXE_TAGS).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
  }
  await captureWhole(page, shot('attention-phone.png'), PHONE.width);
  await page.setViewportSize(DESKTOP);
  await captureWhole(page, shot('attention-desktop.png'), DESKTOP.width);

  // The staff open the load itself, with no call refused on the way.
  const number = (await first.getAttribute('aria-label'))!.replace('Shipment ', '');
  await first.getByRole('link', { name: `Shipment ${number}` }).click();
  await expect(page.getByText(`Shipment #${number}`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // Carriers, by keyboard: search Blue Ridge by its MC number, then its invoices to approve.
  await page.goto('/back-office/carriers');
  const search = page.getByRole('textbox', { name: 'Search carriers' });
  await search.fill('812345');
  await search.press('Enter');
  const carrier = page.getByTestId('desk-carrier');
  await expect(carrier).toHaveCount(1);
  await expect(carrier.getByRole('heading', { name: BLUE_RIDGE })).toBeVisible();
  const invoices = carrier.getByRole('link', { name: /Invoices to approve: \d+/ });
  await invoices.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/back-office\/approve\?q=Blue/);
  await expect(page.getByTestId('back-office-invoice').first()).toContainText(BLUE_RIDGE);

  // The request made above waits at Blue Ridge, which has an admin to answer it.
  await page.getByRole('navigation').getByRole('link', { name: 'Access requests' }).first().click();
  const requests = page.getByRole('textbox', { name: 'Search access requests' });
  await requests.fill(email);
  await requests.press('Enter');
  const request = page.getByTestId('desk-access-request');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText(`Dana Desk${stamp} asks to join ${BLUE_RIDGE}`);
  await expect(request.getByTestId('request-admins')).toHaveText(/Admins who can answer: [1-9]/);
  expect(refused).toEqual([]);
});
