import { expect as baseExpect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { PAYEE_CHANGE_AWAITS } from '@portal/domain/invoices/payee-change';
import { captureWhole, shotPath } from './support/screenshots';
import { waitForMail } from './support/mail-catcher';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn } from './support/session';
import { uploadMissingRequiredDocuments } from './support/required-documents';
import { onePagePdf } from './support/test-files';

/**
 * Order to cash on loads the test makes, never on the seed's finished invoices: the broker enters an
 * order at named facilities and tenders it to Blue Ridge at $500; the dispatcher accepts with a driver,
 * truck and trailer of its fleet; the driver runs the load on a phone and uploads the proof of delivery;
 * the delivery opens the carrier's invoice, which the carrier submits; the brokerage's payables clerk
 * approves it and its administrator pays it; the check is on the carrier's remittance. A second run
 * ends on the factoring company's remittance, and a third adds a detention request, with the broker's
 * bill of lading as evidence, that the brokerage approves into the invoice.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const BLUE_RIDGE = 'Blue Ridge Transport LLC';
const CAPITAL = 'Capital Factoring Co';
const AP_CLERK = 'ap@summitfreight.test';
const OPS = 'ops@summitfreight.test';
const CLAIMS = 'claims@summitfreight.test';
const COMPANY_MAILBOX = 'info@blueridgetransport.test';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => shotPath('order-to-cash', name);

/** A wall time `days` from now, as a datetime-local input takes it. */
const localDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface Stop {
  shipmentStopId: number;
  orderStopId: number | null;
  stopType: string;
}
interface Shipment {
  id: number;
  shipmentNumber: string;
  stops: Stop[];
}
interface Invoice {
  id: number;
  invoiceNumber: string;
  invoiceAmount: number;
  remitTo: { id: number; name: string } | null;
}

async function signedIn(browser: Browser, email: string, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}

/** The API as one user calls it: Portal API paths, with the Carrier API's key header too. */
async function apiAs(request: APIRequestContext, email: string) {
  const { headers } = await apiSession(request, email);
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, data?: unknown) => {
    const answer = await request.fetch(url.startsWith('/') ? url : `/portal/api/${url}`, { method, headers, ...(data === undefined ? {} : { data }) });
    expect(answer.ok(), `${method} ${url} answered ${answer.status()}: ${await answer.text()}`).toBeTruthy();
    return answer.status() === 204 ? undefined : await answer.json();
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, data: unknown = {}) => call('POST', url, data),
    patch: (url: string, data: unknown) => call('PATCH', url, data),
  };
}

/** An order the broker enters through the API the form calls: Atlanta to Charlotte, picking up tomorrow. */
async function orderThroughApi(request: APIRequestContext): Promise<{ orderNumber: string; shipment: Shipment }> {
  const broker = await apiAs(request, DEMO.broker);
  const day = (days: number, hour: number) => `${localDay(days, hour)}:00-05:00`;
  const created = await broker.post('orders', {
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    submit: true,
    stops: [
      {
        stopType: 'Pickup',
        location: { name: 'Peachtree Paper Mill', addressLine1: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30303', ianaTimezone: 'America/New_York' },
        earlyDateTime: day(1, 8),
        lineItems: [{ description: 'Paper towels', packageCount: 20, totalWeight: 12000 }],
      },
      {
        stopType: 'Dropoff',
        location: { name: 'Queen City Receiving', addressLine1: '600 S Tryon St', city: 'Charlotte', state: 'NC', postalCode: '28202', ianaTimezone: 'America/New_York' },
        earlyDateTime: day(2, 8),
      },
    ],
  });
  const orderNumber = created.data.orderNumber as string;
  return { orderNumber, shipment: await shipmentOf(request, created.data.shipment.shipmentNumber) };
}

async function blueRidgeId(request: APIRequestContext): Promise<number> {
  const company = (await (await apiAs(request, DEMO.dispatcher)).get('/carrier/api/v2/me/company')) as { data: { id: number } };
  return company.data.id;
}

async function shipmentOf(request: APIRequestContext, shipmentNumber: string): Promise<Shipment> {
  return (await (await apiAs(request, DEMO.dispatcher)).get(`shipments/by-number/${shipmentNumber}`)) as Shipment;
}

/** The dispatcher records arrival and departure at every stop (earlier today), the last departure delivering the load. */
async function runThroughApi(request: APIRequestContext, shipment: Shipment) {
  const dispatch = await apiAs(request, DEMO.dispatcher);
  const times = [7, 6, 2, 1];
  for (const [n, stop] of shipment.stops.entries()) {
    await dispatch.post(`shipments/${shipment.id}/stops/${stop.shipmentStopId}/arrival`, { arrivedAt: hoursAgo(times[2 * n]), confirmed: true });
    await dispatch.post(`shipments/${shipment.id}/stops/${stop.shipmentStopId}/departure`, { departedAt: hoursAgo(times[2 * n + 1]) });
  }
}

/** The invoice the delivery opened, as the carrier reads it. */
async function invoiceOf(request: APIRequestContext, shipmentNumber: string): Promise<Invoice> {
  const carrier = await apiAs(request, DEMO.dispatcher);
  const list = await carrier.get(`ap-invoices?status=0&searchTerm=${shipmentNumber}`);
  const invoice = (list.data as (Invoice & { shipmentNumber: string })[]).find((row) => row.shipmentNumber === shipmentNumber);
  expect(invoice, `the invoice of shipment ${shipmentNumber}`).toBeDefined();
  return invoice!;
}

/** The carrier opens the invoice from Action Required, uploads what is missing and submits it: Received. */
async function submitInvoice(page: Page, invoice: Invoice, amount: string) {
  await page.goto('/accounting');
  await page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /Action Required/ }).click();
  await page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoice.invoiceNumber}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/accounting/${invoice.invoiceNumber}/preview$`));
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Draft');
  await uploadMissingRequiredDocuments(page, invoice.invoiceNumber);
  await page.getByRole('textbox', { name: 'Invoice Number' }).fill(`BRT-${invoice.invoiceNumber}`);
  await page.getByRole('textbox', { name: 'Invoice Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText('Invoice updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Received');
}

async function searchBackOffice(page: Page, text: string) {
  const search = page.getByRole('textbox', { name: 'Search invoices' });
  await search.fill(text);
  await search.press('Enter');
}

/** The payables clerk approves the invoice on the back office. */
async function approve(browser: Browser, invoiceNumber: string) {
  const page = await signedIn(browser, AP_CLERK, '/back-office/approve');
  await searchBackOffice(page, invoiceNumber);
  const row = page.locator(`[data-testid="back-office-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await row.getByRole('button', { name: `Approve invoice ${invoiceNumber}` }).click();
  await page.getByRole('dialog', { name: `Approve invoice ${invoiceNumber}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Invoice ${invoiceNumber} approved for payment`)).toBeVisible();
  await page.context().close();
}

/** The brokerage's administrator pays it with one check; answers the check number. */
async function pay(browser: Browser, invoiceNumber: string, payee: string): Promise<string> {
  const page = await signedIn(browser, OPS, '/back-office/schedule');
  await searchBackOffice(page, invoiceNumber);
  const row = page.locator(`[data-testid="back-office-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await expect(row).toContainText('Approved by Priya Raman');
  await row.getByRole('checkbox', { name: `Pay invoice ${invoiceNumber}` }).check();
  await page.getByTestId('payee-group').filter({ has: row }).getByRole('button', { name: 'Schedule payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Schedule a payment to/ });
  await expect(dialog).toContainText(payee);
  const checkNumber = `OTC-${Date.now() % 1_000_000}`;
  await dialog.getByRole('textbox', { name: 'Check number' }).fill(checkNumber);
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(new RegExp(`Check ${checkNumber} for \\$[\\d,.]+ scheduled to`))).toBeVisible();
  await page.context().close();
  return checkNumber;
}

async function pickOption(page: Page, combobox: Locator, name: RegExp | string) {
  await combobox.click();
  await page.getByRole('option', { name }).first().click();
}

/**
 * The carrier's admin asks for the invoice to be paid to Blue Ridge directly; the change waits until
 * whoever reads the company's registered address confirms it from the mailed link.
 */
async function confirmPaidDirectly(browser: Browser, invoice: Invoice) {
  const since = Date.now();
  const admin = await signedIn(browser, DEMO.carrierAdmin, `/accounting/${invoice.invoiceNumber}/preview`);
  await dismissExpiredTokenDialog(admin);
  await pickOption(admin, admin.getByRole('combobox', { name: 'Remit To' }), /paid directly/);
  await expect(admin.getByText(PAYEE_CHANGE_AWAITS.CompanyEmail)).toBeVisible();
  await expect(admin.getByTestId('pending-payee-change')).toBeVisible();
  await admin.context().close();

  const link = (await waitForMail(COMPANY_MAILBOX, since)).match(/https?:\/\/[^\s"<>]+\/confirm-payee-change\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the company address gets the confirmation link').toBeTruthy();
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(link!);
  await mailbox.getByRole('button', { name: 'Confirm the payee change' }).click();
  await expect(mailbox.getByText(`Invoice ${invoice.invoiceNumber} is now paid to ${BLUE_RIDGE}.`)).toBeVisible();
  await mailbox.context().close();
}

test('a load entered today is tendered, run by the driver on a phone, invoiced, approved, paid, and on the carrier\'s remittance', async ({ page, browser, request }) => {
  const driverUser = (await apiSession(request, DEMO.driver)).user as { firstName: string; lastName: string };
  const driverName = `${driverUser.firstName} ${driverUser.lastName}`;

  // The broker enters the order: a saved facility for the pickup, a new one for the delivery.
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, DEMO.broker, '/orders/create');
  const pickup = page.getByRole('region', { name: 'Stop 1: Pickup' });
  // A lane Blue Ridge holds a contract rate on (Texas to Colorado, dry van), so it is offered the tender.
  await pickup.getByRole('combobox', { name: 'Saved facility' }).fill('Fort Worth');
  await page.getByRole('option', { name: /Apex Brokerage Partners Fort Worth Cross-Dock/ }).first().click();
  await pickup.getByLabel(/^Early/).fill(localDay(1, 8));
  await pickup.getByLabel('Description').fill('Paper towels');
  await pickup.getByLabel('Pieces').fill('20');
  await pickup.getByLabel('Total weight (lb)').fill('12000');
  const dropoff = page.getByRole('region', { name: 'Stop 2: Dropoff' });
  await dropoff.getByRole('button', { name: 'Enter a new facility' }).click();
  await dropoff.getByRole('textbox', { name: 'Facility name' }).fill('Order To Cash Receiving');
  await dropoff.getByRole('textbox', { name: 'Street address' }).fill('1701 Wynkoop St');
  await dropoff.getByRole('combobox', { name: 'City, state and ZIP' }).fill('80202');
  await page.getByRole('option', { name: /Denver, CO 80202/ }).first().click();
  await dropoff.getByLabel(/^Early/).fill(localDay(2, 8));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Order ORD-\d+ Successfully Created$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stop 2' })).toContainText('1701 Wynkoop St, Denver, CO 80202');

  // Rates, then a tender to Blue Ridge at $500.
  const orderHeading = page.getByRole('heading', { level: 2, name: /^Order ORD-\d+/ });
  const orderNumber = /ORD-\d+/.exec((await orderHeading.textContent()) ?? '')![0];
  await page.goto(`/orders/${orderNumber}/preview/logistics`);
  const shipmentHeading = page.getByRole('heading', { name: /^Shipment \d+/ });
  await expect(shipmentHeading).toBeVisible();
  const shipmentNumber = /\d+/.exec((await shipmentHeading.textContent()) ?? '')![0];
  await page.getByTestId('broker-shipment-actions').getByRole('link', { name: 'Shop rates' }).click();
  const comparison = page.getByTestId('rate-comparison');
  await comparison.getByTestId('broker-shipment-actions').getByRole('button', { name: 'Tender' }).click();
  const tender = page.getByRole('dialog', { name: `Tender shipment ${shipmentNumber}` });
  await pickOption(page, tender.getByRole('combobox', { name: 'Carrier' }), new RegExp(BLUE_RIDGE));
  await tender.getByRole('textbox', { name: `Tender rate for ${BLUE_RIDGE}` }).fill('500');
  await tender.getByRole('button', { name: 'Send tender' }).click();
  await expect(page.getByText(`Shipment ${shipmentNumber} successfully tendered.`)).toBeVisible();

  // The dispatcher accepts with the demo driver and a truck and trailer of the fleet.
  const dispatch = await signedIn(browser, DEMO.dispatcher, '/tenders');
  await dispatch.getByLabel('Search tenders').fill(shipmentNumber);
  await dispatch.getByRole('link', { name: new RegExp(`shipment ${shipmentNumber}$`) }).click();
  const detail = dispatch.getByTestId('tender-detail');
  await detail.getByRole('button', { name: 'Accept' }).click();
  const accept = dispatch.getByRole('dialog', { name: /Accept tender/ });
  await pickOption(dispatch, accept.getByRole('combobox', { name: 'Driver' }), new RegExp(driverName));
  await pickOption(dispatch, accept.getByRole('combobox', { name: 'Truck' }), /.+/);
  await pickOption(dispatch, accept.getByRole('combobox', { name: 'Trailer' }), /.+/);
  await accept.getByRole('button', { name: 'Accept tender' }).click();
  await expect(dispatch.getByText('Response sent!')).toBeVisible();
  await expect(detail.getByTestId('tender-assignment')).toContainText(`Driver ${driverName}.`);
  await expect(detail.getByTestId('tender-shipment-link')).toHaveAttribute('href', `/shipments/${shipmentNumber}`);

  // The driver runs the load on a phone: arrival and departure at both stops, then the proof of delivery.
  const driver = await signedIn(browser, DEMO.driver, '/my-shipments', PHONE);
  await driver.getByRole('link', { name: `Shipment ${shipmentNumber}` }).click();
  await expect(driver.getByTestId('shipment-number')).toHaveText(`Shipment #${shipmentNumber}`);
  for (const index of [0, 1]) {
    const stop = driver.getByTestId('stop-card').nth(index);
    await stop.getByRole('button', { name: 'Arrive' }).click();
    const arrive = driver.getByRole('dialog', { name: /Arrive at stop/ });
    await arrive.getByRole('button', { name: 'Record Arrival' }).click();
    const anyway = arrive.getByRole('button', { name: 'Record Anyway' });
    await expect(anyway.or(stop.getByTestId('stop-arrived').filter({ hasNotText: '—' }))).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(arrive).toBeHidden();
    await stop.getByRole('button', { name: 'Depart' }).click();
    const depart = driver.getByRole('dialog', { name: /Depart stop/ });
    const counts = depart.getByRole('textbox', { name: /Package count/ });
    for (let i = 0; i < (await counts.count()); i++) await counts.nth(i).fill('20');
    await depart.getByRole('button', { name: 'Record Departure' }).click();
    await expect(depart).toBeHidden();
  }
  await expect(driver.getByTestId('shipment-status')).toHaveText('Delivered');
  await driver.getByRole('tab', { name: 'Documents' }).click();
  await driver.getByRole('button', { name: 'Upload proof of delivery for stop 2' }).click();
  const upload = driver.getByRole('dialog', { name: 'Upload Proof of Delivery' });
  await upload.getByTestId('file-input').setInputFiles({ name: `pod-${shipmentNumber}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(`POD ${shipmentNumber}`) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(driver.getByText('Document Successfully Uploaded')).toBeVisible();
  await captureWhole(driver, shot('driver-delivered-phone.png'), PHONE.width);
  await driver.context().close();

  // The delivery opened the invoice at the tendered rate. Blue Ridge is paid directly this time: its
  // admin asks, and as the company's only admin the change is confirmed from the link mailed to the
  // company's registered address.
  const invoice = await invoiceOf(request, shipmentNumber);
  expect(invoice.invoiceAmount).toBe(500);
  await confirmPaidDirectly(browser, invoice);
  await dispatch.goto(`/accounting/${invoice.invoiceNumber}/preview`);
  await expect(dispatch.getByRole('table', { name: 'Charges' })).toContainText('Line Haul');
  await expect(dispatch.getByTestId('payee-history-entry').first()).toContainText(`Confirmed from the link e-mailed to ${COMPANY_MAILBOX}`);
  await submitInvoice(dispatch, invoice, '500');
  await captureWhole(dispatch, shot('invoice-received-desktop.png'), DESKTOP.width);

  await approve(browser, invoice.invoiceNumber);
  const checkNumber = await pay(browser, invoice.invoiceNumber, BLUE_RIDGE);

  // The check is on the carrier's remittance, paid to Blue Ridge for $500.
  await dispatch.goto('/payments');
  const check = dispatch.locator(`[data-testid="payment-row"][data-check-number="${checkNumber}"]`);
  await expect(check).toBeVisible();
  await expect(check.getByTestId('payment-amount')).toHaveText('$500.00');
  await captureWhole(dispatch, shot('remittance-desktop.png'), DESKTOP.width);
  await dispatch.context().close();
});

test('with the factoring company as payee, the check ends on the factor\'s remittance', async ({ browser, request }) => {
  const { shipment } = await orderThroughApi(request);
  const broker = await apiAs(request, DEMO.broker);
  await broker.post(`shipments/${shipment.id}/book-contract-tl`, { rate: 650, carrierId: await blueRidgeId(request) });
  await runThroughApi(request, shipment);

  const invoice = await invoiceOf(request, shipment.shipmentNumber);
  expect(invoice.remitTo?.name).toBe(CAPITAL);
  const carrier = await signedIn(browser, DEMO.dispatcher, '/accounting');
  await submitInvoice(carrier, invoice, '650');
  await carrier.context().close();

  await approve(browser, invoice.invoiceNumber);
  const checkNumber = await pay(browser, invoice.invoiceNumber, CAPITAL);

  const factor = await signedIn(browser, DEMO.factoring, '/payments');
  const check = factor.locator(`[data-testid="payment-row"][data-check-number="${checkNumber}"]`);
  await expect(check).toBeVisible();
  await expect(check).toContainText(BLUE_RIDGE);
  await expect(check.getByTestId('payment-amount')).toHaveText('$650.00');
  await captureWhole(factor, shot('factor-remittance-desktop.png'), DESKTOP.width);
  await factor.context().close();
});

test('a detention request with the bill of lading as evidence, approved by the brokerage, is on the invoice the delivery opens', async ({ browser, request }) => {
  const { orderNumber, shipment } = await orderThroughApi(request);
  const broker = await apiAs(request, DEMO.broker);
  await broker.post(`shipments/${shipment.id}/book-contract-tl`, { rate: 500, carrierId: await blueRidgeId(request) });
  await broker.post(`orders/${orderNumber}/bill-of-lading`);

  // The carrier opens the detention request with the broker's bill of lading ticked.
  const carrier = await signedIn(browser, DEMO.dispatcher, '/cases');
  await carrier.getByRole('button', { name: 'New case' }).click();
  await carrier.getByLabel('Shipment Number').fill(shipment.shipmentNumber);
  await carrier.getByRole('button', { name: 'Continue' }).click();
  const dialog = carrier.getByRole('dialog', { name: /Open a case/ });
  await dialog.getByRole('checkbox', { name: new RegExp(`bill-of-lading-${orderNumber}`) }).check();
  await dialog.getByLabel(/^Description/).fill('Held three hours past free time at the shipper; the bill of lading shows the in and out times.');
  await dialog.getByLabel(/^Amount/).fill('150.00');
  await dialog.getByRole('button', { name: 'Create case' }).click();
  await expect(carrier.getByText('Case created!')).toBeVisible();

  // The brokerage's claims coordinator pays it at $120 (the TMS's case desk: its internal API).
  const opened = (await (await apiAs(request, DEMO.dispatcher)).get(`cases?shipmentId=${shipment.id}`)) as { data: { id: number }[] };
  expect(opened.data).toHaveLength(1);
  await (await apiAs(request, CLAIMS)).patch(`internal/cases/${opened.data[0].id}`, { carrierCaseResolutionType: 'Paid', approvedAmount: '120.00' });

  // Delivered: the invoice carries the line haul and the approved detention.
  await runThroughApi(request, shipment);
  const invoice = await invoiceOf(request, shipment.shipmentNumber);
  expect(invoice.invoiceAmount).toBe(620);
  await carrier.goto(`/accounting/${invoice.invoiceNumber}/preview`);
  const charges = carrier.getByRole('table', { name: 'Charges' });
  await expect(charges).toContainText('Line Haul');
  await expect(charges).toContainText('$120.00');
  await expect(charges).toContainText('$620.00');
  await captureWhole(carrier, shot('invoice-with-detention-desktop.png'), DESKTOP.width);
  await carrier.context().close();
});
