import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { loadReferenceData } from '../reference-data/load-postal-codes';
import { generateBenchShipments } from './bench-data';
import { seedDemo } from './seed-demo';

/**
 * `npm run seed [-- --shipments N]`: the database the server would open (DATABASE_URL, else the
 * embedded one under DATA_DIR), migrated, with the reference postal codes and, when it is empty,
 * the demo. `--shipments N` then adds N generated shipments for benchmarks.
 */
const USAGE = 'Usage: npm run seed [-- --shipments N] [--chunk-size N]';

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not '${value}'. ${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { shipments: { type: 'string' }, 'chunk-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const shipments = positiveInteger(values.shipments, '--shipments');
  const chunkSize = positiveInteger(values['chunk-size'], '--chunk-size');

  const config = loadConfig();
  const handle = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    maxConnections: 2,
  });
  const where = handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  try {
    console.log(`Seeding ${where}`);
    await migrateToLatest(handle.db);
    let started = Date.now();
    const postalCodes = await loadReferenceData(handle.db);
    console.log(postalCodes > 0 ? `Loaded ${postalCodes} postal codes in ${Date.now() - started} ms` : 'Postal codes already loaded');

    const existing = await handle.db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (existing) {
      console.log('The database already has data; the demo is not seeded again');
    } else {
      started = Date.now();
      await seedDemo(handle.db, { passwordHashCost: config.passwordHashCost });
      console.log(`Seeded the demo in ${Date.now() - started} ms (every demo account's password is demo1234)`);
    }
    if (shipments) await generateBenchShipments(handle.db, { shipments, chunkSize, log: (message) => console.log(message) });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
