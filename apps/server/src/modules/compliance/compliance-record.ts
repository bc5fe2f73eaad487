import { complianceReasons, COVERAGES, daysUntil, DEFAULT_MINIMUMS, minimumOf, standingLine, type AuthorityStatus, type ComplianceMinimums, type Coverage, type InsuranceLine } from '@portal/domain/compliance/compliance-rules';
import { COVERAGE_NAMES } from '@portal/domain/compliance/compliance-rules';
import { COMPLIANCE_MESSAGES } from '@portal/domain/compliance/compliance-messages';
import type { ComplianceListRow, ComplianceRecord } from '@portal/domain/compliance/compliance-schemas';
import type { CodedMessage } from '@portal/domain/common/message-codes';
import { iso } from '@portal/domain/common/iso';
import type { Db } from '../../db/db';
import { findAlertRows, findInsuranceRows, findMinimumsRow, findRecordRows, type InsuranceRow } from './compliance.repository';

/** A carrier company as the record reads it. */
export interface CarrierCompany {
  id: number;
  name: string;
  do_not_use: boolean;
  dot_number: string | null;
  mc_number: string | null;
}

type RecordRow = Awaited<ReturnType<typeof findRecordRows>>[number];
type AlertRow = Awaited<ReturnType<typeof findAlertRows>>[number];

export async function currentMinimums(db: Db): Promise<ComplianceMinimums & { updatedAt: Date | null }> {
  const row = await findMinimumsRow(db);
  if (!row) return { ...DEFAULT_MINIMUMS, updatedAt: null };
  return { autoLiabilityCents: Number(row.auto_liability_cents), cargoCents: Number(row.cargo_cents), updatedAt: row.updated_at };
}

export const minimumsView = (m: ComplianceMinimums & { updatedAt: Date | null }) => ({ autoLiability: m.autoLiabilityCents / 100, cargo: m.cargoCents / 100, updatedAt: iso(m.updatedAt) });

export function insuranceLine(row: InsuranceRow): InsuranceLine {
  return { id: row.id, coverage: row.coverage as Coverage, amountCents: Number(row.amount_cents), effectiveOn: row.effective_on, expiresOn: row.expires_on };
}

/** What stops a carrier from being tendered or booked, from its rows. */
export function reasonsOf(company: CarrierCompany, record: RecordRow | undefined, insurance: readonly InsuranceRow[], minimums: ComplianceMinimums, now: Date): CodedMessage[] {
  return complianceReasons(
    {
      carrierName: company.name,
      doNotUse: company.do_not_use,
      record: record ? { authorityStatus: record.authority_status as AuthorityStatus, outOfService: record.out_of_service, insurance: insurance.map(insuranceLine) } : null,
    },
    minimums,
    now,
  );
}

const reasonView = (reason: CodedMessage) => ({ text: reason.text, code: reason.code, params: { ...reason.params } });

/** The records of several carriers at once (their rows read in three queries). */
export async function loadRecords(db: Db, companies: readonly CarrierCompany[], now: Date) {
  const ids = companies.map((c) => c.id);
  const [records, insurance, minimums] = await Promise.all([findRecordRows(db, ids), findInsuranceRows(db, ids), currentMinimums(db)]);
  const recordOf = new Map(records.map((r) => [r.carrier_id, r]));
  const insuranceOf = (id: number) => insurance.filter((row) => row.carrier_id === id);
  return { minimums, rows: companies.map((company) => ({ company, record: recordOf.get(company.id), insurance: insuranceOf(company.id) })), now };
}

/** One carrier's whole record, as the carrier and the brokerage read it. */
export async function recordView(db: Db, company: CarrierCompany, now: Date): Promise<ComplianceRecord> {
  const { minimums, rows } = await loadRecords(db, [company], now);
  const { record, insurance } = rows[0];
  const alerts = await findAlertRows(db, [company.id]);
  const lines = insurance.map(insuranceLine);
  const standingIds = new Set(COVERAGES.map((c) => standingLine(lines, c, minimumOf(c, minimums), now)?.id).filter((id) => id !== undefined));
  return {
    carrierId: company.id,
    carrierName: company.name,
    usdot: record?.usdot ?? company.dot_number,
    mcNumber: record?.mc_number ?? company.mc_number,
    legalName: record?.legal_name ?? null,
    dbaName: record?.dba_name ?? null,
    authorityStatus: (record?.authority_status as AuthorityStatus | undefined) ?? null,
    authorityGrantedOn: record?.authority_granted_on ?? null,
    authorityStatusOn: record?.authority_status_on ?? null,
    safetyRating: record?.safety_rating ?? null,
    outOfService: record?.out_of_service ?? false,
    doNotUse: company.do_not_use,
    lastCheckedAt: iso(record?.last_checked_at ?? null),
    checkError: record?.check_error ?? null,
    reasons: reasonsOf(company, record, insurance, minimums, now).map(reasonView),
    certificates: insurance.map((row) => ({
      id: row.id,
      coverage: row.coverage as Coverage,
      insurer: row.insurer,
      policyNumber: row.policy_number,
      amount: Number(row.amount_cents) / 100,
      effectiveOn: row.effective_on,
      expiresOn: row.expires_on,
      source: row.source as 'Filing' | 'Certificate',
      documentId: row.document_id,
      daysLeft: daysUntil(row.expires_on, now),
      standing: standingIds.has(row.id),
    })),
    alerts: alerts.map((a) => alertView(company.name, a)),
    minimums: minimumsView(minimums),
  };
}

export function alertView(carrierName: string, a: AlertRow) {
  const coverage = a.coverage as Coverage;
  return {
    certificateId: a.insurance_id,
    coverage,
    thresholdDays: a.threshold_days,
    expiresOn: a.expires_on,
    sentAt: iso(a.sent_at)!,
    text: COMPLIANCE_MESSAGES.expiring({ coverage: COVERAGE_NAMES[coverage], carrierName, expiresOn: a.expires_on, days: a.threshold_days }).text,
  };
}

/** A row of the brokerage's list. */
export function listRow(row: Awaited<ReturnType<typeof loadRecords>>['rows'][number], minimums: ComplianceMinimums, now: Date): ComplianceListRow {
  const lines = row.insurance.map(insuranceLine);
  const standing = COVERAGES.map((c) => standingLine(lines, c, minimumOf(c, minimums), now)).filter((l) => l !== undefined);
  const next = standing.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))[0];
  return {
    carrierId: row.company.id,
    carrierName: row.company.name,
    usdot: row.record?.usdot ?? row.company.dot_number,
    mcNumber: row.record?.mc_number ?? row.company.mc_number,
    authorityStatus: (row.record?.authority_status as AuthorityStatus | undefined) ?? null,
    lastCheckedAt: iso(row.record?.last_checked_at ?? null),
    reasons: reasonsOf(row.company, row.record, row.insurance, minimums, now).map(reasonView),
    nextExpiryOn: next?.expiresOn ?? null,
    nextExpiryDays: next ? daysUntil(next.expiresOn, now) : null,
  };
}
