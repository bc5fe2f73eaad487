import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:3401';
const [,, email, ...targets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [width, height, tag] of [[1440, 900, 'desktop'], [390, 844, 'phone']]) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(BASE + '/');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((u) => !/\/(login)?$/.test(u.pathname), { timeout: 20000 });
  await page.waitForTimeout(1500);
  // close any dialog
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible().catch(() => false)) await later.click();
  for (const t of targets) {
    const i = t.lastIndexOf('='); const path = t.slice(0, i); const name = t.slice(i + 1);
    await page.goto(BASE + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/work/main/docs/screenshots/${name}-${tag}.png`, fullPage: false });
    console.log('shot', name, tag, page.url());
  }
  await context.close();
}
await browser.close();
