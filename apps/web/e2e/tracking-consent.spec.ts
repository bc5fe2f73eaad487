import { expect, test, type Page } from '@playwright/test';
import { captureElement, shotPath } from './support/screenshots';
import { apiSession, openSignedIn } from './support/session';

const DISPATCHER = 'dispatch@demo.test';
const BROKER = 'broker@demo.test';
const CARRIER = 'Blue Ridge Transport LLC';
const SHOTS = shotPath('tracking-consent');

interface Summary {
  id: number;
  shipmentNumber: string;
  carrierName: string | null;
  status: { value: number };
}

/** Closes a once-a-session notice (expired tracking integration) if one shows. */
async function dismissNotices(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: /close|later/i }).first().click();
}

/**
 * Tracking consent: the Blue Ridge dispatcher shares only milestones of a load moving for
 * Apex; the Apex broker's view of that load then shows no position and says what the carrier shares.
 */
test('the carrier shares milestones only: the broker sees no position and the note', async ({ page, browser, request }) => {
  const broker = await apiSession(request, BROKER);
  const carrier = await apiSession(request, DISPATCHER);
  const list = await request.get('/trucks/api/v2/shipments', { headers: broker.headers, params: { pageSize: 100 } });
  expect(list.ok()).toBeTruthy();
  const load = ((await list.json()) as { data: Summary[] }).data.find((s) => s.carrierName === CARRIER && s.status.value >= 3 && s.status.value <= 6);
  expect(load, 'a Blue Ridge load in progress for the broker').toBeDefined();

  await openSignedIn(page, DISPATCHER, `/shipments/${load!.shipmentNumber}`);
  await dismissNotices(page);
  const map = page.getByRole('region', { name: 'Lane map' });
  await map.getByRole('combobox', { name: 'Shared with the broker' }).click();
  await page.getByRole('option', { name: 'Milestones only' }).click();
  await expect(page.getByText('Tracking shared with the broker: Milestones only').first()).toBeVisible();
  await expect(map.getByRole('combobox', { name: 'Shared with the broker' })).toHaveText('Milestones only');
  await captureElement(page, map, `${SHOTS}/carrier-control-1440.png`, 1440);

  const context = await browser.newContext();
  const brokerPage = await context.newPage();
  try {
    await openSignedIn(brokerPage, BROKER, `/shipments/${load!.shipmentNumber}`);
    await dismissNotices(brokerPage);
    const brokerMap = brokerPage.getByRole('region', { name: 'Lane map' });
    await expect(brokerMap.getByTestId('tracking-consent-note')).toHaveText('The carrier shares milestones only');
    await expect(brokerMap.getByText('Position not shared')).toBeVisible();
    await expect(brokerMap.getByText(/Last known position/)).toHaveCount(0);
    await expect(brokerMap.getByRole('combobox', { name: 'Shared with the broker' })).toHaveCount(0);
    await captureElement(brokerPage, brokerMap, `${SHOTS}/broker-note-1440.png`, 1440);
    await captureElement(brokerPage, brokerMap, `${SHOTS}/broker-note-390.png`, 390);

    const answer = await request.get(`/portal/api/shipments/by-number/${load!.shipmentNumber}`, { headers: broker.headers });
    const shipment = await answer.json();
    expect(shipment.lastKnownLocation).toBeNull();
    expect(shipment.nextStopEta).toBeNull();
  } finally {
    await context.close();
    // Leave the demo load as it was for the other specs.
    await request.put(`/portal/api/shipments/${load!.id}/tracking-consent`, { headers: carrier.headers, data: { level: 'LivePosition' } });
  }
});
