import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loadReferenceData } from './db/reference-data/load-postal-codes';
import { seedIfEmpty } from './db/seed/seed-if-empty';

const config = loadConfig();
const handle = await connectDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
await migrateToLatest(handle.db);
// Postal codes are reference data: loaded even when SEED=none, so locations and the load board work.
await loadReferenceData(handle.db);
await seedIfEmpty(handle.db, config.seed);

const app = await buildApp({ config, db: handle.db, engine: handle.engine });
const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Freight portal on ${config.publicUrl} (${handle.engine}, ${config.appEnv})`);
