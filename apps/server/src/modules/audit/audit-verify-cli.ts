import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/connect';
import { describeAuditChainReport, verifyAuditChain } from './verify-audit-chain';

/**
 * `npm run audit:verify`: checks the audit log's hash chain in the database the server would open
 * (DATABASE_URL, else the embedded one under DATA_DIR). Prints "Audit log intact: N entries" and
 * exits 0, or names the first broken entry and exits 1. Reads only: it migrates nothing.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(pgliteDir)) {
    console.error(`No embedded database in ${pgliteDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
    return 2;
  }
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : pgliteDir, maxConnections: 1 });
  try {
    const report = await verifyAuditChain(handle.db);
    const line = describeAuditChainReport(report);
    if (report.intact) console.log(line);
    else console.error(line);
    return report.intact ? 0 : 1;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // A database the server never migrated this far has no log to check.
  console.error(/audit_events/.test(message) ? `No audit log in this database (start the server once to migrate it): ${message}` : message);
  process.exitCode = 2;
}
