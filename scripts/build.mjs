// npm run build: the web app (apps/web/dist: Vite, precompressed files, the first-load budgets) and the
// server (apps/server/dist/main.js). It says what went wrong (warnings, errors, an exceeded budget) and
// one line a part; `npm run build -- --verbose` or BUILD_VERBOSE=1 also lists every built file with its
// size and each page's first-load files. `node scripts/build.mjs web` (or `server`) builds one part;
// `npm start` builds what is missing or stale this way.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || ['1', 'true', 'yes'].includes(process.env.BUILD_VERBOSE ?? '');
const env = { ...process.env, BUILD_VERBOSE: verbose ? '1' : '0' };
const PARTS = {
  // npm's --silent leaves out its own "> script" lines, not the build's output.
  web: { label: 'web app', cmd: 'npm', args: ['run', '--silent', 'build', '-w', '@portal/web'] },
  server: { label: 'server', cmd: process.execPath, args: [path.join(root, 'scripts/build-server.mjs')] },
};
const unknown = args.filter((arg) => !arg.startsWith('--') && !(arg in PARTS));
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(', ')}: node scripts/build.mjs [web] [server] [--verbose]`);
  process.exit(2);
}
const parts = args.filter((arg) => arg in PARTS);
for (const name of parts.length > 0 ? parts : Object.keys(PARTS)) {
  const { label, cmd, args: partArgs } = PARTS[name];
  const started = Date.now();
  const result = spawnSync(cmd, partArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} build failed${result.signal ? ` (stopped by ${result.signal})` : ''}`);
    process.exit(result.status ?? 1);
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (name === 'web') console.log(`web app built in ${seconds} s${verbose ? '' : ' (npm run build -- --verbose lists every file and its size)'}`);
}
