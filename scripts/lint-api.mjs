// npm run lint:api (part of `npm run lint`): the OpenAPI document the server serves at /docs/json,
// linted by Spectral with the OWASP API ruleset (.spectral.yaml). The app is built in-process the way
// the server tests build it, on a migrated, empty, in-memory embedded database (the document needs no data),
// and the document is fetched through app.inject, so it is exactly what a client downloads.
// Fails on any error-severity finding; prints the count of findings per rule either way. `--save`
// keeps the document as .tmp/lint-api/openapi-saved.json, where the ruleset's overrides apply, to run
// Spectral on by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const server = (file) => tsImport(path.join(root, 'apps/server/src', file), import.meta.url);
const SEVERITY = ['error', 'warning', 'info', 'hint'];

async function openApiDocument() {
  const [{ buildApp }, { loadConfig }, { connectDatabase }, { migrateToLatest }] = await Promise.all(
    ['app.ts', 'config.ts', 'db/connect.ts', 'db/migrate.ts'].map(server),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-api-data-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const handle = await connectDatabase({});
  // Unseeded but migrated: building the app reads its signing keys.
  await migrateToLatest(handle.db);
  const app = await buildApp({ config: { ...config, webDist: undefined }, db: handle.db, engine: handle.engine });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.body;
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Inside the checkout, where the ruleset's overrides name the document (.tmp/lint-api/openapi-*.json).
const workDir = path.join(root, '.tmp/lint-api');
fs.mkdirSync(workDir, { recursive: true });
const documentFile = path.join(workDir, `openapi-${process.pid}.json`);
const reportFile = path.join(workDir, `spectral-${process.pid}.json`);
try {
  fs.writeFileSync(documentFile, await openApiDocument());
  // Findings go to a JSON report; Spectral's exit code (1 on an error) is read from the report instead.
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/spectral'),
    ['lint', documentFile, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--output', reportFile, '--quiet'],
    { cwd: root, encoding: 'utf8' },
  );
  if (!fs.existsSync(reportFile)) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`Spectral did not run (exit ${run.status})`);
  }
  const findings = JSON.parse(fs.readFileSync(reportFile, 'utf8') || '[]');
  if (process.argv.includes('--save')) fs.copyFileSync(documentFile, path.join(workDir, 'openapi-saved.json'));

  const perRule = new Map();
  for (const finding of findings) {
    const key = `${SEVERITY[finding.severity] ?? finding.severity} ${finding.code}`;
    perRule.set(key, (perRule.get(key) ?? 0) + 1);
  }
  const errors = findings.filter((finding) => finding.severity === 0);
  for (const finding of errors.slice(0, 40)) console.error(`  ${finding.path.join('.')}: ${finding.message} (${finding.code})`);
  if (errors.length > 40) console.error(`  ... and ${errors.length - 40} more errors`);
  console.log('Spectral (OWASP API ruleset) on /docs/json:');
  for (const [key, count] of [...perRule].sort()) console.log(`  ${String(count).padStart(5)}  ${key}`);
  console.log(`  ${errors.length} errors, ${findings.length - errors.length} warnings and notes`);
  process.exitCode = errors.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(documentFile, { force: true });
  fs.rmSync(reportFile, { force: true });
}
