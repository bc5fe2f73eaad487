import { expect, test, type Page } from '@playwright/test';
import type { BackOfficeInvoiceList } from '@portal/domain/back-office/back-office-schemas';
import type { ApInvoiceList } from '@portal/domain/invoices/ap-invoice-schemas';
import { payCalendarDay, predictPayDate } from '@portal/domain/pay-timeline/pay-date-prediction';
import { AXE_TAGS, axeOf } from './support/axe';
import { captureWhole, shotPath } from './support/screenshots';
import { uploadMissingRequiredDocuments } from './support/required-documents';
import { bearer, DEMO, openSignedIn } from './support/session';

const CARRIER = DEMO.dispatcher;
const AP_CLERK = 'ap@summitfreight.test';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** MM/DD/YYYY, as the portal writes a date in English. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** No serious or critical axe finding at desktop and phone widths; a picture of each for `npm run screenshots`. */
async function expectAxeClean(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await captureWhole(page, shotPath('pay-timeline', `${name}-${viewport.width}.png`), viewport.width, viewport.height);
    const violations = (await axeOf(page).withTags(AXE_TAGS).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => `${v.id} at ${viewport.width}px: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

test('the carrier submits an invoice and sees its pay steps and the date the money is expected', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const headers = await bearer(request, CARRIER);
  const list = await request.get('/portal/api/ap-invoices', { headers, params: { status: 1, pageSize: 100 } });
  const rows = ((await list.json()) as ApInvoiceList).data.filter((row) => row.deliveredAt && row.numberOfUploadedRequiredDocuments < row.numberOfRequiredDocuments);
  // From the middle of the list: the accounting flows take theirs from the end, the sweeps from the start.
  const invoice = rows[Math.floor(rows.length / 2)];
  expect(invoice, 'a delivered Draft still missing documents').toBeDefined();

  await openSignedIn(page, CARRIER, `/accounting/${invoice.invoiceNumber}/preview`);
  const timeline = page.getByTestId('pay-timeline');
  await expect(timeline.getByTestId('pay-step-documentsReceived')).toHaveAttribute('data-state', 'next');
  await expect(timeline.getByTestId('predicted-pay-date')).toHaveText('Not yet known');
  await expect(timeline).toContainText('Submit the invoice with its proof of delivery to start the 30-day pay clock.');

  await uploadMissingRequiredDocuments(page, invoice.invoiceNumber);
  await page.getByRole('textbox', { name: 'Invoice Number' }).fill(`PT-${invoice.invoiceNumber}`);
  await page.getByRole('textbox', { name: 'Invoice Amount' }).fill('1875');
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Received');

  const expected = predictPayDate({ receivedOn: payCalendarDay(new Date(), 'America/Chicago'), approvedOn: null, paySpeed: 'standard' })!.predictedOn;
  await expect(timeline.getByTestId('pay-step-documentsReceived')).toHaveAttribute('data-state', 'done');
  await expect(timeline.getByTestId('pay-step-approved')).toHaveAttribute('data-state', 'next');
  await expect(timeline.getByTestId('pay-step-paid')).toHaveAttribute('data-state', 'upcoming');
  await expect(timeline.getByTestId('predicted-pay-date')).toHaveText(shown(expected));
  await expect(timeline).toContainText('Net 30 days from documents received');
  await expect(timeline.getByTestId('pay-step-documentsReceived')).toContainText('Proof of Delivery uploaded');
  // Read again from the server, without the save's toasts over the page.
  await page.reload();
  await expect(timeline.getByTestId('predicted-pay-date')).toHaveText(shown(expected));
  await expectAxeClean(page, 'invoice');
});

test('accounting sorts and filters the invoices by expected pay date', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, CARRIER, '/accounting');
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /In Progress/ }).click();
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Expected payment, soonest first' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=predictedPayOn/);

  // The page shows the server's order: soonest first.
  const headers = await bearer(request, CARRIER);
  const answer = (await (await request.get('/portal/api/ap-invoices', { headers, params: { status: 2, sort: 'predictedPayOn', pageSize: 50 } })).json()) as ApInvoiceList;
  const dates = answer.data.map((row) => row.predictedPayOn).filter((d): d is string => d !== null);
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort());
  const shownRows = page.getByTestId('invoice-row');
  await expect(shownRows.first()).toHaveAttribute('data-invoice-number', answer.data[0].invoiceNumber);
  await expect(shownRows.first().getByTestId('invoice-predicted-pay')).toHaveText(`Pay ${shown(dates[0])}`);

  // A range of expected dates keeps only the invoices expected within it.
  const last = dates[Math.min(2, dates.length - 1)];
  await page.getByLabel('Expected payment from').fill(dates[0]);
  await page.getByLabel('Expected payment to').fill(last);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`payTo=${last}`));
  const inRange = answer.data.filter((row) => row.predictedPayOn !== null && row.predictedPayOn <= last).length;
  await expect(shownRows).toHaveCount(inRange);
  await expectAxeClean(page, 'accounting');
});

test('the back office lines the approved invoices up by expected pay date', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, AP_CLERK, '/back-office/schedule');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Expected payment, soonest first' }).click();
  await expect(page).toHaveURL(/sort=predictedPayOn/);
  const headers = await bearer(request, AP_CLERK);
  const answer = (await (await request.get('/portal/api/internal/ap-invoices', { headers, params: { status: 2, sort: 'predictedPayOn', pageSize: 50 } })).json()) as BackOfficeInvoiceList;
  const dates = answer.data.map((row) => row.predictedPayOn!);
  expect(dates).toEqual([...dates].sort());
  const first = page.getByTestId('back-office-invoice').first();
  await expect(first).toHaveAttribute('data-invoice-number', answer.data[0].invoiceNumber);
  await expect(first.getByTestId('invoice-predicted-pay')).toHaveText(`Pay ${shown(dates[0])}`);
  await expectAxeClean(page, 'back-office');
});
