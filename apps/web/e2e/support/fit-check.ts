import path from 'node:path';
import type { Page } from '@playwright/test';
import { PHONE } from './dialog-scanner';
import { captureWhole } from './screenshots';

/**
 * Small screens: what does not fit the page as it is now. The page itself never scrolls
 * sideways (a wide table scrolls inside its own region or becomes cards) and no tab, button or chip
 * label or the page title is cut off. Touch-target sizes are axe's target-size rule.
 */
export async function fitProblems(page: Page, href: string, label: string): Promise<string[]> {
  // Right after a change of viewport the page may still be laid out for the old width (a media
  // query's change reaches React a moment later): a problem counts when it is still there after
  // the layout had time to settle.
  let found = await measureFit(page);
  for (let attempt = 0; attempt < 5 && found.length > 0; attempt++) {
    await page.waitForTimeout(200);
    found = await measureFit(page);
  }
  // SMALL_SCREEN_SHOTS=<dir> keeps a picture of each page for a person to look over.
  if (process.env.SMALL_SCREEN_SHOTS) await captureWhole(page, path.join(process.env.SMALL_SCREEN_SHOTS, `${label}${href.replace(/[^a-z0-9]+/gi, '-')}.png`), PHONE.width, undefined, { always: true });
  return found.map((problem) => `${href}: ${problem}`);
}

/** What does not fit the page as laid out at this moment. */
function measureFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
    // The shell scrolls its content inside #main-content: sideways there is the page scrolling sideways too.
    const main = document.getElementById('main-content');
    if (main && main.scrollWidth > main.clientWidth + 1) problems.push(`the page content scrolls sideways (${main.scrollWidth} px wide)`);
    // Labels: tabs, buttons and chips; a label that needs more room than it has is cut off
    // (ellipsis or clipped), which the eye reads as a different word ('Accounti...').
    const labels = document.querySelectorAll('[role="tab"], .MuiButton-root, .MuiChip-label, .MuiTab-root *');
    for (const element of labels) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
      // The click ripple is a decoration that overflows its clipping box by design, not a label.
      if (element.closest('.MuiTouchRipple-root')) continue;
      const style = getComputedStyle(element);
      const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`label cut off: '${element.innerText.trim()}'`);
    }
    // The page title may take two lines on a phone, but not lose its end.
    const title = document.querySelector<HTMLElement>('[data-testid="page-title"]');
    if (title && (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1)) problems.push(`title cut off: '${title.innerText.trim()}'`);
    return [...new Set(problems)];
  });
}
