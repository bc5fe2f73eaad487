import { expect as baseExpect, test } from '@playwright/test';
import { apiSession, DEMO, dismissExpiredTokenDialog, openSignedIn } from './support/session';

/**
 * Live updates: a carrier's page hears what changed from the server's event stream, not from polling
 * (badges poll every two minutes only while the stream cannot connect). The broker asks Blue Ridge
 * for a rate through the API; Blue Ridge's Rate Requests badge goes up on the page already open.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

interface BookingRow {
  id: number;
  shipmentNumber: string;
}

test("a broker's rate request raises the carrier's badge on its open page, without a reload or a poll", async ({ page, request }) => {
  // The stream is open before the change is made (the page says so by not polling; here, by waiting
  // for it): listened for from the start, as it may open while the dialog below is up.
  const streamOpen = page.waitForResponse((response) => response.url().includes('/portal/api/live-updates?'));
  await openSignedIn(page, DEMO.carrierAdmin, '/dashboard');
  // Blue Ridge's tracking token has expired: the dialog saying so hides the rest of the page until it is put off.
  await dismissExpiredTokenDialog(page);
  const badge = page.getByTestId('nav-badge-rateRequests');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await streamOpen;
  const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const broker = await apiSession(request, DEMO.broker);
  const carrier = await apiSession(request, DEMO.carrierAdmin);
  const list = await request.get('/portal/api/shipments/bookings', { headers: broker.headers, params: { statuses: 1, needsUpdates: false, pageSize: 40 } });
  const rows = ((await list.json()) as { data: BookingRow[] }).data;
  let asked = false;
  for (const row of rows) {
    const answer = await request.post('/portal/api/rates/carrier-rate-requests', { headers: broker.headers, data: { shipmentId: row.id, carrierId: carrier.user.companyId, rateType: 'Spot' } });
    if (answer.status() === 200) {
      asked = true;
      break;
    }
  }
  expect(asked, 'a Ready to Book shipment Blue Ridge was not yet asked about').toBe(true);

  await expect(badge).toHaveText(String(before + 1));
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
