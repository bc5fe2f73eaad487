/**
 * The web budgets (DESIGN.md, Budgets), measured: the first-load JavaScript of each page
 * (brotli, from the build's manifest: scripts/check-bundle-budgets.mjs) and Lighthouse's
 * performance score and LCP, mobile and desktop, for /login, /dashboard and /shipments served by the
 * production server (compiled, PGlite with the demo data, the build's precompressed assets).
 * Signed-in pages: the bench signs in through the API and stores the session the way the app does
 * (apps/web/src/lib/storage.ts) before Lighthouse loads the page, keeping the storage; the browser's
 * HTTP cache is emptied before every run, so each is a first visit.
 *
 * Part of `npm run bench` (bench/run.ts): `--only web` runs this part alone, `--no-lighthouse`
 * reports the first-load sizes only. Writes the section "## Web" of docs/performance.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser } from 'puppeteer-core';
// @ts-expect-error: a plain ES module of the build scripts, without type declarations
import { checkBudgets, PAGES, sizeIn } from '../scripts/check-bundle-budgets.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_USER = { emailAddress: 'dispatch@demo.test', password: 'demo1234' };
/** The session keys of apps/web/src/lib/storage.ts. */
const TOKEN_KEY = 'portal.accessToken';
const USER_KEY = 'portal.user';

/** DESIGN.md: mobile performance at least 90 with LCP at most 2.5 s, desktop at least 98. */
const MOBILE_MIN_SCORE = 90;
const DESKTOP_MIN_SCORE = 98;
const LCP_MAX_MS = 2500;

const LIGHTHOUSE_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/shipments', signedIn: true },
];

interface FirstLoad {
  page: string;
  files: number;
  brotliKB: number;
  budgetKB: number;
  targetKB: number;
}

interface LighthouseRow {
  page: string;
  formFactor: 'mobile' | 'desktop';
  score: number;
  /** The scores of every run of the page, lowest first; the row's other numbers are the median run's. */
  scores: number[];
  lcpMs: number;
  /** Total blocking time and cumulative layout shift: what a low score is usually made of. */
  tbtMs: number;
  cls: number;
  verdict: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The build's first loads, page by page (builds the web app when there is no build). */
function firstLoads(root: string): FirstLoad[] {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    const built = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The web build failed');
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as unknown;
  const results = checkBudgets(manifest, sizeIn(dist), PAGES) as { page: string; budgetKB: number; targetKB: number; chunks: unknown[]; brotli: number }[];
  return results.map((r) => ({ page: r.page, files: r.chunks.length, brotliKB: kb(r.brotli), budgetKB: r.budgetKB, targetKB: r.targetKB }));
}

/** The production server on its own port: compiled, PGlite with the demo data in a scratch folder. */
async function startWebServer(root: string, port: number, dataDir: string): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'demo', APP_ENV: 'uat', REQUIRE_TWO_FACTOR_FOR_ADMINS: 'false', TWO_FACTOR_KEY: Buffer.alloc(32, 1).toString('base64'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  Object.assign(env, { DATA_DIR: dataDir, WEB_DIST: path.join(root, 'apps/web/dist'), NODE_ENV: 'production' });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /healthz within 3 minutes');
}

/** Signs in through the API: the token and user the app keeps in localStorage. */
async function session(base: string): Promise<{ accessToken: string; user: unknown }> {
  const res = await fetch(`${base}/portal/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!res.ok) throw new Error(`Sign-in as ${DEMO_USER.emailAddress} failed: ${res.status}`);
  return ((await res.json()) as { data: { accessToken: string; user: unknown } }).data;
}

/** One Lighthouse run (performance only) of a page in a fresh tab of the browser. */
async function audit(browser: Browser, base: string, page: (typeof LIGHTHOUSE_PAGES)[number], formFactor: 'mobile' | 'desktop', signedIn: { accessToken: string; user: unknown }) {
  const tab = await browser.newPage();
  try {
    // Set (or clear) the session on the origin first; Lighthouse is told to keep the storage.
    await tab.goto(`${base}/favicon.svg`);
    await tab.evaluate(
      (keys, value) => {
        localStorage.clear();
        if (value) {
          localStorage.setItem(keys.token, value.accessToken);
          localStorage.setItem(keys.user, JSON.stringify(value.user));
        }
      },
      { token: TOKEN_KEY, user: USER_KEY },
      page.signedIn ? signedIn : null,
    );
    // Told to keep the storage, Lighthouse also keeps the HTTP cache: every run after a page's first
    // would load its scripts from the cache (a repeat visit). The cache is emptied here instead, so
    // each run is a first visit, as Lighthouse measures it by default.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' };
    const result = await lighthouse(`${base}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined, tab);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (page.signedIn && finalPath.startsWith('/login')) throw new Error(`${page.path} ended on the sign-in page: the session was not kept`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcpMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    const tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const minScore = formFactor === 'mobile' ? MOBILE_MIN_SCORE : DESKTOP_MIN_SCORE;
    const lcpOk = formFactor === 'desktop' || lcpMs <= LCP_MAX_MS;
    const verdict = score >= minScore && lcpOk ? 'pass' : `FAIL (needs ≥ ${minScore}${formFactor === 'mobile' ? `, LCP ≤ ${LCP_MAX_MS / 1000} s` : ''})`;
    return { page: page.path, formFactor, score, scores: [score], lcpMs, tbtMs, cls, verdict } satisfies LighthouseRow;
  } finally {
    await tab.close();
  }
}

/**
 * The median of several runs of one page: a single Lighthouse run on this 2-core machine moves by
 * 10 points or more from one run to the next (its CPU timings are the machine's, shared with the
 * server), so one run says little about a change.
 */
function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: sorted.map((r) => r.score) };
}

/**
 * Lighthouse now and then fails to record a page's trace (NO_NAVSTART, NO_FCP) on this machine; such a
 * run measured nothing, so it is run again, up to twice. A page that keeps failing still fails the bench.
 */
async function auditWithRetry(run: () => Promise<LighthouseRow>): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !/Lighthouse failed on/.test(String(error))) throw error;
      console.log(`(${String(error)}; running it again)`);
    }
  }
}

async function lighthouseRows(root: string, port: number, runs: number): Promise<{ rows: LighthouseRow[]; loadBefore: number; loadAfter: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-bench-'));
  const server = await startWebServer(root, port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const signedIn = await session(base);
    const rows: LighthouseRow[] = [];
    // Lighthouse times the page's CPU work on this machine: a busy machine lowers every score.
    const loadBefore = os.loadavg()[0]!;
    for (const page of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        process.stdout.write(`Lighthouse ${formFactor} ${page.path}... `);
        const each: LighthouseRow[] = [];
        for (let run = 0; run < runs; run++) each.push(await auditWithRetry(() => audit(browser, base, page, formFactor, signedIn)));
        const row = medianRun(each);
        console.log(`${row.score} (runs ${row.scores.join(', ')}), LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${row.tbtMs} ms: ${row.verdict}`);
        rows.push(row);
      }
    }
    return { rows, loadBefore, loadAfter: os.loadavg()[0]! };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function firstLoadTable(rows: FirstLoad[]): string {
  return [
    '| Page | JavaScript files | First load (KB, brotli) | Build ceiling (KB) | Target (KB) | Verdict |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.page} | ${r.files} | ${r.brotliKB} | ${r.budgetKB} | ${r.targetKB} | ${r.brotliKB <= r.targetKB ? 'pass' : 'over target'} |`),
  ].join('\n');
}

function lighthouseTable(rows: LighthouseRow[]): string {
  return [
    '| Page | Form factor | Performance (median) | Every run | LCP (s) | TBT (ms) | CLS | Verdict |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.page} | ${r.formFactor} | ${r.score} | ${r.scores.join(', ')} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.tbtMs} | ${r.cls.toFixed(3)} | ${r.verdict} |`),
  ].join('\n');
}

/** Replaces (or appends) the "## Web" section of the performance report. */
function writeSection(out: string, section: string): void {
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  const start = previous.indexOf('\n## Web\n');
  if (start < 0) {
    writeFileSync(out, `${previous.trimEnd()}\n\n${section}`);
    return;
  }
  const next = previous.indexOf('\n## ', start + 1);
  writeFileSync(out, `${previous.slice(0, start)}\n${section}${next >= 0 ? previous.slice(next) : ''}`);
}

export async function webBench({ root, port, lighthouse: withLighthouse, lighthouseRuns, out }: { root: string; port: number; lighthouse: boolean; lighthouseRuns: number; out: string | null }): Promise<void> {
  const loads = firstLoads(root);
  console.log(`\n${firstLoadTable(loads)}\n`);
  const measured = withLighthouse ? await lighthouseRows(root, port, lighthouseRuns) : null;
  const audits = measured?.rows ?? [];
  if (audits.length > 0) console.log(`\n${lighthouseTable(audits)}\n`);
  if (!out) return;
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const keptAudits = /\n### Lighthouse\n[\s\S]*?(?=\n## |\n### |$)/.exec(previous.slice(previous.indexOf('\n## Web\n')))?.[0];
  const lighthouseText = audits.length > 0
    ? `\n### Lighthouse\n\nLighthouse ${lighthouseVersion(root)} (performance only; the median of ${audits[0]!.scores.length} run${audits[0]!.scores.length === 1 ? '' : 's'} of each page; mobile: its default Moto G Power emulation with simulated slow 4G, desktop: its desktop preset), Chromium at ${CHROMIUM}, against the production server (\`apps/server/dist/main.js\`, demo data) on the same machine; signed-in pages as ${DEMO_USER.emailAddress}. Needs: mobile ≥ ${MOBILE_MIN_SCORE} with LCP ≤ ${LCP_MAX_MS / 1000} s, desktop ≥ ${DESKTOP_MIN_SCORE}. Date: ${new Date().toISOString()}; ${os.availableParallelism()} CPUs, load average ${measured!.loadBefore.toFixed(1)} before and ${measured!.loadAfter.toFixed(1)} after the runs.\n\n${lighthouseTable(audits)}\n`
    : (keptAudits ?? '');
  writeSection(
    out,
    `## Web\n\nMeasured by \`npm run bench -- --only web\` (bench/web.ts). First-load JavaScript: what the browser downloads on a first visit of the page (the entry and its static imports, then the route modules of the page and theirs), brotli as the server sends it, from the build's manifest (scripts/check-bundle-budgets.mjs, which fails the build past the ceilings).\n\n${firstLoadTable(loads)}\n${lighthouseText}`,
  );
  console.log(`Wrote the Web section of ${path.relative(root, out)}`);
}

function lighthouseVersion(root: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}
