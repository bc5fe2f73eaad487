import { chromium } from '@playwright/test';
const base = 'http://localhost:3301';
const cn = process.argv[2];
const out = '/work/main/docs/screenshots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [width, kind] of [[1440, 'desktop'], [390, 'phone']]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(base + '/');
  await page.getByLabel('Email address').fill('dispatch@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login') && u.pathname !== '/', { timeout: 20000 });
  for (const [path, name] of [['/cases', 'list'], [`/cases/${cn}/preview/notes`, 'preview-notes'], [`/cases/${cn}/preview/documents`, 'preview-documents'], [`/cases/${cn}/preview/history`, 'preview-history']]) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/cases-${name}-${kind}.png` });
  }
  if (kind === 'phone') {
    await page.goto(base + '/cases');
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/cases-list-filters-${kind}.png` });
    await page.keyboard.press('Escape');
  } else {
    await page.goto(base + '/cases');
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/cases-list-filters-${kind}.png` });
  }
  await page.goto(base + '/cases');
  await page.waitForTimeout(1200);
  await page.getByRole('button', { name: 'New case' }).click();
  await page.getByLabel('Shipment Number').fill('4100255');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: /Open a case/ });
  await dialog.waitFor();
  await dialog.getByLabel(/^Amount/).fill('187.50');
  await dialog.getByLabel(/^Description/).fill('Driver held 3 hours past free time at the consignee. Requesting detention at $62.50/hr.');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/cases-create-dialog-${kind}.png` });
  await page.close();
}
await browser.close();
