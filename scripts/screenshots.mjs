// npm run screenshots: pictures of the portal at 1440 and 390 px for people (reviews, docs), made on
// demand rather than kept in git. Runs the end-to-end specs that take them (those importing
// e2e/support/screenshots.ts) with SCREENSHOTS=1; the pictures land in docs/screenshots (git-ignored),
// or in SCREENSHOTS_DIR. Arguments go to Playwright: `npm run screenshots -- shell` runs one spec.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const e2e = path.join(root, 'apps/web/e2e');
const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));
const specs = fs
  .readdirSync(e2e)
  .filter((file) => file.endsWith('.spec.ts') && fs.readFileSync(path.join(e2e, file), 'utf8').includes("from './support/screenshots'"))
  .filter((file) => named.length === 0 || named.some((name) => file.includes(name)))
  .map((file) => `apps/web/e2e/${file}`);
if (specs.length === 0) {
  console.error(`no spec takes pictures${named.length > 0 ? ` among ${named.join(', ')}` : ''}`);
  process.exit(1);
}
const dir = path.resolve(root, process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
console.log(`Taking the pictures of ${specs.length} specs into ${path.relative(root, dir) || dir}...`);
const run = spawnSync(process.execPath, [path.join(root, 'scripts/e2e.mjs'), ...specs, ...options], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS: '1', SCREENSHOTS_DIR: dir },
});
if (run.status === 0) console.log(`Pictures in ${path.relative(root, dir) || dir}`);
process.exit(run.status ?? 1);
