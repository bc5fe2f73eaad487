import { expect, test } from '@playwright/test';
import type { ApInvoiceList } from '@portal/domain/invoices/ap-invoice-schemas';
import { apiSession, DEMO, openSignedIn } from './support/session';

/**
 * A record's history in the browser: a change made in the test (through the page, or the API) shows
 * on the invoice preview's History section and on the shipment pages' History tab, with who made it;
 * the booked carrier reads its load's history without the brokerage's max buy.
 */

test('the carrier saves an invoice entry and reads it back in the History section', async ({ page, request }) => {
  const carrier = await apiSession(request, DEMO.dispatcher);
  const list = await request.get('/portal/api/ap-invoices', { headers: carrier.headers, params: { status: 1, pageSize: 100 } });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as ApInvoiceList).data.filter((row) => row.externalInvoiceNumber === null);
  expect(rows.length, 'an invoice without an entry').toBeGreaterThan(0);
  // From the middle: the accounting flows pick from the ends.
  const { invoiceNumber } = rows[Math.floor(rows.length / 2)];
  const entered = `H-${Date.now() % 1_000_000}`;

  await openSignedIn(page, DEMO.dispatcher, `/accounting/${invoiceNumber}/preview`);
  const history = page.getByTestId('invoice-history');
  await expect(history.getByRole('list', { name: 'History' }).getByText('Invoice created')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('textbox', { name: 'Invoice Number' }).fill(entered);
  await page.getByRole('textbox', { name: 'Invoice Amount' }).fill('1234.5');
  await page.getByRole('button', { name: 'Save Invoice' }).click();

  await expect(history.getByText(`Carrier invoice number: ${entered}`)).toBeVisible({ timeout: 20_000 });
  await expect(history.getByText('Carrier invoice amount: $1,234.50')).toBeVisible();
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('Invoice updated');
  await expect(newest).toContainText(`${carrier.user.firstName} ${carrier.user.lastName}`);
});

test("the broker's max buy change shows on the shipment's History tab; the booked carrier's tab leaves it out", async ({ page, browser, request }) => {
  const broker = await apiSession(request, DEMO.broker);
  const list = await request.get('/trucks/api/v2/shipments', { headers: broker.headers, params: { pageSize: 100 } });
  const loads = ((await list.json()) as { data: { id: number; shipmentNumber: string; carrierName: string | null; status: { value: number } }[] }).data;
  const load = loads.find((s) => s.carrierName === 'Blue Ridge Transport LLC' && s.status.value >= 3 && s.status.value <= 6);
  expect(load, "a Blue Ridge load of the broker's customer on the road").toBeDefined();
  const maxBuy = 2000 + (Date.now() % 900);
  const changed = await request.put(`/portal/api/shipments/${load!.id}/max-buy`, { headers: broker.headers, data: { maxBuy } });
  expect(changed.status()).toBe(200);

  await openSignedIn(page, DEMO.broker, `/shipments/${load!.shipmentNumber}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const entries = page.getByRole('list', { name: 'History' });
  await expect(entries.getByRole('listitem').first()).toContainText('Max buy changed', { timeout: 20_000 });
  await expect(entries.getByRole('listitem').first()).toContainText(`Max buy set to $${maxBuy}.00`);
  await expect(entries.getByRole('listitem').first()).toContainText(`${broker.user.firstName} ${broker.user.lastName}`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const carrierPage = await context.newPage();
  await openSignedIn(carrierPage, DEMO.dispatcher, `/my-shipments/${load!.shipmentNumber}`);
  await carrierPage.getByRole('tab', { name: 'History' }).click();
  const carrierEntries = carrierPage.getByRole('list', { name: 'History' });
  await expect(carrierEntries.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(carrierEntries).not.toContainText('Max buy');
  await context.close();
});
