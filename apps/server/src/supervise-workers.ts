import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of a multi-process server (WEB_CONCURRENCY > 1): forks the workers, which share the
 * listening port; replaces one that dies after it was serving (one that cannot even start would
 * only die again, so that ends the server); on SIGINT/SIGTERM stops them all, then exits.
 */
export function superviseWorkers(count: number, onListening: () => void): void {
  // A larger young generation (scripts/start.mjs gives a single process the same): an answer's rows
  // and objects die young, and with V8's default 16 MB semi-spaces a list request under load paid
  // about twice the scavenging time (docs/decisions/0234-the-apis-fixed-cost-per-answer.md, "Young generation").
  cluster.setupPrimary({ execArgv: [...process.execArgv, '--max-semi-space-size=64'] });
  let stopping = false;
  let started = 0;
  const serving = new Set<number>();
  const fork = (): void => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      serving.add(worker.id);
      if (++started === count) onListening();
    });
  };
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!wasServing) {
      console.error(`a server process failed to start (${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });

  function stop(exitCode = 0): void {
    stopping = true;
    process.exitCode = exitCode;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker.process.kill('SIGTERM');
  }
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
}
