/**
 * The SQL each benched call sends (bench/sql/<key>.sql, taken from the server's statement log; the
 * board's, captured afresh each run: board-statements.ts), for
 * the two reference columns of the bench: pgbench running it straight on PostgreSQL, and a minimal
 * Fastify + pg app (bench/baseline-server.ts) answering with its rows. `:k` picks the sample (one
 * of the rotating ids, numbers or references); the caller's company and the samples are written in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type Case, type Samples, type Session } from './bench-setup';

export interface RawCall {
  /** Statements in order, with `:k` where the sample goes. */
  statements: string[];
  /** How many samples `:k` rotates over (1 when the call has one path). */
  samples: number;
}

const pgArray = (values: readonly (string | number)[], type: 'int' | 'text') =>
  `'{${values.map((v) => (type === 'int' ? String(v) : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}'::${type}[]`;

/** The board's rows: their statements are captured from the server's code (board-statements.ts). */
export const BOARD_KEYS: readonly Case['key'][] = ['board', 'board-searches', 'board-sorts'];

export function rawCall(c: Case, carrier: Session, broker: Session, samples: Samples): RawCall {
  if (BOARD_KEYS.includes(c.key)) return { statements: [`select bench_board_search('${c.key}', :k)`], samples: c.paths.length };
  const text = readFileSync(path.join(ROOT, 'bench', 'sql', `${c.key}.sql`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--'))
    .join('\n')
    .replaceAll(':carrier', String(carrier.companyId))
    .replaceAll(':customer', String(broker.companyId))
    .replaceAll(':ids', pgArray(samples.ids, 'int'))
    .replaceAll(':numbers', pgArray(samples.numbers, 'text'))
    .replaceAll(':refs', pgArray(samples.references, 'text'));
  const statements = text.split(/;\s*\n/).map((s) => s.replace(/;\s*$/, '').trim()).filter(Boolean);
  const count = c.key === 'detail' || c.key === 'number' ? samples.ids.length : c.key === 'reference' ? samples.references.length : 1;
  return { statements, samples: count };
}

/** The pgbench script of a call: one transaction per request. */
export function pgbenchScript(call: RawCall): string {
  return `\\set k random(1, ${call.samples})\n${call.statements.map((s) => `${s.replace(/\n/g, ' ')};`).join('\n')}\n`;
}

/** The statements with `:k` as the parameter $1 (for pg). */
export function parameterized(call: RawCall): { text: string; usesK: boolean }[] {
  return call.statements.map((s) => ({ text: s.replaceAll(':k', '$1::int'), usesK: s.includes(':k') }));
}
