import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './support/session';
import { screenshotsWanted, shotPath, snap } from './support/screenshots';

/**
 * The how-to videos and the help page: a demo video plays with its captions
 * track, the position is kept on the server and restored after a reload; the top bar's help desk
 * link and the rail's Support open /help, which links to the videos.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const shots = shotPath('videos');
const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const currentTime = (page: Page) => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a demo video plays with captions and resumes where the dispatcher paused it, after a reload', async ({ page }) => {
  await openSignedIn(page, DEMO.dispatcher);
  await page.getByRole('link', { name: /^Videos/ }).first().click();
  await expect(page).toHaveURL(/\/videos$/);
  const list = page.getByRole('list', { name: 'Videos' });
  for (const title of ['Book a load', 'Accept a tender', 'Upload proof of delivery', 'Submit an invoice']) {
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
  }

  await list.getByRole('link', { name: /^Play Submit an invoice/ }).click();
  await expect(page).toHaveURL(/\/videos\?video=[0-9a-f-]{36}$/);
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible();
  await expect(player.locator('track[kind="captions"][srclang="en"]')).toHaveCount(1);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((video: HTMLVideoElement) => Array.from(video.textTracks).map((t) => `${t.kind}:${t.language}:${t.mode}`))).toEqual(['captions:en:showing']);

  // Play with the keyboard (the native controls take Space on the focused video), and see time advance.
  await player.focus();
  await player.evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // The captions of the recorded steps load as cues.
  expect(await player.evaluate((video: HTMLVideoElement) => video.textTracks[0].cues?.length ?? 0)).toBeGreaterThan(2);

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/portal\/api\/videos\/[^/]+\/position$/.test(r.url()));
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const pausedAt = ((await answer.json()) as { data: { positionSeconds: number } }).data.positionSeconds;
  expect(pausedAt).toBeGreaterThan(3);

  await page.reload();
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeCloseTo(pausedAt, 0);
  await expect(page.getByRole('list', { name: 'Videos' }).getByText(/^Resume at 0:0\d$/)).toBeVisible();
});

test('the help desk link and Support open the help page, which reaches carrier support and the videos', async ({ page }) => {
  await openSignedIn(page, DEMO.dispatcher);
  await page.getByRole('link', { name: 'Help desk' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('page-title')).toHaveText('Help');
  const contacts = page.getByTestId('support-contacts');
  await expect(contacts.getByRole('link', { name: 'carriers@summitfreight.test' })).toHaveAttribute('href', 'mailto:carriers@summitfreight.test');
  await expect(contacts).toContainText('(614) 555-0100');
  await page.getByRole('button', { name: 'How do I upload a proof of delivery?' }).click();
  await expect(page.getByText(/Under Required documents, choose Upload next to Proof of Delivery/)).toBeVisible();

  await page.getByRole('list', { name: 'How-to videos' }).getByRole('link', { name: 'Accept a tender' }).click();
  await expect(page).toHaveURL(/\/videos\?video=/);
  await expect(page.getByRole('heading', { name: 'Accept a tender', level: 2 }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Support/ }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test("a driver's help page has support and no videos they could not open", async ({ page }) => {
  await openSignedIn(page, DEMO.driver);
  await page.getByRole('link', { name: 'Help desk' }).click();
  await expect(page.getByTestId('support-contacts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How-to videos' })).toHaveCount(0);
});

// Pictures only (the pages are checked at both widths in accessibility.spec.ts, playing above): npm run screenshots.
for (const size of WIDTHS) {
  test(`screenshots of the videos and help pages at ${size.name} px`, async ({ page }) => {
    test.skip(!screenshotsWanted, 'pictures only: npm run screenshots');
    await page.setViewportSize(size);
    await openSignedIn(page, DEMO.dispatcher, '/videos');
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('heading', { name: 'Book a load' })).toBeVisible();
    await snap(page, path.join(shots, `videos-${size.name}.png`));

    await page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: /^Play Book a load/ }).click();
    const player = page.getByTestId('video-player');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    await player.evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(5);
    await player.evaluate((video: HTMLVideoElement) => video.pause());
    await snap(page, path.join(shots, `video-playing-${size.name}.png`));

    await page.goto('/help');
    await expect(page.getByTestId('support-contacts')).toBeVisible();
    await expect(page.getByRole('list', { name: 'How-to videos' })).toBeVisible();
    await snap(page, path.join(shots, `help-${size.name}.png`), { fullPage: true });
  });
}
