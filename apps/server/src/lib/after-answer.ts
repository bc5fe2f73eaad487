import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not show in a response's content or timing (the e-mail behind a password reset
 * request, which would otherwise tell a known address from an unknown one by its duration). A task
 * starts once the current request has answered; failures are logged, never raised; shutdown and
 * tests wait for what is still running with `settled()`.
 */
export interface AfterAnswer {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'work after the answer failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
