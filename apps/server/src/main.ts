import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loadReferenceData } from './db/reference-data/load-postal-codes';
import { seedIfEmpty } from './db/seed/seed-if-empty';
import { fillMissingPayPredictions } from './modules/pay-timeline/pay-prediction.service';
import { startupLines, type DemoData } from './startup-banner';
import { superviseWorkers } from './supervise-workers';

// A server that guessed its environment could run a production database with the demo's defaults:
// outside `npm start` (which says local), APP_ENV is given.
if (!process.env.APP_ENV) {
  console.error('APP_ENV is required: production, uat, local or test (npm start sets local for the demo).');
  process.exit(1);
}
const config = loadConfig();
const connect = () =>
  connectDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.readReplica?.url,
    maxConnections: config.databasePoolSize,
    embeddedQueue: config.embeddedQueue,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });

/** Migrations, reference data and the demo seed: once, before any process serves. */
async function prepareDatabase(handle: DatabaseHandle): Promise<DemoData> {
  await migrateToLatest(handle.db);
  // Invoices received before pay dates were kept get theirs once; afterwards there is none to fill.
  await fillMissingPayPredictions(handle.db);
  // Postal codes are reference data: loaded even when SEED=none, so locations and the load board work.
  await loadReferenceData(handle.db);
  if (config.seed === 'none') return 'none';
  return (await seedIfEmpty(handle.db, config)) ? 'seeded' : 'kept';
}

async function serve(handle: DatabaseHandle, demo?: DemoData): Promise<void> {
  const app = await buildApp({ config, db: handle.db, engine: handle.engine, listen: handle.listen });
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `Listening on ${address}` });
  // The sign-in lines last, once the server answers: the ready line ends the start's output.
  if (cluster.isPrimary && demo) for (const line of startupLines(config, handle.engine, demo)) app.log.info(line);
}

if (cluster.isWorker) {
  await serve(await connect());
} else if (config.workers > 1) {
  const handle = await connect();
  const demo = await prepareDatabase(handle);
  await handle.close();
  superviseWorkers(config.workers, () => {
    for (const line of startupLines(config, handle.engine, demo, config.workers)) console.log(line);
  });
} else {
  const handle = await connect();
  const demo = await prepareDatabase(handle);
  await serve(handle, demo);
}
