import { paths } from '../../../config/paths';

/** The worker's file and what it controls: the driver's pages only, never the office's. */
export const DRIVER_WORKER_URL = '/driver-sw.js';
export const DRIVER_MANIFEST_URL = '/driver.webmanifest';
/** The worker's cache of API answers (driver-sw.js names it the same). */
export const DRIVER_API_CACHE = 'portal-driver-api';

/**
 * Registers the driver app's service worker (scoped to the driver's pages) and links its web
 * manifest, which makes those pages installable. Nothing of this runs on the office's pages.
 */
export function registerDriverWorker(): void {
  if (!document.querySelector(`link[rel="manifest"]`)) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = DRIVER_MANIFEST_URL;
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(DRIVER_WORKER_URL, { scope: paths.myShipments.path }).catch((error: unknown) => console.error('The driver app could not register its service worker', error));
}

/** Drops the API answers kept for offline reading (the session ended: they were that driver's). */
export async function forgetCachedAnswers(): Promise<void> {
  if ('caches' in window) await caches.delete(DRIVER_API_CACHE);
}
