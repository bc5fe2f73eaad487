import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0/2.1/2.2 A and AA rule tags every page and dialog is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page, run inside the page itself. The default mode opens a blank page of its
 * own for every scan to merge the results of cross-origin frames, which the portal does not have;
 * skipping it makes a scan about a third cheaper, and the suite runs hundreds. The scans are read for
 * violations only, so axe is asked not to gather the nodes of every passed and incomplete check
 * (a quarter to a third of a scan on the larger pages). Rules and tags are chosen after this.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Every WCAG A and AA rule on the page. */
export function wcagScan(page: Page): AxeBuilder {
  return axeOf(page).withTags(AXE_TAGS);
}
