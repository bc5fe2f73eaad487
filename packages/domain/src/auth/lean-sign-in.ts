/**
 * The addresses where a signed-out visitor gets the lean sign-in page (React and plain CSS, without
 * the app: apps/web/src/features/auth/lean). Every other address starts the app, so the server sends
 * those a page that downloads the app's frame at once (app.html, apps/web/app-html.ts).
 */
export const LEAN_SIGN_IN_PATHS: readonly string[] = ['/', '/login'];
