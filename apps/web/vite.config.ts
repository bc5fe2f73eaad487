import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appHtml } from './app-html.ts';
import { closureChunk } from './closure-chunk.ts';
import { driverWorker } from './driver-worker.ts';
import { inlineFavicon } from './inline-favicon.ts';

const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/portal', '/carrier', '/trucks', '/config.json', '/docs', '/.well-known', '/healthz'];

/**
 * React Router's package exports name only its development build (dev warnings, longer messages;
 * remix-run/react-router#14102): the production build takes the production files it also ships.
 */
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** React Router and React Query with their own dependencies: the frame's libraries that are not MUI's. */
const ROUTER_AND_QUERY = /[\\/]node_modules[\\/](react-router|@tanstack|cookie|set-cookie-parser)[\\/]/;
const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const entry = src('main.tsx');
/** The app's start; its router imports the signed-in shell (app/shell/app-shell.tsx). */
const frameRoots = [src('app/start-app.tsx')];
/**
 * The signed-in frame: what the app and its shell import, except the entry's. Also two tiny modules
 * that pages all over the app share (a debounce hook, the shipment list's two views): as files of
 * their own they cost a phone a request each, and each takes one of six connections.
 */
const frame = closureChunk({
  roots: [...frameRoots, src('lib/use-debounced-value.ts'), fileURLToPath(new URL('../../packages/domain/src/shipments/shipment-list-views.ts', import.meta.url))],
  outside: [entry],
  keep: frameRoots,
});
/** A shipment's row and a list's loading and empty states: the dashboard and every shipment list show them. */
const rowRoots = [src('features/shipments/components/shipment-row.tsx'), src('components/list-layout/list-states.tsx')];
const rows = closureChunk({ roots: rowRoots, outside: [entry, ...frameRoots] });
/**
 * The list pages' own parts: the layout, the paged list, the URL's list state (no Zod: its helpers
 * are Standard Schemas of their own) and the search box. Zod stays in chunks of its own, which the
 * pages whose forms or filters use it load without the lists.
 */
const lists = closureChunk({
  roots: ['list-layout.tsx', 'paged-list.tsx', 'use-list-query-state.ts'].map((file) => src(`components/list-layout/${file}`)).concat(src('components/search-input.tsx')),
  outside: [entry, ...frameRoots, ...rowRoots],
  skip: /[\\/]node_modules[\\/]zod[\\/]/,
});

/**
 * The build says only what went wrong: warnings and errors. Its table of every file's size (and the
 * gzip pass that computes it) only when asked: `npm run build -- --verbose` or BUILD_VERBOSE=1
 * (scripts/build.mjs). The dev server keeps its own messages (where it listens).
 */
const verbose = process.env.BUILD_VERBOSE === '1';

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: command === 'build' && !verbose ? 'warn' : 'info',
  plugins: [react(), inlineFavicon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))), frame.plugin, rows.plugin, lists.plugin, appHtml({ start: frameRoots[0]! }),
    // The driver app's service worker, with the files of the driver's pages to keep (driver-worker.ts).
    driverWorker({ source: src('features/driver-app/worker/driver-sw.js'), start: frameRoots[0]!, page: src('app/routes/app/my-shipments.tsx') }),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/check-bundle-budgets.mjs reads it to check the first-load budgets (DESIGN.md).
    manifest: true,
    reportCompressedSize: verbose,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // No strictExecutionOrder: every group below only imports the ones above it and React, so
        // chunks never import each other both ways and modules run in import order without Rolldown
        // wrapping each one (8 KB brotli on the dashboard). The budget check fails the build on any
        // chunks that import each other (scripts/check-bundle-budgets.mjs, chunkCycles).
        codeSplitting: {
          groups: [
            // React changes far less often than the app: its own chunk stays cached across releases and
            // downloads beside the entry instead of inside it.
            { name: 'react', priority: 4, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The signed-in frame's modules in three chunks (closure-chunk.ts; the same root as
            // SIGNED_IN_FRAME in scripts/check-bundle-budgets.mjs), each under the 64 KB brotli limit
            // per chunk: the router and React Query, MUI and the other libraries, and the app's own
            // modules. Libraries never import the app, so the three import one way.
            { name: 'frame-router', priority: 3, test: (id) => frame.test(id) && ROUTER_AND_QUERY.test(id), includeDependenciesRecursively: false },
            { name: 'frame-ui', priority: 2, test: (id) => frame.test(id) && NODE_MODULES.test(id), includeDependenciesRecursively: false },
            { name: 'frame', priority: 1, test: frame.test, includeDependenciesRecursively: false },
            { name: 'shipment-rows', test: rows.test, includeDependenciesRecursively: false },
            { name: 'lists', test: lists.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
