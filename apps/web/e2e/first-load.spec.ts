import { expect, test, type Request } from '@playwright/test';
import { apiSession, DEMO } from './support/session';

/**
 * What a signed-in first visit of a landing page asks the server for: the entry starts the
 * page's data beside the app's download (src/app/first-page.ts) and the page's queries take those
 * answers, so each is asked for once; the runtime configuration and the favicon are in the page.
 */
const FIRST_DATA: Record<string, string[]> = {
  '/dashboard': [
    '/portal/api/shipments/status-counts',
    '/portal/api/shipments/on-time-status-counts',
    '/portal/api/shipments/bookings?view=booking&needsUpdates=true&page=1&pageSize=10',
  ],
  '/shipments': ['/portal/api/shipments/bookings?view=booking&statuses=4&statuses=5&statuses=6&statuses=3&statuses=7&needsUpdates=true&page=1&pageSize=50'],
};

test('a first visit of the dashboard or the shipment list asks for each piece of its first data once', async ({ page }) => {
  const { token, user } = await apiSession(page.request, DEMO.dispatcher);
  await page.goto('/healthz');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('portal.accessToken', token);
    localStorage.setItem('portal.user', JSON.stringify(user));
  }, { token, user: user as unknown });

  for (const [path, firstData] of Object.entries(FIRST_DATA)) {
    const asked: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      asked.push(`${url.pathname}${url.search}`);
    };
    page.on('request', record);
    await page.goto(path);
    await expect(page.getByTestId('shipment-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', record);

    for (const url of firstData) expect(asked.filter((seen) => seen === url), `${path}: ${url}`).toHaveLength(1);
    expect(asked.filter((seen) => /\/config\.json|favicon/.test(seen)), path).toEqual([]);
  }
});
