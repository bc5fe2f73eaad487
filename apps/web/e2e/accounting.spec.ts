import { expect, test } from '@playwright/test';
import type { ApInvoiceList } from '@portal/domain/invoices/ap-invoice-schemas';
import type { ThirdPartyList } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { bearer, openSignedIn } from './support/session';
import { uploadMissingRequiredDocuments } from './support/required-documents';

const CARRIER = 'dispatch@demo.test';
const CARRIER_ADMIN = 'carrier.admin@demo.test';
const FACTORING = 'factoring@demo.test';
const PAYER = 'payer@demo.test';

test('the carrier submits an invoice for a delivered load with its POD and sees it move to Received', async ({ page, request }) => {
  // A delivered Blue Ridge load whose invoice still needs documents, picked through the API (from the end: least likely used elsewhere).
  const headers = await bearer(request, CARRIER);
  const list = await request.get('/portal/api/ap-invoices', { headers, params: { status: 1, pageSize: 100 } });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as ApInvoiceList).data;
  expect(rows.length).toBeGreaterThan(0);
  const invoice = [...rows].reverse().find((row) => row.deliveredAt && row.numberOfUploadedRequiredDocuments < row.numberOfRequiredDocuments);
  expect(invoice, 'an uninvoiced delivered load with missing documents').toBeDefined();
  const { invoiceNumber, numberOfRequiredDocuments } = invoice!;

  await openSignedIn(page, CARRIER, '/accounting');
  // The Action Required view lists it, with the view's amount and shipment count.
  await expect(page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /Action Required/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('view-summary-1')).toContainText('shipment');
  await page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/accounting/${invoiceNumber}/preview$`));
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Draft');

  // Invoice entry: both fields marked required, Save disabled while empty, a non-numeric amount becomes empty.
  const save = page.getByRole('button', { name: 'Save Invoice' });
  const number = page.getByRole('textbox', { name: 'Invoice Number' });
  const amount = page.getByRole('textbox', { name: 'Invoice Amount' });
  await expect(save).toBeDisabled();
  await amount.fill('12a');
  await expect(amount).toHaveValue('');
  await expect(save).toBeDisabled();

  // The proof of delivery and the carrier invoice, through the shared upload dialog.
  await uploadMissingRequiredDocuments(page, invoiceNumber);
  await expect(page.getByTestId('required-documents-count')).toHaveText(`${numberOfRequiredDocuments} of ${numberOfRequiredDocuments} uploaded`);

  await number.fill(`BR-${invoiceNumber}`);
  await amount.fill('1234.5');
  await expect(amount).toHaveValue('1234.5');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Invoice updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Received');

  // In Progress (Invoiced) now holds it.
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/accounting$/);
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /In Progress/ }).click();
  const row = page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('invoice-status-chip').first()).toHaveText('Received');
});

test("a factoring company lands on accounting and opens a paid check's remittance", async ({ page }) => {
  await openSignedIn(page, FACTORING);
  await expect(page).toHaveURL(/\/accounting$/);
  await page.getByRole('link', { name: 'Payment Remittance' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const first = page.getByTestId('payment-row').first();
  await expect(first).toBeVisible();
  const checkNumber = (await first.getAttribute('data-check-number'))!;
  const amount = (await first.getByTestId('payment-amount').textContent())!;
  await first.click();

  await expect(page).toHaveURL(new RegExp(`/payments/${checkNumber}/preview$`));
  await expect(page.getByRole('heading', { name: `Check ${checkNumber}` })).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText(amount);
  await expect(page.getByTestId('payment-detail-row').first()).toBeVisible();
  // The totals row agrees with the check to the cent.
  await expect(page.getByTestId('payment-totals')).toContainText(amount);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`remittance-${checkNumber}.csv`);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`remittance-${checkNumber}.pdf`);
});

test('the third-party payer filters, scrolls to the end and adds an invoice number', async ({ page, request }) => {
  const headers = await bearer(request, PAYER);
  const everything = await request.get('/portal/api/third-party-invoices', { headers, params: { isAuditable: false, pageSize: 100 } });
  expect(everything.status()).toBe(200);
  const all = (await everything.json()) as ThirdPartyList;
  // One page holds them all, so the infinite list below ends at this count.
  expect(all.data).toHaveLength(all.totalCount);
  // A Draft without the carrier's number, from the end of the list.
  const draft = [...all.data].reverse().find((row) => row.status.status === 0 && !row.externalInvoiceNumber && row.isAuditable);
  expect(draft, 'a draft third-party invoice without an invoice number').toBeDefined();

  await openSignedIn(page, PAYER, '/third-party-payer-invoices');
  await expect(page.getByTestId('third-party-card').first()).toBeVisible();

  // All invoices, auditable or not: uncheck the default 'Only Show Auditable'.
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /^All/ }).click();
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  const auditable = page.getByRole('checkbox', { name: 'Only Show Auditable' });
  await expect(auditable).toBeChecked();
  await auditable.uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/auditable=false/);

  // Infinite scroll appends pages until 'No More Results'.
  const cards = page.getByTestId('third-party-card');
  const end = page.getByTestId('list-end');
  for (let guard = 0; guard < 10 && !(await end.isVisible()); guard++) {
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(end).toHaveText('No More Results');
  await expect(cards).toHaveCount(all.totalCount);

  // A search that matches nothing.
  await page.getByRole('textbox', { name: 'Search third-party invoices' }).fill('no-such-invoice-zz');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('list-empty')).toHaveText('No Matching Invoices Found');

  // Add Invoice on the chosen draft.
  await page.goto(`/third-party-payer-invoices/${draft!.invoiceNumber}/preview`);
  await expect(page.getByTestId('invoice-number')).toHaveText(draft!.invoiceNumber);
  await expect(page.getByRole('heading', { name: 'Add Invoice' })).toBeVisible();
  await expect(page.getByTestId('summary-payment')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Invoice' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Invoice Number' }).fill(`PAYER-${draft!.invoiceNumber}`);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Invoice Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(`PAYER-${draft!.invoiceNumber}`);

  // The close button goes back to the list.
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices$/);
});

test('an admin with an expired tracking token is told and follows the link to the integrations tab', async ({ page }) => {
  await openSignedIn(page, CARRIER_ADMIN);
  const dialog = page.getByRole('dialog', { name: 'Expired tracking-integration token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Open Integrations' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=integrations$/);
  await expect(dialog).toBeHidden();
});
