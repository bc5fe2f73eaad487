import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DEFINITIONS } from '@portal/domain/common/message-catalogue';

/**
 * Every English text the web app passes to `t(...)`, marks with `msg(...)` or names in `i18nKey`
 * has its Spanish entry, with the same {{placeholders}}; areas that name the same text agree on it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const sourceRoot = path.resolve(here, '..');
const catalogueDir = path.join(here, 'es');

const LITERAL = String.raw`(['"])((?:\\.|(?!\1)[^\\])*)\1`;
const PATTERNS = [new RegExp(String.raw`\bt\(\s*${LITERAL}`, 'g'), new RegExp(String.raw`\bmsg\(\s*${LITERAL}`, 'g'), new RegExp(String.raw`\bi18nKey=${LITERAL}`, 'g')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char);
}

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(sourceRoot)) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of source.matchAll(pattern)) keys.set(unescape(match[2]!), path.relative(sourceRoot, file));
    }
  }
  return keys;
}

function catalogues(): Array<{ file: string; entries: Record<string, string> }> {
  return readdirSync(catalogueDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: name, entries: JSON.parse(readFileSync(path.join(catalogueDir, name), 'utf8')) as Record<string, string> }));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('Spanish catalogue', () => {
  const files = catalogues();
  const spanish = new Map<string, { value: string; file: string }>();
  for (const { file, entries } of files) for (const [key, value] of Object.entries(entries)) if (!spanish.has(key)) spanish.set(key, { value, file });

  it('translates every text the app shows', () => {
    const missing = [...usedKeys()].filter(([key]) => /\p{L}/u.test(key) && !spanish.get(key)?.value.trim()).map(([key, file]) => `${file}: ${JSON.stringify(key)}`);
    expect(missing).toEqual([]);
  });

  it("translates every message the server sends, by its code's English template", () => {
    const missing = MESSAGE_DEFINITIONS.filter((definition) => !spanish.get(definition.template)?.value.trim()).map((definition) => `${definition.code}: ${JSON.stringify(definition.template)}`);
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const wrong = [...spanish].filter(([key, { value }]) => placeholders(key).join() !== placeholders(value).join()).map(([key, { file }]) => `${file}: ${JSON.stringify(key)}`);
    expect(wrong).toEqual([]);
  });

  it('gives one translation to a text that several areas show', () => {
    const disagreements = files.flatMap(({ file, entries }) =>
      Object.entries(entries)
        .filter(([key, value]) => spanish.get(key)!.value !== value)
        .map(([key]) => `${file} and ${spanish.get(key)!.file}: ${JSON.stringify(key)}`),
    );
    expect(disagreements).toEqual([]);
  });
});
