import { expect, test, type Page } from '@playwright/test';
import type { ApInvoiceList } from '@portal/domain/invoices/ap-invoice-schemas';
import type { ThirdPartyInvoice, ThirdPartyList } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { captureWhole, shotPath, snap } from './support/screenshots';
import { bearer, DEMO, openSignedIn } from './support/session';

/**
 * The factoring company reads whose invoices it holds; the third-party payer approves, disputes
 * and pays its invoices from the preview. The payer's invoices are picked from the end of its list
 * (other specs pick from the start), each action is confirmed in its dialog and told by a toast.
 */

const shot = (name: string) => shotPath('third-party-actions', name);
const DESKTOP = 1440;
const PHONE = 390;
const RECEIVED = 1;
const SETTLED = 2;
const BLUE_RIDGE = 'Blue Ridge Transport LLC';

test('the factoring company sees the carrier and the assignment of each invoice and check', async ({ page, request }) => {
  const headers = await bearer(request, DEMO.factoring);
  const all = (await (await request.get('/portal/api/ap-invoices', { headers, params: { status: 0, pageSize: 100 } })).json()) as ApInvoiceList;
  expect(all.data.length).toBeGreaterThan(0);

  await openSignedIn(page, DEMO.factoring);
  await expect(page).toHaveURL(/\/accounting$/);
  const rows = page.getByTestId('invoice-row');
  await expect(rows.first()).toBeVisible();
  // The view with the most of its invoices: the paid ones. The previous view's rows stay on screen
  // until the paid ones arrive: read the rows once the list has answered for the new view.
  const paidList = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/portal/api/ap-invoices' && answer.request().method() === 'GET');
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /^Paid/ }).click();
  await paidList;
  await page.waitForLoadState('networkidle');
  // One reading of the rows at one moment: another spec may meanwhile pay one of its own invoices to
  // the carrier directly, which takes that row off this list between two separate lookups.
  const seen = await rows.evaluateAll((found) =>
    found.map((row) => ({
      number: row.getAttribute('data-invoice-number'),
      carrier: row.querySelector('[data-testid="invoice-carrier"]')?.textContent ?? null,
      remitTo: row.querySelector('[data-testid="invoice-remit-to"]')?.textContent ?? null,
    })),
  );
  const known = seen.filter((row) => all.data.some((i) => i.invoiceNumber === row.number)).slice(0, 5);
  expect(known.length).toBeGreaterThan(0);
  for (const row of known) {
    const invoice = all.data.find((i) => i.invoiceNumber === row.number)!;
    expect(row.carrier).toBe(invoice.carrier.name);
    expect(row.remitTo).toBe(`Remit to ${invoice.remitTo!.name}`);
  }
  await captureWhole(page, shot('factoring-accounting-desktop.png'), DESKTOP);
  await captureWhole(page, shot('factoring-accounting-phone.png'), PHONE);
  await page.setViewportSize({ width: DESKTOP, height: 900 });

  // The oldest of the rows read: the seed's, which no other spec pays to someone else.
  const opened = known[known.length - 1]!;
  const carrier = opened.carrier!;
  await page.locator(`[data-testid="invoice-row"][data-invoice-number="${opened.number}"]`).click();
  await expect(page.getByTestId('details-carrier')).toHaveText(carrier);
  await expect(page.getByTestId('details-remit-to')).toHaveText('Capital Factoring Co');
  await expect(page.getByText(`${carrier} assigned this invoice: it is paid to Capital Factoring Co.`)).toBeVisible();
  await captureWhole(page, shot('factoring-preview-desktop.png'), DESKTOP);
  await captureWhole(page, shot('factoring-preview-phone.png'), PHONE);
  await page.setViewportSize({ width: DESKTOP, height: 900 });

  await page.getByRole('link', { name: 'Payment Remittance' }).click();
  const check = page.getByTestId('payment-row').first();
  await expect(check).toBeVisible();
  await expect(check.getByTestId('payment-carrier')).toHaveText(/^for \S.+/);
  await captureWhole(page, shot('factoring-payments-phone.png'), PHONE);
});

async function payerInvoices(page: Page): Promise<ThirdPartyInvoice[]> {
  const headers = await bearer(page.request, DEMO.payer);
  const answer = await page.request.get('/portal/api/third-party-invoices', { headers, params: { isAuditable: false, pageSize: 100 } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as ThirdPartyList).data;
}

async function openPreview(page: Page, invoiceNumber: string) {
  await page.goto(`/third-party-payer-invoices/${invoiceNumber}/preview`);
  await expect(page.getByTestId('invoice-number')).toHaveText(invoiceNumber);
}

test('the payer approves one invoice, disputes another with a reason and pays a settled one', async ({ page }) => {
  const invoices = [...(await payerInvoices(page))].reverse();
  const received = invoices.filter((i) => i.status.status === RECEIVED && !i.dispute);
  expect(received.length, 'two Received invoices to act on').toBeGreaterThanOrEqual(2);
  // The disputed one is the demo carrier's, which then reads the dispute on its own invoice.
  const toDispute = received.find((i) => i.carrierName === BLUE_RIDGE);
  expect(toDispute, 'a Received invoice of the demo carrier').toBeDefined();
  const toApprove = received.find((i) => i !== toDispute)!;
  const toPay = invoices.find((i) => i.status.status === SETTLED);
  expect(toPay, 'a Settled invoice to pay').toBeDefined();

  await openSignedIn(page, DEMO.payer);

  // Approve: Received -> Settled.
  await openPreview(page, toApprove.invoiceNumber);
  const actions = page.getByTestId('payer-actions');
  await expect(actions).toBeVisible();
  await captureWhole(page, shot('payer-received-desktop.png'), DESKTOP);
  await captureWhole(page, shot('payer-received-phone.png'), PHONE);
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await actions.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: `Approve invoice ${toApprove.invoiceNumber}?` });
  await expect(approve).toContainText('The invoice moves from Received to Settled');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Invoice ${toApprove.invoiceNumber} approved`)).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Settled');
  // Settled: the payer may now pay it, and it can no longer be disputed.
  await expect(actions.getByRole('button', { name: 'Pay Invoice' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Dispute Invoice' })).toHaveCount(0);

  // Dispute: a reason is required, then kept on the invoice.
  await openPreview(page, toDispute!.invoiceNumber);
  await page.getByTestId('payer-actions').getByRole('button', { name: 'Dispute Invoice' }).click();
  const dispute = page.getByRole('dialog', { name: `Dispute invoice ${toDispute!.invoiceNumber}` });
  await dispute.getByRole('button', { name: 'Dispute Invoice' }).click();
  await expect(dispute.getByText('Enter the reason for the dispute')).toBeVisible();
  await page.setViewportSize({ width: PHONE, height: 844 });
  await snap(page, shot('payer-dispute-dialog-phone.png'));
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  const reason = 'Detention of 2 hours was not agreed with the shipper';
  await dispute.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await snap(page, shot('payer-dispute-dialog-desktop.png'));
  await dispute.getByRole('button', { name: 'Dispute Invoice' }).click();
  await expect(page.getByText(`Invoice ${toDispute!.invoiceNumber} disputed`)).toBeVisible();
  await expect(page.getByTestId('dispute-reason')).toHaveText(reason);
  await expect(page.getByTestId('dispute-notice')).toContainText('Disputed by the payer on');
  await captureWhole(page, shot('payer-disputed-desktop.png'), DESKTOP);
  await captureWhole(page, shot('payer-disputed-phone.png'), PHONE);
  await page.setViewportSize({ width: DESKTOP, height: 900 });

  // The disputed invoice is in Action Required, marked Disputed.
  await page.goto('/third-party-payer-invoices');
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /^Action Required/ }).click();
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('checkbox', { name: 'Only Show Auditable' }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('textbox', { name: 'Search third-party invoices' }).fill(toDispute!.invoiceNumber);
  await page.keyboard.press('Enter');
  const card = page.locator(`[data-testid="third-party-card"][data-invoice-number="${toDispute!.invoiceNumber}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('disputed-chip')).toBeVisible();

  // Pay: Settled -> Paid in Full with a reference and the date.
  await openPreview(page, toPay!.invoiceNumber);
  await page.getByTestId('payer-actions').getByRole('button', { name: 'Pay Invoice' }).click();
  const pay = page.getByRole('dialog', { name: `Pay invoice ${toPay!.invoiceNumber}` });
  await expect(pay.getByLabel('Payment Date')).not.toHaveValue('');
  await pay.getByRole('textbox', { name: 'Payment Reference' }).fill('ACH-20261127-01');
  await snap(page, shot('payer-pay-dialog-desktop.png'));
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(`Invoice ${toPay!.invoiceNumber} paid in full`)).toBeVisible();
  await expect(page.getByTestId('payment-notice')).toContainText('payment reference ACH-20261127-01');
  await expect(page.getByTestId('payer-actions')).toHaveCount(0);
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Paid in Full');
  await captureWhole(page, shot('payer-paid-phone.png'), PHONE);

  // The carrier reads the payer's dispute on its invoice and has no payer actions.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) => later.click());
  await openSignedIn(page, DEMO.carrierAdmin);
  await openPreview(page, toDispute!.invoiceNumber);
  await expect(page.getByTestId('dispute-reason')).toHaveText(reason);
  await expect(page.getByTestId('payer-actions')).toHaveCount(0);
});

test('the carrier finds its fleet in the rail and from the help page', async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) => later.click());
  await openSignedIn(page, DEMO.carrierAdmin, '/help');
  const rail = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(rail.getByRole('link', { name: /^Equipment/ })).toHaveAttribute('href', '/equipment');
  await expect(rail.getByRole('link', { name: /^Drivers/ })).toHaveAttribute('href', '/drivers');
  await page.getByRole('button', { name: 'Where do I keep my trucks, trailers and drivers?' }).click();
  await captureWhole(page, shot('carrier-help-fleet-desktop.png'), DESKTOP);
  await captureWhole(page, shot('carrier-help-fleet-phone.png'), PHONE);
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await page.getByRole('link', { name: 'Open Drivers' }).click();
  await expect(page).toHaveURL(/\/drivers$/);
  await expect(rail.getByRole('link', { name: /^Drivers/ })).toHaveAttribute('aria-current', 'page');
});
