import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCitations } from './check-comments.mjs';

const script = path.join(import.meta.dirname, 'check-comments.mjs');
// Built from parts so that this file itself passes the check.
const citation = ['spec', 'section', '3'].join(' ');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A repository root holding the given files (path relative to the root -> content). */
function repoWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-comments-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

describe('check-comments', () => {
  it(`fails on a file holding "${citation}", naming file and line`, () => {
    const root = repoWith({ 'apps/server/src/shipment.ts': `export const a = 1;\n/** One shipment (${citation}). */\nexport const b = 2;\n` });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/server/src/shipment.ts:2:');
  });

  it('passes on a clean repository', () => {
    const root = repoWith({ 'apps/server/src/shipment.ts': '/** One shipment, as the caller may see it. */\nexport const b = 2;\n' });
    const result = run(root);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('finds issue numbers and outside notes in every checked folder, and leaves the rest alone', () => {
    const root = repoWith({
      'packages/domain/src/a.ts': ['// Dark mode', '(issue', '16)'].join(' ') + '\n',
      'scripts/b.mjs': `// the reading of ${['readings', 'md'].join('.')}\n`,
      'bench/c.ts': `// ${'\u00a7'}4 of the spec\n`,
      'apps/web/src/i18n/es/area.json': `{ "${citation}": "x" }\n`,
      'apps/web/node_modules/x/index.js': `// ${citation}\n`,
      'apps/server/dist/main.js': `// ${citation}\n`,
      'docs/notes.md': `${citation}\n`,
      'apps/server/src/seed.ts': `const text = 'the contract, section 4.2'; // check-comments: allow\n`,
      // A landed migration may not change, not even a comment; one not yet landed is checked.
      'apps/server/src/db/migrations/landed-migrations.json': '{ "0001-old.ts": "0" }\n',
      'apps/server/src/db/migrations/0001-old.ts': `// ${citation}\n`,
      'apps/server/src/db/migrations/0002-new.ts': `// ${citation}\n`,
    });
    expect(findCitations(root).map(({ file, line }) => `${file}:${line}`)).toEqual([
      'apps/server/src/db/migrations/0002-new.ts:1',
      'packages/domain/src/a.ts:1',
      'scripts/b.mjs:1',
      'bench/c.ts:1',
    ]);
  });
});
