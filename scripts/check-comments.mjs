// Comments cite only what a reader of this repository can open (docs/conventions.md, "Comments and
// documents"): no numbered places in the spec, no issue numbers, no notes kept outside the
// repository. Say the reason instead, or point at a document here (docs/decisions/NNNN-title.md).
//
// `node scripts/check-comments.mjs [root]` (part of `npm run lint`) reads every text file under
// apps/, packages/, scripts/ and bench/ and fails, listing file:line, on a line that cites one. A
// line that must keep such words (seed data quoting a contract, say) carries `check-comments: allow`.
// Landed migrations are left out: they are append-only, byte for byte (scripts/check-migrations.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIRS = ['apps', 'packages', 'scripts', 'bench'];

/** What a reader cannot open. Written so that this file does not match itself. */
export const CITATIONS = [
  { name: 'a section of the spec', pattern: /spec[ ]sections?\b/i },
  { name: 'a numbered section', pattern: /\bsections?[ ][0-9]+/i },
  { name: 'a section sign', pattern: /\u00a7/ },
  { name: 'an issue number', pattern: /\bissues?[ ][0-9]+/i },
  { name: 'the spec readings notes', pattern: /readings[.]md/ },
  { name: 'the spec itself', pattern: /portal[-]spec|shared[/]spec/ },
];

const ALLOW = 'check-comments: allow';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report', 'coverage', '.git']);
const BINARY = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.pdf', '.tif', '.tiff', '.webm', '.mp4', '.woff', '.woff2', '.gz', '.br', '.zip', '.tar', '.tgz']);

/** The Spanish catalogue holds the portal's texts, not comments. */
const isCatalogue = (relative) => /(^|\/)i18n\/.*\.json$/.test(relative);

const MIGRATIONS = 'apps/server/src/db/migrations';

/** Migrations recorded as landed, which may not change even in a comment. */
function landedMigrations(root) {
  const lockFile = path.join(root, MIGRATIONS, 'landed-migrations.json');
  if (!fs.existsSync(lockFile)) return new Set();
  return new Set(Object.keys(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).map((name) => `${MIGRATIONS}/${name}`));
}

function* filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* filesUnder(root, relative);
    } else if (entry.isFile() && !BINARY.has(path.extname(entry.name).toLowerCase()) && !isCatalogue(relative)) {
      yield relative;
    }
  }
}

/** Every line under `root` that cites something a reader cannot open: { file, line, text, what }. */
export function findCitations(root, dirs = DIRS) {
  const found = [];
  const landed = landedMigrations(root);
  for (const dir of dirs) {
    for (const file of filesUnder(root, dir)) {
      if (landed.has(file)) continue;
      const content = fs.readFileSync(path.join(root, file), 'utf8');
      if (content.includes('\u0000')) continue;
      content.split('\n').forEach((text, index) => {
        if (text.includes(ALLOW)) return;
        const citation = CITATIONS.find(({ pattern }) => pattern.test(text));
        if (citation) found.push({ file, line: index + 1, text: text.trim(), what: citation.name });
      });
    }
  }
  return found;
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const found = findCitations(root);
  if (found.length === 0) return;
  console.error(`Comments cite what a reader of the repository cannot open (${found.length}):`);
  for (const { file, line, text, what } of found) console.error(`  ${file}:${line}: ${what}: ${text.slice(0, 160)}`);
  console.error('Say the reason itself, or point at a document in the repository (docs/decisions/NNNN-title.md).');
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
