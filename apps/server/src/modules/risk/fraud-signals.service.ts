import type { Transaction } from 'kysely';
import { FRAUD_SIGNAL_KINDS, FRAUD_SIGNAL_STATUSES, type FraudSignalKind, type FraudSignalStatus } from '@portal/domain/risk/fraud-rules';
import type { AcknowledgeFraudSignalBody, FraudSignal, FraudSignalDetail, FraudSignalHistoryEntry, FraudSignalList, FraudSignalListQuery } from '@portal/domain/risk/fraud-signal-schemas';
import { RISK_MESSAGES } from '@portal/domain/risk/risk-messages';
import { isoRequired } from '@portal/domain/common/iso';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import { calendarRange, DEFAULT_TIME_ZONE, windowInstants } from '../../lib/calendar-dates';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { runDetectors, type DetectorResult } from './fraud-detectors';
import {
  findingKey,
  findOpenSignalsInScope,
  findSignal,
  findSignalHistory,
  insertSignalHistory,
  listSignals,
  lockSignal,
  setSignalStatus,
  upsertSignal,
  type DetectorScope,
  type SignalRow,
} from './fraud-signals.repository';

/** What one run of the detectors changed. */
export interface DetectionOutcome {
  raised: number;
  reopened: number;
  cleared: number;
  /** Findings per kind, whether new or already known. */
  found: Partial<Record<FraudSignalKind, number>>;
}

/** Stores one detector's findings and clears its open signals in the part it judged that it no longer finds. */
async function apply(trx: Db, result: DetectorResult, now: Date, outcome: DetectionOutcome): Promise<void> {
  const keys = new Set<string>();
  for (const finding of result.findings) {
    keys.add(findingKey(finding));
    const { id, change } = await upsertSignal(trx, finding, now);
    if (change) {
      await insertSignalHistory(trx, { signalId: id, action: change, note: null, userId: null, at: now });
      outcome[change === 'Raised' ? 'raised' : 'reopened'] += 1;
    }
  }
  outcome.found[result.kind] = (outcome.found[result.kind] ?? 0) + result.findings.length;
  if (result.judged === 'nothing') return;
  for (const open of await findOpenSignalsInScope(trx, result.kind, result.judged)) {
    if (keys.has(open.key)) continue;
    await setSignalStatus(trx, open.id, 'Cleared', now);
    await insertSignalHistory(trx, { signalId: open.id, action: 'Cleared', note: null, userId: null, at: now });
    outcome.cleared += 1;
  }
}

/**
 * Runs every detector over the scope (the whole TMS when empty) and stores what they found: new
 * signals raised, known ones refreshed, signals they no longer see cleared. The facts are read
 * first, outside the transaction that writes.
 */
export async function detectFraud(db: Db, scope: DetectorScope, now = new Date()): Promise<DetectionOutcome> {
  const results = await runDetectors(db, scope, now);
  const outcome: DetectionOutcome = { raised: 0, reopened: 0, cleared: 0, found: {} };
  const write = async (trx: Db) => {
    for (const result of results) await apply(trx, result, now, outcome);
  };
  // The seed runs the detectors inside its own transaction.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return outcome;
}

function asKind(value: string): FraudSignalKind {
  return (FRAUD_SIGNAL_KINDS as readonly string[]).includes(value) ? (value as FraudSignalKind) : 'Overbooked';
}

function asStatus(value: string): FraudSignalStatus {
  return (FRAUD_SIGNAL_STATUSES as readonly string[]).includes(value) ? (value as FraudSignalStatus) : 'Open';
}

function evidenceOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function signalOf(row: SignalRow): FraudSignal {
  return {
    id: row.id,
    kind: asKind(row.kind),
    status: asStatus(row.status),
    carrier: { id: row.carrier_id, name: row.carrier_name },
    shipment: row.shipment_id !== null && row.shipment_number !== null ? { id: row.shipment_id, shipmentNumber: row.shipment_number } : null,
    evidence: evidenceOf(row.evidence),
    summary: row.summary,
    raisedAt: isoRequired(row.raised_at),
    seenAt: isoRequired(row.seen_at),
  };
}

/** The Risk page's list: filtered, newest first. Dates are the brokerage's calendar days. */
export async function fraudSignalList(db: Db, query: FraudSignalListQuery): Promise<FraudSignalList> {
  const window = calendarRange(query.from, query.to, DEFAULT_TIME_ZONE, { start: 'from', end: 'to' });
  const range = window ? windowInstants(window, DEFAULT_TIME_ZONE) : {};
  const { rows, totalCount } = await listSignals(db, query, { from: range.start, to: range.endExclusive });
  return { totalCount, data: rows.map(signalOf) };
}

async function detail(db: Db, id: number): Promise<FraudSignalDetail> {
  const row = await findSignal(db, id);
  if (!row) throw notFound('Signal');
  const history = await findSignalHistory(db, id);
  return {
    ...signalOf(row),
    history: history.map(
      (h): FraudSignalHistoryEntry => ({
        id: h.id,
        action: h.action as FraudSignalHistoryEntry['action'],
        note: h.note,
        userName: h.user_name,
        at: isoRequired(h.created_at),
      }),
    ),
  };
}

export function fraudSignalDetail(db: Db, id: number): Promise<FraudSignalDetail> {
  return detail(db, id);
}

/**
 * A staff member acknowledges an open signal with what they checked: the signal leaves the open
 * list, its history and the audit log keep who, when and the note. A signal acknowledged or
 * cleared already is a 409: its history says who handled it.
 */
export async function acknowledgeFraudSignal(db: Db, caller: Caller, id: number, body: AcknowledgeFraudSignalBody, context: AuditContext, now = new Date()): Promise<FraudSignalDetail> {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    const signal = await lockSignal(trx, id);
    if (!signal) throw notFound('Signal');
    if (signal.status !== 'Open') throw conflict(RISK_MESSAGES.signalNotOpen({ status: signal.status }));
    await setSignalStatus(trx, id, 'Acknowledged', now);
    await insertSignalHistory(trx, { signalId: id, action: 'Acknowledged', note: body.note, userId: caller.userId, at: now });
    await recordAudit(trx, {
      action: 'fraud_signal.acknowledged',
      actor: actorOf(caller),
      target: { type: 'fraud_signal', id },
      context,
      details: { kind: signal.kind, carrierId: signal.carrier_id, shipmentId: signal.shipment_id, note: body.note },
    });
  });
  return detail(db, id);
}
