import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { genericPlan } from '../../src/db/generic-plan';
import { prefixRange } from '../../src/lib/like-pattern';
import { buildTestApp } from '../helper';

/** The quick search and the badge count are planned once per connection (db/generic-plan.ts). */
describe('prefix as a range', () => {
  const startsWithByRange = (value: string, text: string) => {
    const { from, below } = prefixRange(text);
    // "C" collation: UTF-8 bytes, which sort as code points do.
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    return Buffer.compare(bytes(value), bytes(from)) >= 0 && (below === undefined || Buffer.compare(bytes(value), bytes(below)) < 0);
  };

  it('ends just past the last value that starts with the text', () => {
    expect(prefixRange('PO-42')).toEqual({ from: 'PO-42', below: 'PO-43' });
    expect(prefixRange('4100%')).toEqual({ from: '4100%', below: '4100&' });
    expect(prefixRange('a\u{10FFFF}')).toEqual({ from: 'a\u{10FFFF}', below: 'b' });
    expect(prefixRange('\uD7FF')).toEqual({ from: '\uD7FF', below: '\uE000' });
    expect(prefixRange('ü')).toEqual({ from: 'ü', below: 'ý' });
    expect(prefixRange('\u{10FFFF}\u{10FFFF}')).toEqual({ from: '\u{10FFFF}\u{10FFFF}', below: undefined });
  });

  it('holds the values starting with the text and no other', () => {
    const texts = ['PO-42', 'a\u{10FFFF}', 'z', '9', 'ü', '\uD7FF', 'x\u{1F600}'];
    const values = ['PO-42', 'PO-420', 'PO-4215104', 'PO-43', 'PO-4', 'PO-41999', 'a', 'a\u{10FFFF}', 'a\u{10FFFF}b', 'b', 'z', 'za', '{', '9', '99', ':', 'ü', 'üa', 'ý', '\uD7FF', '\uD7FFx', '\uE000', 'x\u{1F600}', 'x\u{1F601}', 'x\u{1F600}\u{1F600}'];
    for (const text of texts) {
      for (const value of values) expect(startsWithByRange(value, text), `${JSON.stringify(value)} from ${JSON.stringify(text)}`).toBe(value.startsWith(text));
    }
  });
});

describe('statements marked for a generic plan', () => {
  const planCacheMode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;

  it('run on connections that keep one generic plan, except inside a transaction (PostgreSQL; the embedded database ignores the mark)', async () => {
    const { db, close } = await buildTestApp();
    try {
      const onServer = inject('testDatabase').kind === 'postgres';
      const marked = () => db.selectNoFrom(sql<string>`current_setting('plan_cache_mode')`.as('mode')).modifyEnd(genericPlan).executeTakeFirstOrThrow();
      expect((await marked()).mode).toBe(onServer ? 'force_generic_plan' : 'auto');
      expect((await planCacheMode.execute(db)).rows[0]!.mode).toBe('auto');

      await db.transaction().execute(async (trx) => {
        // A table only the transaction's connection can see: a marked read sent elsewhere would fail.
        await sql`create temporary table generic_plan_probe (x int) on commit drop`.execute(trx);
        await sql`insert into generic_plan_probe values (1)`.execute(trx);
        const seen = await sql<{ x: number; mode: string }>`select x, current_setting('plan_cache_mode') as mode from generic_plan_probe ${genericPlan}`.execute(trx);
        expect(seen.rows).toEqual([{ x: 1, mode: 'auto' }]);
      });
      // The connection is back in the pool out of its transaction: the mark counts again.
      expect((await marked()).mode).toBe(onServer ? 'force_generic_plan' : 'auto');
    } finally {
      await close();
    }
  });
});
