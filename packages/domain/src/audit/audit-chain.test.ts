import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './audit-actions';
import {
  AUDIT_GENESIS_HASH,
  auditHashInput,
  auditLinkProblem,
  auditText,
  canonicalAuditEntry,
  canonicalJson,
  normalizeAuditDetails,
  type AuditEntryFields,
} from './audit-chain';

const entry = (over: Partial<AuditEntryFields> = {}): AuditEntryFields => ({
  id: 7,
  occurredAt: new Date('2026-03-01T14:05:06.789Z'),
  actorUserId: 12,
  actorEmail: 'carrier.admin@demo.test',
  companyId: 3,
  action: 'user.permissions_changed',
  targetType: 'user',
  targetId: '44',
  ip: '10.0.0.1',
  userAgent: 'Mozilla/5.0',
  details: { roles: ['Admin'], before: { roles: [] } },
  ...over,
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}');
  });

  it('orders integer-like keys as text, where a rebuilt object would put them first by number', () => {
    expect(canonicalJson({ b: 0, 10: 1, 9: 2 })).toBe('{"10":1,"9":2,"b":0}');
  });

  it('leaves out undefined members and writes dates as ISO strings', () => {
    expect(canonicalJson({ a: undefined, b: new Date('2026-01-02T03:04:05Z') })).toBe('{"b":"2026-01-02T03:04:05.000Z"}');
  });

  it('gives the same text whatever order the keys came in (as jsonb hands them back)', () => {
    expect(canonicalJson({ x: 1, y: { q: 2, p: 3 } })).toBe(canonicalJson({ y: { p: 3, q: 2 }, x: 1 }));
  });
});

describe('canonicalAuditEntry', () => {
  it('writes the fields in a fixed order, the time as an ISO instant', () => {
    expect(canonicalAuditEntry(entry())).toBe(
      '{"id":7,"occurredAt":"2026-03-01T14:05:06.789Z","actorUserId":12,"actorEmail":"carrier.admin@demo.test","companyId":3,' +
        '"action":"user.permissions_changed","targetType":"user","targetId":"44","ip":"10.0.0.1","userAgent":"Mozilla/5.0",' +
        '"details":{"before":{"roles":[]},"roles":["Admin"]}}',
    );
  });

  it('reads the time the same from a Date and from its ISO text', () => {
    expect(canonicalAuditEntry(entry({ occurredAt: '2026-03-01T14:05:06.789Z' }))).toBe(canonicalAuditEntry(entry()));
  });

  it('keeps unknown actors as null', () => {
    expect(canonicalAuditEntry(entry({ actorUserId: null, companyId: null }))).toContain('"actorUserId":null');
  });

  it('changes with any field', () => {
    const base = canonicalAuditEntry(entry());
    for (const change of [{ id: 8 }, { ip: '10.0.0.2' }, { details: {} }, { action: 'user.disabled' }, { occurredAt: new Date('2026-03-01T14:05:06.788Z') }]) {
      expect(canonicalAuditEntry(entry(change)), JSON.stringify(change)).not.toBe(base);
    }
  });
});

describe('auditHashInput', () => {
  it('is the previous hash followed by the canonical entry', () => {
    expect(auditHashInput(AUDIT_GENESIS_HASH, entry())).toBe(`${'0'.repeat(64)}${canonicalAuditEntry(entry())}`);
  });
});

describe('auditLinkProblem', () => {
  const stored = { prevHash: 'a'.repeat(64), hash: 'b'.repeat(64) };

  it('passes a link whose previous hash and own hash hold', () => {
    expect(auditLinkProblem(stored, 'a'.repeat(64), 'b'.repeat(64))).toBeNull();
  });

  it('names a broken previous link before a changed entry', () => {
    expect(auditLinkProblem(stored, 'c'.repeat(64), 'd'.repeat(64))).toMatch(/prev_hash .* removed, added or reordered/);
  });

  it('names an entry whose contents no longer hash to its hash', () => {
    expect(auditLinkProblem(stored, 'a'.repeat(64), 'd'.repeat(64))).toMatch(/does not match its contents/);
  });
});

describe('normalizeAuditDetails and auditText', () => {
  it('turns details into plain JSON without NUL characters', () => {
    expect(normalizeAuditDetails({ at: new Date('2026-01-01T00:00:00Z'), gone: undefined, text: 'a\u0000b', list: [{ 'k\u0000': 1 }] })).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      text: 'ab',
      list: [{ k: 1 }],
    });
    expect(normalizeAuditDetails(undefined)).toEqual({});
  });

  it('cuts client texts to their limit and keeps no empty text', () => {
    expect(auditText('x'.repeat(600), 512)).toHaveLength(512);
    expect(auditText('', 10)).toBeNull();
    expect(auditText(undefined, 10)).toBeNull();
    expect(auditText('1.2.3.4\u0000', 64)).toBe('1.2.3.4');
  });
});

describe('AUDIT_ACTIONS', () => {
  it('names each action once, as area.verb', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(isAuditAction('invoice.settled')).toBe(true);
    expect(isAuditAction('invoice.deleted')).toBe(false);
  });
});
