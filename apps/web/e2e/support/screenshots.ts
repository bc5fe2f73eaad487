import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Pictures of the portal for people (reviews, docs) are made on demand: `npm run screenshots` runs the
 * specs that take them with SCREENSHOTS=1 and writes them under docs/screenshots, which git ignores.
 * In the normal run (npm test) the specs check what they check and take no pictures: each capture
 * is a resize, a layout and a PNG encode, a few minutes of the suite in all.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/** Where the pictures go: docs/screenshots (git-ignored), or SCREENSHOTS_DIR. */
export const SCREENSHOT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(import.meta.dirname, '../../../../docs/screenshots'));

/** A picture's file under SCREENSHOT_DIR, e.g. shotPath('profile', 'details-phone.png'). */
export const shotPath = (...parts: string[]): string => path.join(SCREENSHOT_DIR, ...parts);

/**
 * A picture of the page (what the viewport shows, or the whole page with fullPage) or of one element,
 * taken only for `npm run screenshots`. Otherwise an element is still waited for, as its picture
 * would wait for it, so the test goes on from the same point.
 */
export async function snap(target: Page | Locator, file: string, options: { fullPage?: boolean; animations?: 'disabled' } = {}): Promise<void> {
  if (isLocator(target)) {
    if (!screenshotsWanted) return target.waitFor({ state: 'visible' });
    await target.screenshot({ path: file, animations: options.animations });
    return;
  }
  if (screenshotsWanted) await target.screenshot({ path: file, ...options });
}

const isLocator = (target: Page | Locator): target is Locator => 'waitFor' in target;

/**
 * The app shell scrolls inside its own main container, so a full-page screenshot shows only the
 * viewport. These grow the viewport to the content's height (at the given width) for the capture.
 * Without pictures wanted, only the viewport the capture leaves behind is set (width x minHeight);
 * `always` takes the picture anyway (SMALL_SCREEN_SHOTS, fit-check.ts, asks for its own).
 */
export async function captureWhole(page: Page, file: string, width: number, minHeight = 844, { always = false } = {}): Promise<void> {
  await page.setViewportSize({ width, height: minHeight });
  if (!screenshotsWanted && !always) return;
  const height = await page.evaluate(() => {
    const main = document.getElementById('main-content');
    return main ? window.innerHeight - main.clientHeight + main.scrollHeight : document.documentElement.scrollHeight;
  });
  await page.setViewportSize({ width, height: Math.min(Math.max(height, minHeight), 4000) });
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize({ width, height: minHeight });
}

/**
 * One element, whole: the viewport grows so the element fits, then only the element is captured.
 * Without pictures wanted, the viewport is left as the capture leaves it (width x 900) and the
 * element is scrolled into view.
 */
export async function captureElement(page: Page, locator: Locator, file: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  if (!screenshotsWanted) {
    await locator.scrollIntoViewIfNeeded();
    return;
  }
  const box = await locator.evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width, height: Math.min(Math.max(Math.ceil(box) + 200, 900), 4000) });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize({ width, height: 900 });
}
