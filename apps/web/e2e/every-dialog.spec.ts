import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { closeWith, DESKTOP, DialogScanner, PHONE } from './support/dialog-scanner';
import { DEMO, dismissExpiredTokenDialog, openSignedIn, portalAs } from './support/session';

/**
 * Every dialog, drawer and popover menu of the portal, opened by the role(s) that reach
 * it and scanned with axe, only the open surface, at 1440 and 390 px in the light colour scheme and
 * for contrast in the dark one (support/dialog-scanner.ts): no serious or critical violation of the
 * WCAG 2.0/2.1/2.2 A and AA rules. Each
 * dialog is closed without submitting (Escape or Cancel), so no other spec's data changes; the
 * records are picked from the start of each list (the flows that change data pick from the end).
 * One signed-in page per role; the viewport is resized rather than signing in again.
 */

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const BOOKED = 3;
const IN_TRANSIT = 5;
const AT_STOP = 6;

interface ShipmentRow {
  id: number;
  shipmentNumber: string;
  status: { value: number };
}
interface StopRow {
  stopNumber: number;
  arrivedAt: string | null;
  departedAt: string | null;
  ianaTimezone: string;
  latitude: number;
  longitude: number;
}

const escape = (page: Page) => async () => {
  await page.keyboard.press('Escape');
};

/** The once-a-session notices (the expired integration token) out of the way. */
async function dismissNotices(page: Page) {
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible().catch(() => false)) await later.click();
}

/** The shell's surfaces every role has: the account menu, the search popover and the phone navigation drawer. */
async function checkShell(page: Page, scanner: DialogScanner, { search }: { search?: string } = {}) {
  await page.setViewportSize(DESKTOP);
  await scanner.check('account menu', {
    open: async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      return page.getByRole('menu');
    },
    close: escape(page),
    selector: '[role="menu"]',
    reopenPerWidth: true,
  });
  await scanner.check('application updates', {
    open: async () => {
      await page.getByRole('button', { name: 'Application updates' }).click();
      return page.getByRole('dialog');
    },
    close: escape(page),
  });
  await scanner.check('mobile navigation drawer', {
    open: async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
      await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      return drawer;
    },
    close: escape(page),
    selector: '.MuiDrawer-modal .MuiDrawer-paper',
    widths: [PHONE],
  });
  if (!search) return;
  await scanner.check('search results popover', {
    open: async () => {
      const box = page.getByRole('combobox', { name: 'Search Shipments' });
      await box.fill(search);
      const results = page.getByRole('listbox', { name: 'Shipment search results' });
      await expect(results.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
      return results;
    },
    close: async () => {
      await page.getByRole('combobox', { name: 'Search Shipments' }).fill('');
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { level: 1 }).first().click();
    },
    selector: '[role="listbox"]',
    widths: [DESKTOP],
  });
  await scanner.check('search overlay', {
    open: async () => {
      await page.getByRole('button', { name: 'Search Shipments' }).click();
      const overlay = page.getByRole('dialog', { name: 'Search Shipments' });
      await overlay.getByRole('combobox', { name: 'Search Shipments' }).fill(search);
      await expect(overlay.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
      return overlay;
    },
    close: closeWith('Close search'),
    widths: [PHONE],
  });
}

/** A dialog opened by a button of the page, closed with Escape. */
function byButton(page: Page, button: Locator, dialogName?: string | RegExp) {
  return {
    open: async () => {
      await button.click();
      return dialogName ? page.getByRole('dialog', { name: dialogName }) : page.getByRole('dialog');
    },
    close: escape(page),
  };
}

async function shipments(request: APIRequestContext, email: string, status: number): Promise<ShipmentRow[]> {
  const api = await portalAs(request, email);
  const list = await api.get<{ data: ShipmentRow[] }>('/shipments/bookings', { view: 'booking', statuses: status, needsUpdates: false, pageSize: 100 });
  return list.data.filter((row) => row.status.value === status);
}

async function stopsOf(request: APIRequestContext, email: string, shipmentNumber: string): Promise<StopRow[]> {
  const api = await portalAs(request, email);
  return (await api.get<{ data: StopRow[] }>(`/shipments/by-number/${shipmentNumber}/stops`)).data;
}

/** 'YYYY-MM-DDTHH:mm' of an instant in a time zone: what the stop dialog's time field takes. */
function localInput(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

function report(scanner: DialogScanner, role: string) {
  test.info().annotations.push({ type: 'dialog scans', description: `${role}: ${scanner.scans} scans, ${scanner.problems.length} findings` });
  console.log(`[every-dialog] ${role}: ${scanner.scans} scans, ${scanner.problems.length} findings`);
  expect(scanner.problems).toEqual([]);
}

test('carrier admin: the shell, profile and contacts dialogs pass axe', async ({ page, request }) => {
  const scanner = new DialogScanner(page);
  const own = (await shipments(request, DEMO.carrierAdmin, BOOKED))[0];
  await openSignedIn(page, DEMO.carrierAdmin);
  // Shown once per session at sign-in, so it is scanned at desktop width first.
  await scanner.check('expired integration dialog', {
    open: async () => page.getByRole('dialog', { name: 'Expired tracking-integration token' }),
    close: closeWith('Later'),
  });
  await checkShell(page, scanner, { search: own.shipmentNumber.slice(0, 5) });

  await page.goto('/profile?tab=integrations');
  await expect(page.getByRole('tab', { name: /Integrations/, selected: true })).toBeVisible({ timeout: 20_000 });
  const disconnect = page.getByRole('button', { name: 'Disconnect' }).first();
  if (await disconnect.isVisible().catch(() => false)) await scanner.check('disconnect integration', byButton(page, disconnect));

  await page.goto('/contacts');
  const contact = page.locator('a[href$="/preview"][href^="/contacts/"]').first();
  await contact.click();
  await scanner.check('delete contact', byButton(page, page.getByRole('button', { name: 'Delete' }), /^Delete .+\?$/));

  await page.goto('/contacts?view=requests');
  const decline = page.getByRole('button', { name: /^Decline / }).first();
  await expect(decline).toBeVisible({ timeout: 20_000 });
  await scanner.check('decline access request', byButton(page, decline));
  await scanner.check('approve access request', byButton(page, page.getByRole('button', { name: /^Approve / }).first()));

  report(scanner, DEMO.carrierAdmin);
});

test('carrier admin: the fleet and score card dialogs pass axe', async ({ page }) => {
  const scanner = new DialogScanner(page);
  await openSignedIn(page, DEMO.carrierAdmin, '/drivers');
  await dismissExpiredTokenDialog(page);
  await scanner.check('add driver', byButton(page, page.getByRole('button', { name: 'Add driver' }), 'Add driver'));
  await scanner.check('edit driver', byButton(page, page.getByRole('button', { name: /^Edit / }).first()));

  await page.goto('/equipment/trailers');
  await scanner.check('add trailer', byButton(page, page.getByRole('button', { name: 'Add trailer' }), 'Add trailer'));
  await scanner.check('edit trailer', byButton(page, page.getByRole('button', { name: /^Edit / }).first()));

  await page.goto('/score-card');
  await scanner.check('score card loads', byButton(page, page.getByRole('button', { name: 'Loads behind On-time delivery' }), /On-time delivery/));

  await page.goto('/compliance');
  await scanner.check('upload insurance certificate', byButton(page, page.getByRole('button', { name: 'Upload certificate' }), 'Upload insurance certificate'));

  report(scanner, DEMO.carrierAdmin);
});

test('dispatcher: tender, rate, load board, lane and truck dialogs pass axe', async ({ page, request }) => {
  const scanner = new DialogScanner(page);
  const api = await portalAs(request, DEMO.dispatcher);
  const tenders = await api.get<{ data: { id: number }[] }>('/tenders', { statuses: 0, pageSize: 10 });
  const rates = await api.get<{ data: { id: number }[] }>('/rate-requests', { statuses: 0, pageSize: 10 });
  const loads = await api.get<{ data: { shipmentNumber: string; rate: number | null; pickupEarly: string }[] }>('/available-shipments', { pageSize: 20 });
  const load = loads.data.find((row) => row.rate !== null && new Date(row.pickupEarly).getTime() > Date.now() + 3600_000);
  expect(tenders.data.length && rates.data.length && load, 'an open tender, an open rate request and a bookable load').toBeTruthy();

  await openSignedIn(page, DEMO.dispatcher);
  await dismissNotices(page);
  await checkShell(page, scanner);

  await page.goto(`/tenders/${tenders.data[0].id}`);
  const tender = page.getByTestId('tender-detail');
  await scanner.check('accept tender', byButton(page, tender.getByRole('button', { name: 'Accept' }), /Accept tender/));
  await scanner.check('reject tender', byButton(page, tender.getByRole('button', { name: 'Reject' }), /Reject tender/));

  await page.goto(`/rates/${rates.data[0].id}/preview`);
  const form = page.getByRole('form', { name: 'Respond to rate request' });
  await scanner.check('decline rate request', byButton(page, form.getByRole('button', { name: 'Decline' })));

  await page.goto(`/available-freight/${load!.shipmentNumber}`);
  await scanner.check('book it now', byButton(page, page.getByTestId('freight-detail').getByRole('button', { name: /Book It Now/ })));

  await page.goto('/live-equipment');
  await scanner.check('post a truck', byButton(page, page.getByRole('button', { name: 'Post a truck' }).first(), 'Post a truck'));

  await page.goto('/saved-lanes');
  await scanner.check('new saved lane', byButton(page, page.getByRole('button', { name: 'New lane' }), 'New saved lane'));
  const lane = page.getByTestId('saved-lane').first();
  if (await lane.isVisible().catch(() => false)) {
    await scanner.check('edit saved lane', byButton(page, lane.getByRole('button', { name: /^Edit / }), 'Edit saved lane'));
    await scanner.check('delete saved lane', byButton(page, lane.getByRole('button', { name: /^Delete / }), 'Delete this lane?'));
  }

  report(scanner, DEMO.dispatcher);
});

test('dispatcher: stop, document, case, note and preview dialogs pass axe', async ({ page, request }) => {
  const scanner = new DialogScanner(page);
  const booked = (await shipments(request, DEMO.dispatcher, BOOKED))[0];
  const atStop = (await shipments(request, DEMO.dispatcher, AT_STOP))[0];
  // An arrival one minute after the departure from a stop far away: the server asks for confirmation.
  let moving: { shipmentNumber: string; arrival: string } | undefined;
  for (const row of (await shipments(request, DEMO.dispatcher, IN_TRANSIT)).slice(0, 10)) {
    const stops = await stopsOf(request, DEMO.dispatcher, row.shipmentNumber);
    const next = stops.findIndex((stop) => stop.arrivedAt === null);
    const previous = stops[next - 1];
    if (next < 1 || !previous?.departedAt) continue;
    const miles = Math.hypot(stops[next].latitude - previous.latitude, stops[next].longitude - previous.longitude) * 60;
    if (miles < 60) continue;
    moving = { shipmentNumber: row.shipmentNumber, arrival: localInput(new Date(new Date(previous.departedAt).getTime() + 60_000), stops[next].ianaTimezone) };
    break;
  }
  expect(booked && atStop && moving, 'a Booked, an At Stop and an In Transit shipment').toBeTruthy();

  await openSignedIn(page, DEMO.dispatcher, `/shipments/${booked!.shipmentNumber}`);
  await dismissNotices(page);
  await scanner.check('arrive at stop', byButton(page, page.getByRole('button', { name: 'Arrive' }).first(), /Arrive at stop/));
  await scanner.check('cancel booking', byButton(page, page.getByRole('button', { name: 'Cancel booking' }), /Cancel booking/));
  await page.getByRole('tab', { name: 'Documents' }).click();
  const documents = page.getByRole('region', { name: /^Documents/ });
  await scanner.check('upload document', byButton(page, documents.getByRole('button', { name: 'Upload', exact: true }), 'Upload Document'));
  await documents.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await scanner.check('upload document file type menu', {
    open: async () => {
      await upload.getByLabel('File Type').click();
      return page.getByRole('listbox');
    },
    close: escape(page),
    selector: '[role="listbox"]',
  });
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();

  await page.getByRole('tab', { name: 'Notes' }).click();
  const editor = page.getByRole('region', { name: /^Comments/ }).getByRole('textbox', { name: 'New comment' });
  await scanner.check('mention suggestions', {
    open: async () => {
      await editor.click();
      await editor.pressSequentially('@a');
      return page.getByRole('menu', { name: 'People to mention' });
    },
    close: async () => {
      await page.keyboard.press('Escape');
      await editor.press('Backspace');
      await editor.press('Backspace');
    },
    selector: '[role="menu"]',
    // Resizing re-lays the page out under the open list; it is opened afresh at each width.
    reopenPerWidth: true,
  });

  await page.goto(`/shipments/${atStop!.shipmentNumber}`);
  await scanner.check('depart stop', byButton(page, page.getByRole('button', { name: 'Depart' }).first(), /Depart stop/));

  await page.goto(`/shipments/${moving!.shipmentNumber}`);
  await scanner.check('implausible arrival confirmation', {
    open: async () => {
      await page.getByRole('button', { name: 'Arrive' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Arrive at stop/ });
      await dialog.getByLabel(/^Arrived at/).fill(moving!.arrival);
      await dialog.getByRole('button', { name: 'Record Arrival' }).click();
      await expect(dialog.getByTestId('stop-event-confirmation')).toBeVisible({ timeout: 20_000 });
      return dialog;
    },
    close: closeWith('Cancel'),
  });

  await page.goto(`/all-shipments/${booked!.shipmentNumber}/preview/SignedRateConfirmation`);
  await scanner.check('document viewer', {
    open: async () => {
      await page.getByRole('button', { name: 'Open Rate Confirmation' }).click();
      const viewer = page.getByRole('dialog', { name: /^Document viewer/ });
      await expect(viewer.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 20_000 });
      return viewer;
    },
    close: async (viewer) => {
      await viewer.getByRole('toolbar', { name: 'Document viewer controls' }).getByRole('button', { name: 'Close' }).click();
    },
  });

  await page.goto(`/all-shipments/${booked!.shipmentNumber}/preview/cases`);
  await scanner.check('open a case', byButton(page, page.getByRole('button', { name: 'Open a case' }).first(), /Open a case/));
  await page.goto('/cases');
  await scanner.check('new case: which shipment', byButton(page, page.getByRole('button', { name: 'New case' })));

  await page.goto(`/dashboard/shipments/${booked!.shipmentNumber}/preview`);
  await scanner.check('dashboard shipment preview drawer', {
    open: async () => page.locator('.MuiDrawer-paper').filter({ hasText: booked!.shipmentNumber }),
    close: async () => {
      await page.keyboard.press('Escape');
    },
    selector: '.MuiDrawer-modal .MuiDrawer-paper',
  });

  report(scanner, DEMO.dispatcher);
});

test('broker: tender, void and duplicate-order dialogs pass axe', async ({ page, request }) => {
  const scanner = new DialogScanner(page);
  const ready = (await shipments(request, DEMO.broker, 1))[0];
  const api = await portalAs(request, DEMO.broker);
  const orders = await api.get<{ data: { orderNumber: string }[] }>('/orders', { pageSize: 5 });
  expect(ready && orders.data.length, 'a Ready to Book shipment and an order').toBeTruthy();

  await openSignedIn(page, DEMO.broker);
  await checkShell(page, scanner, { search: ready!.shipmentNumber.slice(0, 5) });

  await page.goto(`/rates/all/shipment/${ready!.shipmentNumber}`);
  const actions = page.getByTestId('broker-shipment-actions');
  await scanner.check('tender shipment', byButton(page, actions.getByRole('button', { name: 'Tender' }), `Tender shipment ${ready!.shipmentNumber}`));
  const voidButton = actions.getByRole('button', { name: 'Void' });
  if (await voidButton.isEnabled()) await scanner.check('void shipment', byButton(page, voidButton));

  await page.goto(`/orders/${orders.data[0].orderNumber}/preview`);
  await scanner.check('duplicate order', byButton(page, page.getByRole('button', { name: 'Duplicate' })));
  const unbooked = await api.get<{ data: { orderNumber: string }[] }>('/orders', { view: 'readyToBook', pageSize: 20 });
  // An order consolidated into another's shipment offers no Consolidate of its own.
  const details = await Promise.all(unbooked.data.map((o) => api.get<{ data: { orderNumber: string; consolidatedOrderNumbers: string[] } }>(`/orders/${o.orderNumber}`)));
  const alone = details.find((d) => d.data.consolidatedOrderNumbers.length === 0);
  expect(alone, 'a Ready to Book order travelling alone').toBeTruthy();
  await page.goto(`/orders/${alone!.data.orderNumber}/preview`);
  await scanner.check('edit stop times', byButton(page, page.getByRole('button', { name: 'Edit stop times' }), /^Stop times of shipment/));
  await scanner.check('consolidate orders', byButton(page, page.getByRole('button', { name: 'Consolidate', exact: true }), /^Consolidate orders into shipment/));

  report(scanner, DEMO.broker);
});

test('driver: the shell and the stop dialogs pass axe', async ({ page }) => {
  const scanner = new DialogScanner(page);
  await openSignedIn(page, DEMO.driver);
  await checkShell(page, scanner);
  await page.goto('/my-shipments');
  const first = page.locator('a[href^="/my-shipments/"]').first();
  await first.click();
  const next = page.getByRole('button', { name: /^(Arrive|Depart)$/ }).first();
  await expect(next).toBeVisible({ timeout: 20_000 });
  await scanner.check('driver stop event', byButton(page, next, /^(Arrive at|Depart) stop/));
  report(scanner, DEMO.driver);
});

for (const email of [DEMO.factoring, DEMO.payer]) {
  test(`${email}: the shell passes axe`, async ({ page }) => {
    const scanner = new DialogScanner(page);
    await openSignedIn(page, email);
    await checkShell(page, scanner);
    report(scanner, email);
  });
}


test('payer: the approve, dispute and pay dialogs pass axe', async ({ page, request }) => {
  const scanner = new DialogScanner(page);
  const api = await portalAs(request, DEMO.payer);
  const list = await api.get<{ data: { invoiceNumber: string; status: { status: number }; dispute: unknown }[] }>('/third-party-invoices', { isAuditable: false, pageSize: 100 });
  const received = list.data.find((i) => i.status.status === 1 && !i.dispute);
  const settled = list.data.find((i) => i.status.status === 2);
  expect(received && settled, 'a Received and a Settled invoice of the payer').toBeTruthy();
  await openSignedIn(page, DEMO.payer, `/third-party-payer-invoices/${received!.invoiceNumber}/preview`);
  const actions = page.getByTestId('payer-actions');
  await scanner.check('approve third-party invoice', byButton(page, actions.getByRole('button', { name: 'Approve' }), `Approve invoice ${received!.invoiceNumber}?`));
  await scanner.check('dispute third-party invoice', byButton(page, actions.getByRole('button', { name: 'Dispute Invoice' }), `Dispute invoice ${received!.invoiceNumber}`));
  await page.goto(`/third-party-payer-invoices/${settled!.invoiceNumber}/preview`);
  await scanner.check('pay third-party invoice', byButton(page, actions.getByRole('button', { name: 'Pay Invoice' }), `Pay invoice ${settled!.invoiceNumber}`));
  report(scanner, DEMO.payer);
});

test("brokerage staff: a fraud signal's dialog passes axe", async ({ page }) => {
  const scanner = new DialogScanner(page);
  await openSignedIn(page, DEMO.ops, '/risk?kind=TruckFarFromPickup');
  const open = page.getByTestId('signal-row').first().getByRole('button', { name: 'Truck far from pickup' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await scanner.check('fraud signal', byButton(page, open, 'Truck far from pickup'));
  report(scanner, DEMO.ops);
});
