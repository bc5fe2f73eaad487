import { chromium } from '@playwright/test';
const base = 'http://localhost:3301';
const [,, width = '1440', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) > 800 ? 900 : 844 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(base + '/');
await page.getByLabel('Email address').fill('dispatch@demo.test');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login') && u.pathname !== '/', { timeout: 20000 });
for (const p of paths) {
  const [path, name] = p.split('=');
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/cases-web/${name}-${width}.png` });
  console.log('shot', name, page.url());
}
await browser.close();
