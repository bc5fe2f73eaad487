import { expect, type Locator, type Page } from '@playwright/test';
import { AXE_TAGS, axeOf } from './axe';


export const DESKTOP = { name: 'desktop', width: 1440, height: 900 } as const;
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export type Width = typeof DESKTOP | typeof PHONE;
export const WIDTHS: readonly Width[] = [DESKTOP, PHONE];
const SCHEMES = ['light', 'dark'] as const;

interface CheckOptions {
  /** Opens the dialog (or menu, drawer, popover) and returns it once it is visible. */
  open: () => Promise<Locator>;
  /** Closes it without changing anything (Cancel, Escape). */
  close: (opened: Locator) => Promise<void>;
  /** What axe scans: the open surface only. */
  selector?: string;
  /** The widths it exists at (the mobile navigation drawer only exists on a phone). */
  widths?: readonly Width[];
  /** Opened afresh at each width, for surfaces that are a different component at each width. */
  reopenPerWidth?: boolean;
}

/**
 * Opens dialogs one after another in one signed-in page and scans each with axe, only the open
 * surface: every A and AA rule at 1440 and 390 px in the light colour scheme, and the contrast rule
 * in the dark one at 1440 px (at 390 px for a surface only a phone has). A colour scheme changes
 * colours, not layout, and the layout is what the phone's width changes; every-page.spec.ts scans
 * pages the same way. Findings are collected as readable lines, so one run reports every violation
 * rather than the first.
 */
export class DialogScanner {
  readonly problems: string[] = [];
  scans = 0;

  constructor(private readonly page: Page) {}

  async check(label: string, { open, close, selector = '[role="dialog"]', widths = WIDTHS, reopenPerWidth = false }: CheckOptions) {
    let opened: Locator | null = null;
    for (const [index, width] of widths.entries()) {
      await this.page.setViewportSize(width);
      if (!opened || reopenPerWidth) opened = await open();
      await expect(opened).toBeVisible();
      // The dark scheme at the first width the surface has (the desktop's, or the phone's alone for its own drawers).
      await this.scan(`${width.name} ${label}`, selector, index === 0 ? SCHEMES : ['light']);
      if (reopenPerWidth) {
        await close(opened);
        await expect(opened).toBeHidden();
      }
    }
    if (opened && !reopenPerWidth) {
      await close(opened);
      await expect(opened).toBeHidden();
    }
    await this.page.setViewportSize(DESKTOP);
  }

  private async scan(label: string, selector: string, schemes: readonly (typeof SCHEMES)[number][]) {
    for (const colorScheme of schemes) {
      await this.page.emulateMedia({ colorScheme });
      await this.settle();
      // The colour scheme changes colours only: the dark pass runs the contrast rule, not all of them again.
      const axe = axeOf(this.page).include(selector);
      const results = await (colorScheme === 'light' ? axe.withTags(AXE_TAGS) : axe.withRules(['color-contrast'])).analyze();
      this.scans++;
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        this.problems.push(`${label} (${colorScheme}): ${violation.id} (${violation.impact}) ${violation.nodes.length}x e.g. ${violation.nodes[0]?.target.join(' ')}`);
      }
    }
    await this.page.emulateMedia({ colorScheme: 'light' });
  }

  /** Waits until transitions (the dialog's fade, the drawer's slide, a theme change) are over. */
  private async settle() {
    // AxeBuilder opens and closes a page of its own for each scan; were the scanned page left in the
    // background, Chromium would stop its animation frames and this wait would never end (it hung a
    // CI run once, on the phone's delete-lane dialog).
    await this.page.bringToFront();
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await this.page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  }
}

/** Closes a dialog with its own button of that name. */
export const closeWith = (name: string | RegExp) => async (dialog: Locator) => {
  await dialog.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
};

/** Closes a menu, popover or dialog with the Escape key. */
export const closeWithEscape = (page: Page) => async () => {
  await page.keyboard.press('Escape');
};
