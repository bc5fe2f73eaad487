import { expect, type Page, type Request } from '@playwright/test';

/**
 * For the sweeps that load a page once and check it at two widths (every-page.spec.ts,
 * accessibility.spec.ts): after a resize, waits as networkidle waits after a load, so what the new
 * width brings (a part only the phone shows, its data) is in the page before it is scanned. Call it
 * before the page's first request; the returned function waits until no request of the page has been
 * in flight for 500 ms, two frames are drawn and no animation runs. The live updates stream (an
 * EventSource) stays open by design and, as for networkidle, does not count.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async function settled() {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= 500;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  };
}
