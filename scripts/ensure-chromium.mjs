// End-to-end tests drive Debian's Chromium. Install it when missing and apt is available.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = process.getuid?.() === 0;
  if (!hasApt) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium with apt-get...`);
  try {
    execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    throw new Error(`Could not install Chromium. Install it yourself: ${sudo}apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium still missing at ${CHROMIUM} after installing; set CHROMIUM_PATH.`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
