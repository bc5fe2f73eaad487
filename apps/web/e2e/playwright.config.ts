import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MAIL_PORT } from './support/mail-catcher';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// Separate ports and data directories let several checkouts or developers run the suite at once.
const dataDir = `.tmp/e2e-data-${port}`;
// Recording the demo videos is on demand (npm run videos:record), not part of every run.
const onDemand = process.env.RECORD_VIDEOS === '1' ? [] : ['**/record-videos.spec.ts'];
/**
 * The sweeps only read: every page each role is offered, every dialog (each closed without saving)
 * and the accessibility pages, on records picked from the start of each list (the flows pick from the
 * end). They run beside the flows; the flows, which change data, run one at a time, as written.
 */
const SWEEPS = ['**/every-page.spec.ts', '**/every-dialog.spec.ts', '**/accessibility.spec.ts'];

/**
 * End-to-end flows in Debian's Chromium against the real server on a fresh database (migrated and
 * seeded with the demo data at start): the local PostgreSQL server's when it answers, embedded otherwise
 * (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: onDemand,
  // CI's machine can be several times slower than a developer's; its budgets are twice as long.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  // Two browsers: a flow (one at a time, the 'flows' project) beside a sweep. One browser left much of
  // the second core idle (a test waits on the network, on networkidle's quiet half second, on the
  // server); E2E_WORKERS=1 runs everything one after another, as before.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(root, `.tmp/e2e-results-${port}`),
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Recording a trace costs about half again the browser's work on every test: only a retry
    // (a test that already failed once) records one.
    trace: 'on-first-retry',
    // The portal honours reduced motion: no spinner or shimmer repaints while a test waits.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'flows', testIgnore: [...onDemand, ...SWEEPS], workers: 1, use: { browserName: 'chromium' } },
    { name: 'sweeps', testMatch: SWEEPS, use: { browserName: 'chromium' } },
  ],
  webServer: {
    // PostgreSQL in a database of the run's own when the local server answers, the embedded one otherwise.
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A signal the launcher can answer (dropping the run's database) rather than SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}), APP_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_ALLOW: '127.0.0.1', SEED: 'demo', PUBLIC_URL: baseURL, SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}` },
  },
});
