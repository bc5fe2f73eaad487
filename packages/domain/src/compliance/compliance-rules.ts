import { COMPLIANCE_MESSAGES } from './compliance-messages';
import type { CodedMessage } from '../common/message-codes';

/** The statuses FMCSA gives an operating authority (a docket). */
export const AUTHORITY_STATUSES = ['Active', 'Inactive', 'Pending', 'Revoked'] as const;
export type AuthorityStatus = (typeof AUTHORITY_STATUSES)[number];

/** The insurance a certificate covers. Auto liability and cargo are required to haul; general liability is kept on file. */
export const COVERAGES = ['AutoLiability', 'Cargo', 'General'] as const;
export type Coverage = (typeof COVERAGES)[number];
export const REQUIRED_COVERAGES: readonly Coverage[] = ['AutoLiability', 'Cargo'];

export const COVERAGE_NAMES: Record<Coverage, string> = { AutoLiability: 'Auto liability', Cargo: 'Cargo', General: 'General liability' };

/** Days before an expiry when the carrier's admins and the brokerage are told, largest first. */
export const EXPIRY_ALERT_DAYS = [30, 14, 7] as const;

/** What the brokerage asks of a carrier's insurance, in cents. */
export interface ComplianceMinimums {
  autoLiabilityCents: number;
  cargoCents: number;
}

/** The brokerage's minimums until its admins change them: $1,000,000 auto liability, $100,000 cargo. */
export const DEFAULT_MINIMUMS: ComplianceMinimums = { autoLiabilityCents: 100_000_000, cargoCents: 10_000_000 };

export interface InsuranceLine {
  id: number;
  coverage: Coverage;
  amountCents: number;
  /** Dates as YYYY-MM-DD: the policy covers from the start of effectiveOn to the end of expiresOn. */
  effectiveOn: string;
  expiresOn: string;
}

/** What the rule reads of a carrier: its record (null when never checked) and its Do Not Use mark. */
export interface ComplianceSubject {
  carrierName: string;
  doNotUse: boolean;
  record: {
    authorityStatus: AuthorityStatus;
    outOfService: boolean;
    insurance: readonly InsuranceLine[];
  } | null;
}

const DAY_MS = 86_400_000;

/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `now`'s day to `date` (negative once past). */
export function daysUntil(date: string, now: Date): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${dayOf(now)}T00:00:00Z`)) / DAY_MS);
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

export function minimumOf(coverage: Coverage, minimums: ComplianceMinimums): number {
  if (coverage === 'AutoLiability') return minimums.autoLiabilityCents;
  if (coverage === 'Cargo') return minimums.cargoCents;
  return 0;
}

/** In force on `now`'s day: started and not yet past its last day. */
export function inForce(line: InsuranceLine, now: Date): boolean {
  const today = dayOf(now);
  return line.effectiveOn <= today && line.expiresOn >= today;
}

/**
 * The certificate that stands for a coverage: of those in force, the one meeting the minimum that
 * lasts longest, else the largest; undefined when none is in force.
 */
export function standingLine(lines: readonly InsuranceLine[], coverage: Coverage, minimumCents: number, now: Date): InsuranceLine | undefined {
  const current = lines.filter((l) => l.coverage === coverage && inForce(l, now));
  const enough = current.filter((l) => l.amountCents >= minimumCents).sort((a, b) => b.expiresOn.localeCompare(a.expiresOn));
  if (enough.length > 0) return enough[0];
  return [...current].sort((a, b) => b.amountCents - a.amountCents)[0];
}

/**
 * Why a carrier may not be tendered or booked now, in the order a carrier fixes them; empty when it
 * may. A carrier never checked (no record yet) is judged on its Do Not Use mark alone: its record
 * comes with its first check.
 */
export function complianceReasons(subject: ComplianceSubject, minimums: ComplianceMinimums, now: Date): CodedMessage[] {
  const reasons: CodedMessage[] = [];
  if (subject.doNotUse) reasons.push(COMPLIANCE_MESSAGES.doNotUse({ carrierName: subject.carrierName }));
  const record = subject.record;
  if (!record) return reasons;
  if (record.authorityStatus !== 'Active') reasons.push(COMPLIANCE_MESSAGES.authorityNotActive({ status: record.authorityStatus }));
  if (record.outOfService) reasons.push(COMPLIANCE_MESSAGES.outOfService);
  for (const coverage of REQUIRED_COVERAGES) {
    const minimumCents = minimumOf(coverage, minimums);
    const name = COVERAGE_NAMES[coverage];
    const minimum = formatUsd(minimumCents);
    const standing = standingLine(record.insurance, coverage, minimumCents, now);
    if (standing) {
      if (standing.amountCents < minimumCents) reasons.push(COMPLIANCE_MESSAGES.coverageUnderMinimum({ coverage: name, amount: formatUsd(standing.amountCents), minimum }));
      continue;
    }
    const lapsed = record.insurance.filter((l) => l.coverage === coverage && l.expiresOn < dayOf(now)).sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];
    if (lapsed) reasons.push(COMPLIANCE_MESSAGES.coverageExpired({ coverage: name, expiredOn: lapsed.expiresOn }));
    else reasons.push(COMPLIANCE_MESSAGES.coverageMissing({ coverage: name, minimum }));
  }
  return reasons;
}

/** An expiry alert due: the certificate standing for its coverage is within `thresholdDays` of its last day. */
export interface DueExpiryAlert {
  certificateId: number;
  coverage: Coverage;
  thresholdDays: number;
  expiresOn: string;
  daysLeft: number;
}

/**
 * The expiry alerts due now: for each coverage, the certificate standing for it, when it has 30, 14
 * or 7 days left or fewer; only the tightest threshold reached is due (a certificate first seen 10
 * days before its expiry gets the 14-day alert, not three at once), and one already sent is not.
 * A coverage renewed by a later certificate stands on that one, so the old one's expiry says nothing.
 */
export function dueExpiryAlerts(lines: readonly InsuranceLine[], minimums: ComplianceMinimums, now: Date, alreadySent: ReadonlySet<string>): DueExpiryAlert[] {
  const due: DueExpiryAlert[] = [];
  for (const coverage of COVERAGES) {
    const standing = standingLine(lines, coverage, minimumOf(coverage, minimums), now);
    if (!standing) continue;
    const daysLeft = daysUntil(standing.expiresOn, now);
    const reached = EXPIRY_ALERT_DAYS.filter((days) => daysLeft <= days);
    if (reached.length === 0) continue;
    const thresholdDays = reached[reached.length - 1];
    if (alreadySent.has(expiryAlertKey(standing.id, thresholdDays))) continue;
    due.push({ certificateId: standing.id, coverage, thresholdDays, expiresOn: standing.expiresOn, daysLeft });
  }
  return due;
}

export function expiryAlertKey(certificateId: number, thresholdDays: number): string {
  return `${certificateId}:${thresholdDays}`;
}
