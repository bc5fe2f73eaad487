// Records the demo how-to videos (apps/web/e2e/record-videos.spec.ts) into apps/server/src/db/seed/videos.
// Playwright records with its own ffmpeg build; where it cannot be downloaded, a system ffmpeg
// (Debian: apt-get install ffmpeg) stands in. ffmpeg and ffprobe also trim and re-encode the result.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
if (!has('ffmpeg') || !has('ffprobe')) {
  console.error('ffmpeg and ffprobe are needed to record the videos (Debian/Ubuntu: apt-get install -y ffmpeg).');
  process.exit(1);
}
const browsers = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'));
const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache/ms-playwright');
const playwrightFfmpeg = path.join(cache, `ffmpeg-${revision}`, 'ffmpeg-linux');
if (revision && process.platform === 'linux' && !fs.existsSync(playwrightFfmpeg)) {
  const installed = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['install', 'ffmpeg'], { stdio: 'inherit' }).status === 0;
  if (!installed) {
    const system = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
    fs.mkdirSync(path.dirname(playwrightFfmpeg), { recursive: true });
    fs.symlinkSync(system, playwrightFfmpeg);
    console.log(`Playwright's ffmpeg could not be downloaded: using ${system}`);
  }
}
const status = spawnSync('node', [path.join(root, 'scripts/e2e.mjs'), 'apps/web/e2e/record-videos.spec.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RECORD_VIDEOS: '1' },
}).status;
process.exit(status ?? 1);
