import type { Page } from '@playwright/test';

/** The in-app links the shell offers at desktop width: the rail, the top bar and the user menu. */
export async function offeredLinks(page: Page): Promise<string[]> {
  // A once-a-session notice (the expired integration token) may open at any point after the shell's
  // first requests (the shell's own extras now wait for the page's first content): dismissed
  // whenever it shows, rather than looked for once.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) => later.click(), { times: 1 });
  await page.waitForLoadState('networkidle');
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const rail = await hrefs('nav a[href]');
  const header = await hrefs('header a[href]');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = await hrefs('[role="menu"] a[href]');
  await page.keyboard.press('Escape');
  // /docs is the API reference, served by the server rather than the portal's shell.
  return [...new Set([...rail, ...header, ...menu])].filter((href) => href.startsWith('/') && !href.startsWith('/docs'));
}
