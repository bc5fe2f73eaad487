import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, server routes on a real database, web components,
// and the build's own scripts.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core
    // build machine; the main process is nearly idle once files are transformed, so use every core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // Each file builds its own app on its own database copy and restores what it spies on, so
          // the files share a worker's loaded modules instead of importing the whole server again
          // per file: 353 s -> 219 s on the 2-core machine (docs/decisions/0245-server-test-files-share-their-workers-modules.md).
          isolate: false,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-i18n.ts'],
          // First renders of MUI and Lexical take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
