import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { shotPath, snap } from './support/screenshots';
import { apiSession, openSignedIn, portalAs, DEMO } from './support/session';
import { onePagePdf } from './support/test-files';

/**
 * Pay speed and notices of assignment: the brokerage adds a fee-table version in force today, a
 * carrier switches an invoice to quick pay and sees that version's fee for its tier; then a factor
 * files a notice for the carrier, the brokerage accepts it, and the carrier's quick pay is refused
 * while the invoice is paid to the factor. The carrier is Great Lakes Carriers through its
 * dispatcher, whom no other spec uses for invoices; the notice is released at the end.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = shotPath('pay-speed');
const CARRIER = 'dispatch@greatlakescarriers.test';
const GREAT_LAKES_MC = '548812';
const FACTOR = 'Capital Factoring Co';
const RATES = { good: 1.1, atRisk: 3.3, notRated: 2.2 } as const;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/** No serious or critical axe finding at 1440 and 390 px, and a picture of each. */
async function checkPage(page: Page, name: string, only?: string) {
  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    const scan = only ? wcagScan(page).include(only) : wcagScan(page);
    const results = await scan.analyze();
    const found = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `${name} at ${size.width}px`).toEqual([]);
    await snap(page, `${SHOTS}/${name}-${size.label}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface Listed {
  id: number;
  invoiceNumber: string;
  status: { displayName: string };
  invoiceAmount: number;
}

/** The carrier's invoices still on standard terms and open to a change (Draft or Received), with an amount. */
async function openInvoices(request: APIRequestContext): Promise<Listed[]> {
  const carrier = await portalAs(request, CARRIER);
  const list = await carrier.get<{ data: Listed[] }>('/ap-invoices', { status: 'All', pageSize: 100 });
  const open = list.data.filter((invoice) => ['Draft', 'Received'].includes(invoice.status.displayName) && invoice.invoiceAmount > 0);
  const standard: Listed[] = [];
  for (const invoice of open) {
    const speed = await carrier.get<{ data: { paySpeed: string } }>(`/ap-invoices/${invoice.id}/pay-speed`);
    if (speed.data.paySpeed === 'standard') standard.push(invoice);
  }
  return standard;
}

test('an invoice switched to quick pay shows the fee of the table in force that day', async ({ page, browser, request }) => {
  // The brokerage's payables clerk adds a version taking effect today.
  await openSignedIn(page, DEMO.ap, '/quick-pay-fees');
  await expect(page.getByRole('heading', { name: 'Fee table versions' })).toBeVisible();
  await checkPage(page, 'fee-table');
  const form = page.getByRole('region', { name: 'Add a fee table version' });
  await form.getByLabel('Effective from').fill(today());
  await form.getByLabel('Good standing (%)').fill(String(RATES.good));
  await form.getByLabel('At risk (%)').fill(String(RATES.atRisk));
  await form.getByLabel('Not yet rated (%)').fill(String(RATES.notRated));
  await form.getByRole('button', { name: 'Add version' }).click();
  const inForce = page.getByTestId('fee-version-row').filter({ hasText: 'In force' });
  await expect(inForce).toContainText(`${RATES.good} %`);
  await expect(inForce).toContainText(`${RATES.atRisk} %`);

  // The carrier opens an open invoice and switches it.
  const [invoice] = await openInvoices(request);
  expect(invoice, 'Great Lakes has an invoice open to a pay speed change').toBeTruthy();
  const carrier = await browser.newPage();
  await openSignedIn(carrier, CARRIER, `/accounting/${invoice!.invoiceNumber}/preview`);
  const card = carrier.getByTestId('pay-speed-card');
  await expect(card.getByTestId('pay-speed-current')).toHaveText('Standard terms');
  const quote = (await (await request.get(`/portal/api/ap-invoices/${invoice!.id}/pay-speed`, { headers: (await apiSession(request, CARRIER)).headers })).json()).data.quote as {
    tier: 'top' | 'good' | 'atRisk' | 'notRated';
    ratePercent: number;
    fee: number;
  };
  const expectedRate = quote.tier === 'top' ? 0 : RATES[quote.tier];
  expect(quote.ratePercent).toBe(expectedRate);
  const expectedFee = Math.round(invoice!.invoiceAmount * expectedRate) / 100;
  expect(quote.fee).toBeCloseTo(expectedFee, 2);
  await card.getByRole('button', { name: 'Switch to quick pay' }).click();
  await expect(card.getByTestId('pay-speed-current')).toHaveText('Quick pay: paid within 2 business days of approval');
  await expect(card.getByTestId('quick-pay-fee')).toHaveText(usd(expectedFee));
  // The invoice page is the invoices area's; the pay speed card is what this area adds to it.
  await checkPage(carrier, 'invoice-quick-pay', '[data-testid="pay-speed-card"]');
  await carrier.close();
});

test('with an active notice of assignment the switch is refused and the payee is the factor', async ({ page, browser, request }) => {
  // The factor files a notice for Great Lakes.
  await openSignedIn(page, DEMO.factoring, '/notices-of-assignment');
  await page.getByRole('button', { name: 'File a notice of assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'File a notice of assignment' });
  await dialog.getByLabel("Carrier's MC or USDOT number").fill(GREAT_LAKES_MC);
  await dialog.getByLabel('Effective date').fill(today());
  await dialog.getByLabel('Signed PDF').setInputFiles({ name: 'noa-great-lakes.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Notice of assignment') });
  await checkPage(page, 'file-notice-dialog');
  await dialog.getByRole('button', { name: 'File' }).click();
  await expect(dialog).toBeHidden();
  const filed = page.getByTestId('notice-card').filter({ hasText: 'Great Lakes Carriers' });
  await expect(filed.getByTestId('notice-status')).toHaveText('Awaiting the brokerage');
  // The confirmation toast fades out first: the scan is of the page.
  const toast = page.getByText('Notice of assignment for Great Lakes Carriers filed: the brokerage reviews it');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
  await checkPage(page, 'notices-factor');

  // The brokerage accepts it.
  const brokerage = await browser.newPage();
  await openSignedIn(brokerage, DEMO.ap, '/notices-of-assignment');
  const pending = brokerage.getByTestId('notice-card').filter({ hasText: 'Great Lakes Carriers' });
  await checkPage(brokerage, 'notices-brokerage');
  await pending.getByRole('button', { name: 'Accept notice' }).click();
  await expect(pending.getByTestId('notice-status')).toHaveText('Active');
  await expect(pending).toContainText(`Payments for Great Lakes Carriers go to ${FACTOR}.`);

  // The carrier's open invoice: quick pay refused, the check goes to the factor.
  const invoice = (await openInvoices(request)).find((i) => i.status.displayName === 'Received') ?? (await openInvoices(request))[0]!;
  const carrier = await browser.newPage();
  await openSignedIn(carrier, CARRIER, `/accounting/${invoice.invoiceNumber}/preview`);
  const card = carrier.getByTestId('pay-speed-card');
  await expect(card.getByTestId('pay-speed-refusal')).toHaveText(`Quick pay is not available while a notice of assignment routes your payments to ${FACTOR}`);
  await expect(card.getByRole('button', { name: 'Switch to quick pay' })).toHaveCount(0);
  await expect(carrier.getByText(FACTOR).first()).toBeVisible();
  const detail = await (await request.get(`/portal/api/ap-invoices/${invoice.id}`, { headers: (await apiSession(request, CARRIER)).headers })).json();
  expect(detail.data.remitTo.name).toBe(FACTOR);

  // The factor releases the notice and the brokerage accepts the release, leaving Great Lakes as it was.
  const factor = await apiSession(request, DEMO.factoring);
  const ap = await apiSession(request, DEMO.ap);
  const notices = await (await request.get('/portal/api/notices-of-assignment?status=Active', { headers: factor.headers })).json();
  const active = notices.data.find((n: { carrier: { name: string } }) => n.carrier.name === 'Great Lakes Carriers');
  const released = await request.post(`/portal/api/notices-of-assignment/${active.id}/release`, {
    headers: factor.headers,
    data: { effectiveOn: today(), fileName: 'release.pdf', data: onePagePdf('Release').toString('base64') },
  });
  expect(released.status()).toBe(200);
  const accepted = await request.post(`/portal/api/notices-of-assignment/${active.id}/decision`, { headers: ap.headers, data: { decision: 'accept' } });
  expect(accepted.status()).toBe(200);
  await brokerage.close();
  await carrier.close();
});
