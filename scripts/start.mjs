// npm start: builds the web app when no build exists, then runs the one server process.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(process.env.WEB_DIST || path.join(root, 'apps/web/dist'), 'index.html');

if (!fs.existsSync(webIndex)) {
  console.log('No web build found: building the web app once (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
