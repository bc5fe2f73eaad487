// npm test: the whole suite. Lint (the conventions' rules and the migration check) first, then unit
// and component tests, server tests on the embedded database, then end-to-end flows in Chromium
// against the started server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit, component and server tests', path.join(root, 'node_modules/.bin/vitest'), ['run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];
const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}`);
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } }).status;
  if (status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
