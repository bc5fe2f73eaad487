// The compiled build that npm start and npm run cluster serve: the web app and the server are built
// again when there is none or when their sources changed since the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');

/** The newest modification time under the given folders (source files only). */
function newestSource(folders) {
  let newest = 0;
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    if (fs.statSync(folder).isDirectory()) visit(folder);
    else newest = Math.max(newest, fs.statSync(folder).mtimeMs);
  }
  return newest;
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Builds what is stale. WEB_DIST names a build made elsewhere (the e2e suite can test one): it is used as it is. */
export function buildIfStale() {
  const webDist = process.env.WEB_DIST || path.join(root, 'apps/web/dist');
  const domain = path.join(root, 'packages/domain/src');
  if (!process.env.WEB_DIST && builtAt(path.join(webDist, 'index.html')) < newestSource([path.join(root, 'apps/web/src'), path.join(root, 'apps/web/public'), path.join(root, 'apps/web/index.html'), domain])) {
    console.log('Building the web app (sources changed since the last build, or there is none)...');
    run(['node', 'scripts/build.mjs', 'web']);
  }
  if (builtAt(serverMain) < newestSource([path.join(root, 'apps/server/src'), domain])) {
    console.log('Building the server (sources changed since the last build, or there is none)...');
    run(['node', 'scripts/build.mjs', 'server']);
  }
}
