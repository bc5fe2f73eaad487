import { COMPLIANCE_MESSAGES } from '@portal/domain/compliance/compliance-messages';
import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mailer';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { recordView } from './compliance-record';
import { findCarrierCompany, findCarriersDue, findCarriersWithInsurance, recordCheckError, replaceFilings, saveRecord } from './compliance.repository';
import { sendExpiryAlerts } from './compliance.service';
import { carrierAuthority, type FmcsaCarrier, type FmcsaSource } from './fmcsa-source';

export const COMPLIANCE_RECHECK_JOB = 'compliance.recheck';
export const COMPLIANCE_ALERTS_JOB = 'compliance.expiry-alerts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Carriers hauling a load (Booked to At Stop) are checked this often; the rest once a day. */
export const ACTIVE_CHECK_EVERY_MS = 15 * MINUTE_MS;

/** The record a lookup's answer makes: the authority of the carrier's own docket, filings as insurance lines. */
async function applyAnswer(db: Db, carrierId: number, carrier: FmcsaCarrier, mcNumber: string | null, now: Date): Promise<void> {
  const own = mcNumber ? carrier.dockets.find((d) => d.docketNumber.replace(/^MC-?/i, '') === mcNumber && d.authorityType !== 'Broker') : undefined;
  const authority = own ?? carrierAuthority(carrier);
  await db.transaction().execute(async (trx) => {
    await saveRecord(trx, {
      usdot: carrier.dotNumber,
      carrier_id: carrierId,
      mc_number: authority ? authority.docketNumber.replace(/^MC-?/i, '') : mcNumber,
      legal_name: carrier.legalName,
      dba_name: carrier.dbaName,
      // No operating authority on file is no authority to haul.
      authority_status: authority?.status ?? 'Inactive',
      authority_granted_on: authority?.grantedOn ?? null,
      authority_status_on: authority?.statusOn ?? null,
      safety_rating: carrier.safetyRating,
      out_of_service: carrier.outOfService,
      last_checked_at: now,
      check_error: null,
      updated_at: now,
    });
    await replaceFilings(
      trx,
      carrierId,
      carrier.insurance.map((f) => ({
        coverage: f.coverage,
        insurer: f.insurer,
        policy_number: f.policyNumber,
        amount_cents: f.amountThousands * 100_000,
        effective_on: f.effectiveOn,
        // A cancellation on file ends the policy before its own term does.
        expires_on: f.cancellationOn && f.cancellationOn < f.expiresOn ? f.cancellationOn : f.expiresOn,
      })),
    );
  });
}

/** Looks one carrier up and stores what the source says; a source that fails leaves the record as it was, with the error. */
export async function checkCarrier(db: Db, source: FmcsaSource, carrier: { id: number; dot_number: string | null; mc_number?: string | null }, now: Date): Promise<'checked' | 'unknown' | 'failed'> {
  if (!carrier.dot_number) return 'unknown';
  try {
    const answer = await source.lookup(carrier.dot_number, now);
    if (!answer) {
      await recordCheckError(db, carrier.id, `FMCSA knows no carrier with USDOT ${carrier.dot_number}`, now);
      return 'unknown';
    }
    await applyAnswer(db, carrier.id, answer, carrier.mc_number ?? null, now);
    return 'checked';
  } catch (error) {
    await recordCheckError(db, carrier.id, (error instanceof Error ? error.message : String(error)).slice(0, 500), now);
    return 'failed';
  }
}

/** One scheduled pass: every carrier due a check is looked up (hauling ones every 15 minutes, the rest daily). */
export async function runComplianceRecheck(db: Db, source: FmcsaSource, now: Date): Promise<{ checked: number; failed: number }> {
  const due = await findCarriersDue(db, now, ACTIVE_CHECK_EVERY_MS, DAY_MS);
  let checked = 0;
  let failed = 0;
  for (const carrier of due) {
    const company = await findCarrierCompany(db, carrier.id);
    const outcome = await checkCarrier(db, source, { id: carrier.id, dot_number: carrier.dot_number, mc_number: company?.mc_number ?? null }, now);
    if (outcome === 'checked') checked += 1;
    else failed += 1;
  }
  return { checked, failed };
}

/** The brokerage checks one carrier now. */
export async function checkCarrierNow(db: Db, source: FmcsaSource | undefined, caller: Caller, carrierId: number, now = new Date()) {
  if (!caller.isBrokerage) throw notFound('Carrier');
  const company = await findCarrierCompany(db, carrierId);
  if (!company) throw notFound('Carrier');
  if (!source) throw new HttpProblem(503, 'Service Unavailable', COMPLIANCE_MESSAGES.noProvider);
  if (!company.dot_number) throw badRequest(COMPLIANCE_MESSAGES.noUsdot({ carrierName: company.name }));
  const outcome = await checkCarrier(db, source, company, now);
  if (outcome === 'failed') {
    const view = await recordView(db, company, now);
    throw new HttpProblem(502, 'Bad Gateway', COMPLIANCE_MESSAGES.checkFailed({ reason: view.checkError ?? 'no answer' }));
  }
  return { data: await recordView(db, company, now) };
}

/** Queues the next pass; one job per 15-minute slot, whichever process queues it. */
export function scheduleComplianceRecheck(db: Db, runAt: Date): Promise<void> {
  const slot = new Date(Math.floor(runAt.getTime() / ACTIVE_CHECK_EVERY_MS) * ACTIVE_CHECK_EVERY_MS);
  return enqueueJob(db, { kind: COMPLIANCE_RECHECK_JOB, payload: {}, runAt, dedupeKey: `${COMPLIANCE_RECHECK_JOB}:${slot.toISOString()}` });
}

/** Queues the day's expiry alerts; one job a day. */
export function scheduleExpiryAlerts(db: Db, runAt: Date): Promise<void> {
  return enqueueJob(db, { kind: COMPLIANCE_ALERTS_JOB, payload: {}, runAt, dedupeKey: `${COMPLIANCE_ALERTS_JOB}:${runAt.toISOString().slice(0, 10)}` });
}

/** The day's pass over every carrier's insurance: the expiry alerts due today. */
export async function runExpiryAlerts(db: Db, mailer: Pick<Mailer, 'send'>, now: Date): Promise<number> {
  return sendExpiryAlerts(db, mailer, now, await findCarriersWithInsurance(db));
}

export interface ComplianceJobDeps {
  /** The source checks read, or undefined when none is configured (records change by upload only). */
  sourceFor: (db: Db) => FmcsaSource | undefined;
  mailerFor: (db: Db) => Pick<Mailer, 'send'>;
}

/** The two recurring jobs: each runs, then queues its next run (15 minutes on; the next day just after midnight UTC). */
export function complianceJobHandlers(deps: ComplianceJobDeps): Record<string, JobHandler> {
  return {
    [COMPLIANCE_RECHECK_JOB]: async (db, _payload, now) => {
      const source = deps.sourceFor(db);
      if (source) await runComplianceRecheck(db, source, now);
      await scheduleComplianceRecheck(db, new Date(now.getTime() + ACTIVE_CHECK_EVERY_MS));
    },
    [COMPLIANCE_ALERTS_JOB]: async (db, _payload, now) => {
      await runExpiryAlerts(db, deps.mailerFor(db), now);
      const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
      await scheduleExpiryAlerts(db, new Date(today + DAY_MS + 10 * MINUTE_MS));
    },
  };
}
