import { LEAN_SIGN_IN_PATHS } from '@portal/domain/auth/lean-sign-in';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadRuntimeConfig } from '../../../lib/api-client';
import { preferredLanguage } from '../../../i18n/preferred-language';
import { storage } from '../../../lib/storage';
import { handOverSignIn } from '../lib/sign-in-handover';
import { LeanSignInPage } from './lean-sign-in-page';

/**
 * Whether this visit opens on the lean sign-in page: a visitor (no token stored) at '/' or
 * '/login' (LEAN_SIGN_IN_PATHS: the server preloads the app everywhere else), not a driver's mobile entry, reading English (the lean page holds the spec's English
 * only). Everyone else starts the app at once.
 */
export function opensOnLeanSignIn(driverToken: string | null): boolean {
  const { pathname } = window.location;
  return driverToken === null && storage.getToken() === null && LEAN_SIGN_IN_PATHS.includes(pathname) && preferredLanguage() === 'en';
}

/**
 * Shows the lean sign-in page. `startApp` replaces it with the app: called when the visitor
 * submits the form or follows a link; the app's code downloads before that, once the visitor
 * starts typing or points at a link or the button (`prefetchApp`). Not on idle: loading the app also
 * runs its modules, work that would hold up a visitor who has not yet decided to sign in.
 */
export async function showLeanSignIn({ startApp, prefetchApp }: { startApp: (lean: Root) => Promise<void>; prefetchApp: () => void }): Promise<void> {
  await loadRuntimeConfig();
  const root = createRoot(document.getElementById('root')!);
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    void startApp(root);
  };
  root.render(
    <StrictMode>
      <LeanSignInPage
        onSubmit={(values) => {
          handOverSignIn(values);
          leave();
        }}
        onNavigate={(href) => {
          window.history.pushState(null, '', href);
          leave();
        }}
        onIntent={prefetchApp}
      />
    </StrictMode>,
  );
}
