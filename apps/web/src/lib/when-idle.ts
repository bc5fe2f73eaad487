/**
 * Runs `callback` once the browser has drawn and the main thread is free (requestIdleCallback, at
 * most `timeoutMs` later); Safari has no requestIdleCallback, so there a short timer stands in.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 100);
  return () => window.clearTimeout(timer);
}
