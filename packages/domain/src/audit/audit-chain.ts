/**
 * The audit log is a hash chain: each entry stores the hash of the entry before it (`prevHash`) and
 * its own `hash` = SHA-256 (hex) of `prevHash` followed by the canonical JSON of its fields. Editing,
 * deleting or reordering a stored entry breaks the chain at that entry. This file is the pure part
 * (what is hashed, and how a link is judged); the server computes the SHA-256.
 */
import { isoRequired } from '../common/iso';

/** The `prevHash` of the first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** Longest texts the log keeps of what a client sent (a user agent can be kilobytes). */
export const AUDIT_TEXT_LIMITS = { ip: 64, userAgent: 512, email: 320 } as const;

export type AuditJson = null | boolean | number | string | AuditJson[] | { [key: string]: AuditJson };
export type AuditDetails = { [key: string]: AuditJson };

/** The fields of an entry that its hash covers, in the order they are hashed. */
export interface AuditEntryFields {
  id: number;
  occurredAt: Date | string;
  actorUserId: number | null;
  actorEmail: string | null;
  companyId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  userAgent: string | null;
  details: AuditDetails;
}

const FIELD_ORDER = ['id', 'occurredAt', 'actorUserId', 'actorEmail', 'companyId', 'action', 'targetType', 'targetId', 'ip', 'userAgent', 'details'] as const;

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth and no spaces. Written by
 * hand rather than through JSON.stringify of a rebuilt object: JavaScript puts integer-like keys
 * first whatever the insertion order, and the database's jsonb returns keys in its own order.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  return 'null';
}

/** The canonical JSON of an entry: its fields in a fixed order, the time as an ISO instant. */
export function canonicalAuditEntry(entry: AuditEntryFields): string {
  const values: Record<(typeof FIELD_ORDER)[number], unknown> = { ...entry, occurredAt: isoRequired(entry.occurredAt) };
  return `{${FIELD_ORDER.map((field) => `${JSON.stringify(field)}:${canonicalJson(values[field])}`).join(',')}}`;
}

/** What the entry's SHA-256 is taken of: the previous entry's hash, then the entry's canonical JSON. */
export function auditHashInput(prevHash: string, entry: AuditEntryFields): string {
  return prevHash + canonicalAuditEntry(entry);
}

/** PostgreSQL text and jsonb hold no NUL character: a value carrying one would fail the write. */
function withoutNul(text: string): string {
  return text.replace(/\u0000/g, '');
}

/** A client-given text as the log keeps it: no NUL, at most `max` characters; empty is null. */
export function auditText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = withoutNul(value).slice(0, max);
  return text === '' ? null : text;
}

/**
 * Details as the database will hand them back: plain JSON (dates as ISO strings, undefined and
 * functions dropped), no NUL characters, so the hash written is the hash read.
 */
export function normalizeAuditDetails(details: Record<string, unknown> | undefined): AuditDetails {
  const clean = (value: unknown): AuditJson => {
    if (typeof value === 'string') return withoutNul(value);
    if (Array.isArray(value)) return value.map(clean);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [withoutNul(key), clean(item)]));
    }
    return value as AuditJson;
  };
  const plain = JSON.parse(JSON.stringify(details ?? {})) as unknown;
  return (plain !== null && typeof plain === 'object' && !Array.isArray(plain) ? clean(plain) : {}) as AuditDetails;
}

/**
 * What is wrong with one stored link of the chain, or null when it holds: its `prevHash` must be
 * the hash of the entry before it (else an entry was removed or reordered), and its `hash` must be
 * what its own fields hash to now (else the entry was altered).
 */
export function auditLinkProblem(stored: { prevHash: string; hash: string }, expectedPrevHash: string, recomputedHash: string): string | null {
  if (stored.prevHash !== expectedPrevHash) {
    return `its prev_hash ${stored.prevHash.slice(0, 12)}… is not the hash of the entry before it (${expectedPrevHash.slice(0, 12)}…): an entry before it was removed, added or reordered`;
  }
  if (stored.hash !== recomputedHash) {
    return `its hash ${stored.hash.slice(0, 12)}… does not match its contents (${recomputedHash.slice(0, 12)}…): the entry was altered`;
  }
  return null;
}
