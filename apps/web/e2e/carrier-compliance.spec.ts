import { expect, test, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { shotPath, snap } from './support/screenshots';
import { DEMO, dismissExpiredTokenDialog, openSignedIn } from './support/session';
import { onePagePdf } from './support/test-files';

/**
 * Carrier compliance against the fake FMCSA the test server mounts (/__fake/fmcsa): a carrier admin
 * files a certificate that expires in 30 days and sees the alert, the brokerage sees it on the
 * carrier; and a carrier whose authority the source turns Inactive gets the banner. That carrier is
 * Maple Leaf Logistics, which no other spec books or tenders; its dispatcher is no other spec's user.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = shotPath('compliance');
const MAPLE_LEAF_DOT = '2468135';
const MAPLE_LEAF_DISPATCH = 'dispatch@mapleleaflogistics.test';

const isoDay = (plusDays: number) => new Date(Date.now() + plusDays * 86_400_000).toISOString().slice(0, 10);

/** No serious or critical axe finding at 1440 and 390 px, and a picture of each. */
async function checkPage(page: Page, name: string) {
  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    const results = await wcagScan(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`), `${name} at ${size.width}px`).toEqual([]);
    await snap(page, `${SHOTS}/${name}-${size.label}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a carrier admin uploads a certificate expiring in 30 days; the alert shows, and the brokerage sees it on the carrier', async ({ page, browser }) => {
  const policy = `E2E-GL-${Date.now()}`;
  const expiresOn = isoDay(30);
  await openSignedIn(page, DEMO.carrierAdmin, '/compliance');
  await dismissExpiredTokenDialog(page);
  await expect(page.getByRole('heading', { name: 'Operating authority' })).toBeVisible();
  await expect(page.getByText('Blue Ridge Transport LLC may be tendered and book loads.')).toBeVisible();
  await expect(page.getByTestId('compliance-banner')).toHaveCount(0);
  await checkPage(page, 'carrier-record');

  await page.getByRole('button', { name: 'Upload certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload insurance certificate' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Coverage' }).click();
  await page.getByRole('option', { name: 'General liability' }).click();
  await dialog.getByLabel('Insurer').fill('Lakeshore Indemnity');
  await dialog.getByLabel('Policy number').fill(policy);
  await dialog.getByLabel('Amount (USD)').fill('1000000');
  await dialog.getByLabel('Effective').fill(isoDay(-300));
  await dialog.getByLabel('Expires').fill(expiresOn);
  await dialog.getByLabel('Certificate PDF').setInputFiles({ name: 'general-liability.pdf', mimeType: 'application/pdf', buffer: onePagePdf(`Certificate ${policy}`) });
  await expect(dialog.getByText('general-liability.pdf')).toBeVisible();
  await checkPage(page, 'upload-dialog');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('certificate-row').filter({ hasText: policy });
  await expect(row).toContainText('General liability');
  await expect(row).toContainText('30 days left');
  const alerts = page.getByTestId('expiry-alerts');
  await expect(alerts).toContainText(/General liability insurance expires on .*: 30-day alert sent/);
  // The PDF opens in the documents viewer.
  await row.getByRole('button', { name: `View the certificate of policy ${policy}` }).click();
  await expect(page.getByRole('dialog').filter({ hasText: `${policy}.pdf` })).toBeVisible();
  await page.keyboard.press('Escape');

  const brokerage = await browser.newPage();
  try {
    await openSignedIn(brokerage, DEMO.ops, '/compliance');
    await expect(brokerage.getByRole('heading', { name: 'Insurance minimums' })).toBeVisible();
    await brokerage.getByLabel('Name, USDOT or MC').fill('Blue Ridge');
    await expect(brokerage.getByTestId('compliance-row')).toHaveCount(1);
    await checkPage(brokerage, 'brokerage-list');
    await brokerage.getByRole('link', { name: 'Blue Ridge Transport LLC' }).click();
    await expect(brokerage.getByTestId('certificate-row').filter({ hasText: policy })).toBeVisible();
    await expect(brokerage.getByTestId('expiry-alerts')).toContainText(/General liability insurance expires on .*: 30-day alert sent/);
    await checkPage(brokerage, 'brokerage-carrier');
  } finally {
    await brokerage.close();
  }
});

test('the carrier sees the banner once the source turns its authority Inactive, and it goes when the authority is back', async ({ page, browser, request }) => {
  const brokerage = await browser.newPage();
  const checkMapleLeaf = async () => {
    await brokerage.getByRole('button', { name: 'Check now' }).click();
    await expect(brokerage.getByText('Checked with FMCSA')).toBeVisible();
  };
  try {
    await openSignedIn(brokerage, DEMO.ops, '/compliance');
    await brokerage.getByLabel('Name, USDOT or MC').fill(MAPLE_LEAF_DOT);
    await brokerage.getByRole('link', { name: 'Maple Leaf Logistics' }).click();
    await expect(brokerage.getByRole('heading', { name: 'Operating authority' })).toBeVisible();

    expect((await request.put(`/__fake/fmcsa/carriers/${MAPLE_LEAF_DOT}`, { data: { authorityStatus: 'Inactive' } })).ok()).toBeTruthy();
    await checkMapleLeaf();
    await expect(brokerage.getByTestId('compliance-reasons')).toContainText('Operating authority is Inactive at FMCSA: it must be Active to haul loads');

    await openSignedIn(page, MAPLE_LEAF_DISPATCH, '/');
    const banner = page.getByTestId('compliance-banner');
    await expect(banner).toContainText('Your company cannot be tendered or book loads until this is fixed');
    await expect(banner).toContainText('Operating authority is Inactive at FMCSA: it must be Active to haul loads');
    await checkPage(page, 'banner');
    await banner.getByRole('link', { name: 'Open Compliance' }).click();
    await expect(page).toHaveURL(/\/compliance$/);
    await expect(page.getByText("Your company's admins upload insurance certificates.")).toBeVisible();
    await checkPage(page, 'carrier-blocked');
  } finally {
    await request.delete(`/__fake/fmcsa/carriers/${MAPLE_LEAF_DOT}`);
    await checkMapleLeaf();
    await brokerage.close();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Operating authority' })).toBeVisible();
  await expect(page.getByTestId('compliance-banner')).toHaveCount(0);
});
