// Migrations are append-only once landed (docs/conventions.md, "Server"): a database that already ran a
// migration never runs it again, so an edit would leave old and new databases different.
//
// Two checks, both part of `npm run lint`:
// - every migration recorded in landed-migrations.json still has the recorded SHA-256 (catches an
//   edit anywhere, CI included);
// - when a `main` branch exists and is not what is checked out, every migration file on `main` is
//   unchanged in the working tree (catches an edit made together with its lock entry).
// Every migration must be recorded: `node scripts/check-migrations.mjs --lock` records new ones, and
// refreshes the record of a migration that is not on `main` yet (one still being written); it never
// changes the record of a migration that is on `main`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = 'apps/server/src/db/migrations';
const lockFile = path.join(root, dir, 'landed-migrations.json');
const isMigration = (name) => /^\d{4}-[a-z0-9-]+\.ts$/.test(name);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const files = fs.readdirSync(path.join(root, dir)).filter(isMigration).sort();
const locked = fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, 'utf8')) : {};
const hashOf = (name) => sha256(fs.readFileSync(path.join(root, dir, name)));


const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const filesOnMain = () => {
  try {
    return git('ls-tree', '--name-only', `main:${dir}`).split('\n').filter(isMigration);
  } catch {
    return [];
  }
};

if (process.argv.includes('--lock')) {
  const landed = new Set(filesOnMain());
  const recorded = files.filter((name) => !landed.has(name) || !(name in locked));
  for (const name of recorded) locked[name] = hashOf(name);
  fs.writeFileSync(lockFile, `${JSON.stringify(Object.fromEntries(Object.entries(locked).sort()), null, 2)}\n`);
  console.log(recorded.length ? `Recorded ${recorded.join(', ')}` : 'Every migration was already recorded.');
  process.exit(0);
}

const problems = [];
for (const [name, hash] of Object.entries(locked)) {
  if (!files.includes(name)) problems.push(`${name} is recorded as landed and was removed or renamed.`);
  else if (hashOf(name) !== hash) problems.push(`${name} is recorded as landed and was edited.`);
}

let onMain = [];
try {
  const current = git('rev-parse', 'HEAD').trim();
  const main = git('rev-parse', '--verify', 'main^{commit}').trim();
  if (current !== main) onMain = filesOnMain();
} catch {
  // No git, or no main branch (a tarball, a shallow clone of another branch): the lock file still checks.
}
for (const name of onMain) {
  const landed = git('show', `main:${dir}/${name}`);
  if (!files.includes(name)) problems.push(`${name} is on main and was removed or renamed.`);
  else if (sha256(landed) !== hashOf(name)) problems.push(`${name} is on main and was edited.`);
}

if (problems.length > 0) {
  console.error(`Landed migrations are append-only; write a new migration instead:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const unrecorded = files.filter((name) => !(name in locked));
if (unrecorded.length > 0) {
  console.error(`Record new migrations with \`node scripts/check-migrations.mjs --lock\`: ${unrecorded.join(', ')}`);
  process.exit(1);
}
