// End-to-end tests: Chromium present, web app built, then Playwright against the started server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const run = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;

// E2E_SKIP_BUILD=1 with WEB_DIST=<dir> tests a build made elsewhere (e.g. `vite build --outDir <dir>`).
if (process.env.E2E_SKIP_BUILD !== '1' && run('npm', ['run', 'build']) !== 0) process.exit(1);
const args = ["test", '--config', 'apps/web/e2e/playwright.config.ts', ...process.argv.slice(2)];
process.exit(run(path.join(root, 'node_modules/.bin/playwright'), args) === 0 ? 0 : 1);
