import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/** How long a stopping server waits for handlers still running before it closes anyway. */
export const DRAIN_LIMIT_MS = 15_000;

/**
 * Lets a stopping server finish the work it has started. Fastify waits for the responses still being
 * written, but not for a handler whose client has gone away (a load generator stopping, a phone losing
 * signal): that handler runs on, and closing the database under it failed its next query and logged an
 * error. Every route's handler is counted while it runs; once the server stops taking requests (new
 * ones get 503), closing waits until none runs, up to DRAIN_LIMIT_MS, before the hooks that close the
 * database and stop the jobs.
 *
 * Call it on the root instance before any route is added: routes added earlier are not counted.
 */
export function trackHandlersInFlight(app: FastifyInstance, limitMs = DRAIN_LIMIT_MS): void {
  let running = 0;
  let idle: (() => void) | undefined;
  const finished = () => {
    running -= 1;
    if (running === 0) idle?.();
  };

  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function counted(this: FastifyInstance, request, reply) {
      running += 1;
      let answer: unknown;
      try {
        answer = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (answer instanceof Promise) return answer.finally(finished);
      finished();
      return answer;
    };
  });

  app.addHook('preClose', async () => {
    if (running === 0) return;
    const stillRunning = running;
    const drained = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), limitMs);
      idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    if (!(await drained)) app.log.warn({ handlers: running, atClose: stillRunning }, `handlers still running ${limitMs} ms after the server began to stop; closing anyway`);
  });
}
