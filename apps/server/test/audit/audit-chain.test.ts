import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH } from '@portal/domain/audit/audit-chain';
import { NO_AUDIT_CONTEXT } from '../../src/lib/audit-context';
import { recordAudit } from '../../src/modules/audit/record-audit';
import { describeAuditChainReport, verifyAuditChain } from '../../src/modules/audit/verify-audit-chain';
import { buildTestApp, type TestApp } from '../helper';

/**
 * The log's integrity: rows cannot be changed or removed through SQL while the trigger stands, the
 * chain verifies, concurrent writers append one after the other, and a row changed behind the
 * trigger's back is named by the verifier.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close());

const actor = { userId: null, email: 'someone@unknown.test', companyId: null };

/** Appends `count` entries, each in a transaction of its own, all at once. */
function appendAtOnce(count: number, tag: string) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      t.db.transaction().execute((trx) =>
        recordAudit(trx, { action: 'auth.sign_in_failed', actor, context: { ip: `198.51.100.${i + 1}`, userAgent: tag }, details: { attempt: i, tag, nested: { b: 1, a: [true, null] } } }),
      ),
    ),
  );
}

const rows = () => t.db.selectFrom('audit_events').selectAll().orderBy('id').execute();

describe('the chain', () => {
  it('starts at the genesis hash and links every entry to the one before, with concurrent writers', async () => {
    await appendAtOnce(20, 'first');
    await appendAtOnce(20, 'second');
    const chain = await rows();
    expect(chain.length).toBeGreaterThanOrEqual(40);
    expect(chain[0]!.prev_hash).toBe(AUDIT_GENESIS_HASH);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prev_hash, `entry ${chain[i]!.id}`).toBe(chain[i - 1]!.hash);
    const report = await verifyAuditChain(t.db, { batchSize: 7 });
    expect(report).toEqual({ intact: true, entries: chain.length });
    expect(describeAuditChainReport(report)).toBe(`Audit log intact: ${chain.length} entries`);
  });

  it('rolls an entry back with the change it records', async () => {
    const before = (await rows()).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { action: 'user.disabled', actor, context: NO_AUDIT_CONTEXT });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(before);
    expect((await verifyAuditChain(t.db)).intact).toBe(true);
  });

  it('refuses to write outside a transaction', async () => {
    await expect(recordAudit(t.db as never, { action: 'user.disabled', actor, context: NO_AUDIT_CONTEXT })).rejects.toThrow(/needs the transaction/);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [first] = await rows();
    await expect(sql`update audit_events set ip = '10.0.0.1' where id = ${first!.id}`.execute(t.db)).rejects.toThrow(/append-only: UPDATE/);
    await expect(sql`delete from audit_events where id = ${first!.id}`.execute(t.db)).rejects.toThrow(/append-only: DELETE/);
    await expect(sql`truncate audit_events`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE/);
    expect((await rows())[0]).toEqual(first);
  });
});

describe('tampering', () => {
  it('names the altered entry, then the first entry after one removed', async () => {
    const chain = await rows();
    const victim = chain[5]!;
    await sql`alter table audit_events disable trigger audit_events_append_only`.execute(t.db);
    try {
      await sql`update audit_events set details = jsonb_set(details, '{attempt}', '99') where id = ${victim.id}`.execute(t.db);
      const altered = await verifyAuditChain(t.db, { batchSize: 3 });
      expect(altered).toMatchObject({ intact: false, brokenId: Number(victim.id), entries: 5 });
      expect(!altered.intact && altered.problem).toMatch(/does not match its contents/);
      expect(describeAuditChainReport(altered)).toMatch(new RegExp(`^Audit log broken at entry ${victim.id} `));

      // Putting the old value back is not enough to hide a removal further on.
      await sql`update audit_events set details = ${JSON.stringify(victim.details)}::jsonb where id = ${victim.id}`.execute(t.db);
      expect((await verifyAuditChain(t.db)).intact).toBe(true);
      await sql`delete from audit_events where id = ${chain[10]!.id}`.execute(t.db);
      const removed = await verifyAuditChain(t.db);
      expect(removed).toMatchObject({ intact: false, brokenId: Number(chain[11]!.id) });
      expect(!removed.intact && removed.problem).toMatch(/removed, added or reordered/);
    } finally {
      await sql`alter table audit_events enable trigger audit_events_append_only`.execute(t.db);
    }
  });
});
