import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { captureWhole, shotPath } from './support/screenshots';
import { DEMO, openSignedIn, portalAs } from './support/session';

/**
 * One clock: every time a page shows is a local one with its zone's abbreviation (a stop's times in
 * the stop's zone, anything else in the user's), never UTC. The browser here runs on UTC, the case
 * where a page that read the browser's zone would have shown "1:00 pm UTC".
 */

const SHOTS = shotPath('one-clock');
// No word boundary after the zone: a locator's text runs into the next element's ('6:00 am ESTTL · 1,437 mi').
const US_ZONE = /\b\d{1,2}:\d{2} (?:am|pm) (?:AKST|AKDT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|HST|AST)/;

/** 'MM/DD/YYYY h:mm a z' of an instant in a zone, written independently of the app's formatter. */
function wallClock(instant: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()} ${parts.timeZoneName}`;
}

/** Waits for the page's data (and for `shows`, when given), then fails when any visible text reads UTC. */
async function expectNoUtc(page: Page, label: string, shows?: string | RegExp) {
  await expect(page.getByTestId('page-title')).toBeVisible();
  if (shows) await expect(page.locator('#main-content')).toContainText(shows, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => document.body.innerText);
  expect(text, `${label} shows a UTC time`).not.toMatch(/ UTC\b/);
  return text;
}

async function shoot(page: Page, name: string) {
  await captureWhole(page, path.join(SHOTS, `${name}-1440.png`), 1440);
  await captureWhole(page, path.join(SHOTS, `${name}-390.png`), 390);
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface ListAnswer<T> {
  data: T[];
}

test('the carrier sees every time in a local zone, never UTC', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await portalAs(request, DEMO.dispatcher);
  const picks = await api.get<ListAnswer<{ shipmentNumber: string; pickupEarly: string; origin: { ianaTimezone: string } }>>('/available-shipments/top-picks');
  const board = await api.get<ListAnswer<{ shipmentNumber: string }>>('/available-shipments', { pageSize: 5 });
  const tenders = await api.get<ListAnswer<{ id: number }>>('/tenders', { pageSize: 5 });
  // The carrier's booked loads (status 3), the broker's ready to book ones (status 1).
  const shipments = await api.get<ListAnswer<{ shipmentNumber: string }>>('/shipments/bookings', { view: 'booking', statuses: 3, needsUpdates: false, pageSize: 5 });
  expect(board.data.length, 'the demo board has loads').toBeGreaterThan(0);

  await openSignedIn(page, DEMO.dispatcher, '/reloads');
  await expectNoUtc(page, 'Load Board', US_ZONE);
  await shoot(page, 'load-board');

  await page.goto('/available-freight');
  const topPicks = await expectNoUtc(page, 'Top Picks', picks.data.length > 0 ? US_ZONE : undefined);
  if (picks.data.length > 0) {
    // A known stop time: the first pick's pickup, in its origin's zone, with a US abbreviation.
    const first = picks.data[0]!;
    const pickup = wallClock(first.pickupEarly, first.origin.ianaTimezone);
    expect(pickup).toMatch(US_ZONE);
    expect(topPicks).toContain(pickup);
  }
  await shoot(page, 'top-picks');

  const number = board.data[0]!.shipmentNumber;
  const detail = await api.get<{ stops: { early: string; ianaTimezone: string }[] }>(`/available-shipments/${number}`);
  const firstStop = detail.stops[0]!;
  const stopTime = wallClock(firstStop.early, firstStop.ianaTimezone);
  expect(stopTime).toMatch(US_ZONE);
  await page.goto(`/available-freight/${number}`);
  await expectNoUtc(page, 'Load board detail', stopTime);
  await shoot(page, 'load-detail');

  await page.goto('/live-equipment');
  await expectNoUtc(page, 'Live Equipment');
  await shoot(page, 'live-equipment');

  await page.goto('/tenders');
  await expectNoUtc(page, 'Tenders', tenders.data.length > 0 ? US_ZONE : undefined);
  if (tenders.data.length > 0) {
    await page.goto(`/tenders/${tenders.data[0]!.id}`);
    await expectNoUtc(page, 'Tender', US_ZONE);
    await shoot(page, 'tender');
  }

  await page.goto('/shipments');
  await expectNoUtc(page, 'Shipments', US_ZONE);
  await page.goto(`/shipments/${shipments.data[0]!.shipmentNumber}`);
  await expectNoUtc(page, 'Shipment', US_ZONE);
  await shoot(page, 'shipment');
});

test('the broker sees every time in a local zone, never UTC', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await portalAs(request, DEMO.broker);
  const shipments = await api.get<ListAnswer<{ shipmentNumber: string }>>('/shipments/bookings', { statuses: 1, needsUpdates: false, pageSize: 5 });

  await openSignedIn(page, DEMO.broker, '/shipments');
  await expectNoUtc(page, 'Shipments (broker)', US_ZONE);
  await shoot(page, 'broker-shipments');

  await page.goto(`/shipments/${shipments.data[0]!.shipmentNumber}`);
  await expectNoUtc(page, 'Shipment (broker)', US_ZONE);
  await shoot(page, 'broker-shipment');

  await page.goto('/tenders');
  await expectNoUtc(page, 'Tenders (broker)');
});
