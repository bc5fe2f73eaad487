import type { Locator, Page } from '@playwright/test';

/**
 * The app shell scrolls inside its own main container, so a full-page screenshot shows only the
 * viewport. These grow the viewport to the content's height (at the given width) for the capture.
 */
export async function captureWhole(page: Page, file: string, width: number, minHeight = 844): Promise<void> {
  await page.setViewportSize({ width, height: minHeight });
  const height = await page.evaluate(() => {
    const main = document.getElementById('main-content');
    return main ? window.innerHeight - main.clientHeight + main.scrollHeight : document.documentElement.scrollHeight;
  });
  await page.setViewportSize({ width, height: Math.min(Math.max(height, minHeight), 4000) });
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize({ width, height: minHeight });
}

/** One element, whole: the viewport grows so the element fits, then only the element is captured. */
export async function captureElement(page: Page, locator: Locator, file: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const box = await locator.evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width, height: Math.min(Math.max(Math.ceil(box) + 200, 900), 4000) });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize({ width, height: 900 });
}
