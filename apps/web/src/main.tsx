import type { Root } from 'react-dom/client';
import { readEntryParameters } from './app/entry';
import { startFirstPage } from './app/first-page';
import { opensOnLeanSignIn, showLeanSignIn } from './features/auth/lean/show-lean-sign-in';
import { loadRuntimeConfig } from './lib/api-client';
import { importWithReload, reloadOnce } from './lib/lazy-import';
import { warmIntl } from './lib/warm-intl';

// A stale chunk after a release: reload once instead of failing (a second failure reaches the error page).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

/**
 * The entry holds only what decides the first page: a visitor's sign-in page is the lean one
 * (React and plain CSS, features/auth/lean); the MUI app (app/start-app.tsx) is a chunk of its own,
 * downloaded once the visitor types and started when the form is submitted.
 */
const loadApp = importWithReload(() => import('./app/start-app'));

const { driverToken } = readEntryParameters();
if (opensOnLeanSignIn(driverToken)) {
  void showLeanSignIn({
    prefetchApp: () => void loadApp(),
    startApp: async (lean: Root) => (await loadApp()).startApp({ driverToken: null, replace: lean }),
  });
} else {
  // Asked for now rather than once the app's modules have run: one round trip less before the page.
  void loadRuntimeConfig();
  const app = loadApp();
  // The page's own module and data download beside the app's (app/first-page.ts).
  const firstData = driverToken ? [] : startFirstPage(window.location);
  void app.then(({ startApp }) => startApp({ driverToken, firstData }));
  // Once the downloads are asked for: the main thread has nothing else to do until they arrive.
  setTimeout(warmIntl, 0);
}
