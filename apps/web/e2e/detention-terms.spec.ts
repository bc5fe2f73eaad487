import { expect, test, type Page } from '@playwright/test';
import { wcagScan } from './support/axe';
import { shotPath, snap } from './support/screenshots';
import { apiSession, openSignedIn, DEMO } from './support/session';

/**
 * The brokerage's detention terms: its admin changes the free time and adds a rate by keyboard, and
 * the page shows what drafts will be priced at; a payables clerk reads them without the form. The
 * terms are put back as they were: the arrivals flow drafts detention at the demo's terms.
 */

const SHOTS = shotPath('detention-terms');

async function checkPage(page: Page, name: string) {
  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    const results = await wcagScan(page).analyze();
    const found = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `${name} at ${size.width}px`).toEqual([]);
    await snap(page, `${SHOTS}/${name}-${size.label}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the brokerage admin changes the detention terms; the payables clerk reads them', async ({ page, request }) => {
  const admin = await apiSession(request, DEMO.ops);
  const before = (await (await request.get('/portal/api/detention/terms', { headers: admin.headers })).json()).data as { freeMinutes: number; rates: { equipmentType: string; hourlyRate: number }[] };
  try {
    await openSignedIn(page, DEMO.ops, '/detention-terms');
    await expect(page.getByTestId('detention-free-time')).toHaveText(`Free time: ${before.freeMinutes} minutes`);
    await checkPage(page, 'admin');

    const form = page.getByRole('region', { name: 'Change the detention terms' });
    await form.getByLabel('Free time (minutes)').fill('150');
    await form.getByRole('button', { name: 'Add a rate' }).click();
    const n = before.rates.length + 1;
    // By keyboard: the new row's fields follow one another.
    await form.getByLabel(`Equipment type ${n}`).focus();
    await page.keyboard.type('Reefer');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(`Rate per hour ${n} ($)`)).toBeFocused();
    await page.keyboard.type('65');
    await form.getByRole('button', { name: 'Save terms' }).press('Enter');

    await expect(page.getByTestId('detention-free-time')).toHaveText('Free time: 150 minutes');
    await expect(page.getByTestId('detention-rate-row').filter({ hasText: 'Reefer' })).toContainText('$65.00');

    // A rate for any equipment must stay: removing it is refused with the reason on screen.
    const anyRow = before.rates.findIndex((r) => r.equipmentType === 'Any') + 1;
    await form.getByLabel(`Equipment type ${anyRow}`).fill('Flatbed');
    await form.getByRole('button', { name: 'Save terms' }).click();
    await expect(form.getByRole('alert')).toContainText('Keep a rate for any equipment (Any)');

    // The payables clerk reads the saved terms and has no form.
    await openSignedIn(page, DEMO.ap, '/detention-terms');
    await expect(page.getByTestId('detention-free-time')).toHaveText('Free time: 150 minutes');
    await expect(page.getByRole('region', { name: 'Change the detention terms' })).toHaveCount(0);
    await checkPage(page, 'read-only');
  } finally {
    const restored = await request.put('/portal/api/detention/terms', { headers: admin.headers, data: { freeMinutes: before.freeMinutes, rates: before.rates } });
    expect(restored.status()).toBe(200);
  }
});
