// The first-load JavaScript budgets (DESIGN.md, Budgets), checked on every build: reads Vite's
// manifest, follows what the browser fetches on a first visit of each page (the entry chunk and
// its static imports, then the route modules React Router loads for that URL and their static
// imports), sums the brotli sizes the server sends and fails the build past a budget.
//
// Dynamic imports are not followed: they load when used (a dialog, the viewer, the editor, a map).
// `node scripts/check-bundle-budgets.mjs <dist>`; run by apps/web's build after precompression.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;

/**
 * Each page's first load: the route modules (source paths as the manifest names them, relative to
 * apps/web) that React Router loads for the URL, outermost first; the ceiling the build enforces
 * (`budgetKB`) and DESIGN.md's target (`targetKB`). The ceilings hold what was reached so that no
 * change makes a first load heavier; lower them as pages get lighter, down to the target. /login
 * (the lean sign-in page, React alone is 57 KB of it) is under its target; /dashboard meets it at
 * 180 KB and /shipments at 186 KB (what their first paint does not draw loads beside it:
 * docs/decisions/0242-a-lists-first-load-its-rows-not-its-panel-shared-parts-in.md). The signed-in frame's modules are three large chunks, and a
 * shipment's row and the list pages' parts one each (apps/web/closure-chunk.ts, vite.config.ts).
 * Session 13 raised two ceilings on purpose: the entry now starts the landing pages' route module
 * and data itself (src/app/first-page.ts, with the access rules and the list's first filter), 1.7 KB
 * on /login and 0.6 KB on /dashboard, and the list's URL state lost Zod (13 KB off /shipments).
 * The order-to-cash work raised /dashboard and /shipments by 1 KB each: the rail's Back Office
 * group, Equipment and Drivers, the role rules they read and the phone toasts' placement are in
 * the frame every signed-in page loads (180.3 and 186.6 KB measured). The staff's desk (three
 * more rail items, the shipments rule that lets staff in) raised /shipments by 0.5 KB to 187.1.
 * Sessions that renew themselves (the refresh every call may need) and the host of the "confirm it
 * is you" dialog (the dialog itself loads when asked) are in the frame: 181.2 and 187.6 KB measured,
 * ceilings 182 and 189. The sign-in page's own renewal of an expired session and its passkey button
 * (the WebAuthn code loads when pressed) take /login to 70.0 KB: ceiling 71.
 * Live updates put in the frame only the stream's state (whether it is open, which shipment is
 * watched: the badges stop polling on it) and the lazy host that loads the stream after the first
 * content: /dashboard 182.1 KB measured, ceiling 183.
 * Knowing who hauls the freight added three routes (a carrier's compliance, the brokerage's Risk page,
 * the public check of a rate confirmation), two rail items, their access rules and the host of the
 * carrier's compliance banner (the banner loads after the first content): 183.4 and 189.8 KB
 * measured, ceilings 184 and 190.
 * Offers, quick pay and its fee table, notices of assignment, the pay timeline, signatures, share links
 * and detention added five routes (one public), two rail items, their access rules, query keys and the
 * live update of an offer to the frame, and the hook through which the driver's pages send writes by
 * their outbox; every panel and the driver's worker load lazily: 184.4 and 190.7 KB measured,
 * ceilings 185 and 191.
 * `maxFiles` holds the number of files as reached: over
 * HTTP/1.1 each costs a phone a round trip, six at a time, and the file count cost a first visit
 * more than its bytes (docs/decisions/0241-every-lighthouse-run-a-first-visit-the-signed-in-frame-in-a.md and 0242-a-lists-first-load-its-rows-not-its-panel-shared-parts-in.md). DESIGN.md
 * names no size for /shipments; its target is the dashboard's, as Lighthouse holds both to the same.
 */
/** What every signed-in page loads before its own route module: the MUI app, whose router holds the shell. */
const SIGNED_IN_FRAME = ['src/app/start-app.tsx'];

export const PAGES = [
  // A visitor's sign-in page is the entry alone: the lean page, without the app (features/auth/lean).
  { page: '/login', routes: [], budgetKB: 71, targetKB: 120, maxFiles: 4 },
  { page: '/dashboard', routes: [...SIGNED_IN_FRAME, 'src/app/routes/app/dashboard.tsx'], budgetKB: 185, targetKB: 200, maxFiles: 11 },
  // The shipment list (its detail is a module of its own; the side panel and its filters load
  // beside it, the phone's drawer once the list is drawn; its URL state has no Zod).
  { page: '/shipments', routes: [...SIGNED_IN_FRAME, 'src/app/routes/app/shipments.tsx'], budgetKB: 191, targetKB: 200, maxFiles: 11 },
];

/** No single chunk of a first load may pass this: one big chunk delays the page while it downloads and parses. */
export const CHUNK_BUDGET_KB = 64;

/** The manifest key of the HTML entry (the one chunk the page's script tag names). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/**
 * The JavaScript files a first load fetches: the entry and the given route modules, each with
 * its static imports, recursively; every file once, in the order first reached.
 */
export function firstLoadFiles(manifest, routes) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const route of routes) {
    const chunk = manifest[route];
    if (!chunk) throw new Error(`route module ${route} is not in the manifest: is it still lazily imported, or was it renamed?`);
    if (!chunk.isDynamicEntry) throw new Error(`route module ${route} is bundled into its importer: import it lazily`);
    visit(route);
  }
  return files;
}

/** Checks each page against its budget and each of its chunks against the chunk budget. */
export function checkBudgets(manifest, sizeOf, pages = PAGES, chunkBudgetKB = CHUNK_BUDGET_KB) {
  return pages.map(({ page, routes, budgetKB, targetKB = budgetKB, maxFiles = Infinity }) => {
    const chunks = firstLoadFiles(manifest, routes).map((file) => ({ file, ...sizeOf(file) }));
    const brotli = chunks.reduce((sum, chunk) => sum + chunk.brotli, 0);
    const raw = chunks.reduce((sum, chunk) => sum + chunk.raw, 0);
    const tooBig = chunks.filter((chunk) => chunk.brotli > chunkBudgetKB * KB);
    const problems = [
      ...(brotli > budgetKB * KB ? [`${page}: ${kb(brotli)} KB of brotli JavaScript, budget ${budgetKB} KB`] : []),
      ...(chunks.length > maxFiles ? [`${page}: ${chunks.length} JavaScript files, at most ${maxFiles}`] : []),
      ...tooBig.map((chunk) => `${page}: ${chunk.file} is ${kb(chunk.brotli)} KB brotli, budget per chunk ${chunkBudgetKB} KB`),
    ];
    return { page, budgetKB, targetKB, chunks, brotli, raw, problems };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * Chunks that import each other statically, directly or round a loop, as `a -> b -> a`. The build
 * does not use Rolldown's strictExecutionOrder (apps/web/vite.config.ts), so in such a loop a module
 * could run before one it imports: the build fails on any.
 */
export function chunkCycles(manifest) {
  const cycles = [];
  const state = new Map();
  const visit = (key, path) => {
    state.set(key, 'open');
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      if (state.get(imported) === 'open') cycles.push([...path.slice(path.indexOf(imported)), imported].map((k) => manifest[k]?.file ?? k).join(' -> '));
      else if (!state.has(imported)) visit(imported, path);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
  return cycles;
}

/** Raw and brotli size of a built file: the .br the build wrote beside it, else compressed here. */
export function sizeIn(dist) {
  return (file) => {
    const full = path.join(dist, file);
    const raw = fs.statSync(full).size;
    const br = `${full}.br`;
    const brotli = fs.existsSync(br)
      ? fs.statSync(br).size
      : brotliCompressSync(fs.readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { raw, brotli };
  };
}

function main() {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`${manifestPath} is missing: build with build.manifest = true (apps/web/vite.config.ts)`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const cycles = chunkCycles(manifest);
  if (cycles.length > 0) {
    console.error(`Chunks that import each other (a module could run before its imports):\n${cycles.map((c) => `  ${c}`).join('\n')}`);
    process.exit(1);
  }
  const results = checkBudgets(manifest, sizeIn(dist));
  const problems = results.flatMap((result) => result.problems);
  // Each page's files and sizes when asked (--verbose, BUILD_VERBOSE=1: scripts/build.mjs) or when a
  // budget is exceeded; otherwise one line.
  if (problems.length > 0 || process.argv.includes('--verbose') || process.env.BUILD_VERBOSE === '1') {
    for (const { page, budgetKB, targetKB, chunks, brotli, raw } of results) {
      const target = targetKB < budgetKB ? `, target ${targetKB} KB` : '';
      console.log(`\nfirst load of ${page}: ${chunks.length} JavaScript files, ${kb(brotli)} KB brotli (budget ${budgetKB} KB${target}), ${kb(raw)} KB raw`);
      for (const chunk of [...chunks].sort((a, b) => b.brotli - a.brotli)) {
        console.log(`  ${kb(chunk.brotli).padStart(7)} KB br ${kb(chunk.raw).padStart(8)} KB raw  ${chunk.file}`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(`\nFirst-load budgets exceeded (DESIGN.md, Budgets):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`first-load budgets met: ${results.map(({ page, budgetKB, brotli }) => `${page} ${kb(brotli)} of ${budgetKB} KB`).join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
