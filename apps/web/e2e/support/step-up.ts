import type { Page } from '@playwright/test';

/**
 * The server asks a session whose last proof of identity is older than five minutes to confirm it
 * (the server tests age a session to show it). A browser test cannot wait that long: the first answer
 * of the given calls is that refusal, as it would be after a coffee break, and the rest is the real server.
 */
export async function refuseOnceAskingForProof(page: Page, url: string): Promise<void> {
  let refused = false;
  await page.route(url, async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Confirm it is you to make this change', stepUpRequired: true }),
    });
  });
}
