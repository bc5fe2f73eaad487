import { describe, expect, it } from 'vitest';
import { complianceReasons, daysUntil, DEFAULT_MINIMUMS, dueExpiryAlerts, expiryAlertKey, type ComplianceSubject, type InsuranceLine } from './compliance-rules';
import { COMPLIANCE_MESSAGES } from './compliance-messages';

const NOW = new Date('2026-06-15T12:00:00Z');
const auto = (over: Partial<InsuranceLine> = {}): InsuranceLine => ({ id: 1, coverage: 'AutoLiability', amountCents: 100_000_000, effectiveOn: '2026-01-01', expiresOn: '2027-01-01', ...over });
const cargo = (over: Partial<InsuranceLine> = {}): InsuranceLine => ({ id: 2, coverage: 'Cargo', amountCents: 25_000_000, effectiveOn: '2026-01-01', expiresOn: '2027-01-01', ...over });
const subject = (over: Partial<NonNullable<ComplianceSubject['record']>> = {}, doNotUse = false): ComplianceSubject => ({
  carrierName: 'Test Carrier',
  doNotUse,
  record: { authorityStatus: 'Active', outOfService: false, insurance: [auto(), cargo()], ...over },
});
const texts = (s: ComplianceSubject, minimums = DEFAULT_MINIMUMS, now = NOW) => complianceReasons(s, minimums, now).map((r) => r.text);

describe('complianceReasons', () => {
  it('finds nothing wrong with active authority and insurance at the minimums', () => {
    expect(texts(subject())).toEqual([]);
  });

  it('refuses an authority that is not Active, whatever it is', () => {
    for (const status of ['Inactive', 'Pending', 'Revoked'] as const) {
      expect(texts(subject({ authorityStatus: status }))).toEqual([`Operating authority is ${status} at FMCSA: it must be Active to haul loads`]);
    }
  });

  it('refuses an out-of-service order and Do Not Use', () => {
    expect(texts(subject({ outOfService: true }, true))).toEqual(['Test Carrier is marked Do Not Use', COMPLIANCE_MESSAGES.outOfService.text]);
  });

  it('judges a carrier never checked on Do Not Use alone', () => {
    expect(texts({ carrierName: 'New', doNotUse: false, record: null })).toEqual([]);
    expect(texts({ carrierName: 'New', doNotUse: true, record: null })).toEqual(['New is marked Do Not Use']);
  });

  it('names an expired required coverage with its date, and a missing one with the minimum', () => {
    expect(texts(subject({ insurance: [auto({ expiresOn: '2026-06-14' })] }))).toEqual([
      'Auto liability insurance expired on 2026-06-14: upload the renewed certificate',
      'No Cargo insurance is on file: upload a certificate of at least $100,000',
    ]);
  });

  it('keeps a policy in force through its last day', () => {
    expect(texts(subject({ insurance: [auto({ expiresOn: '2026-06-15' }), cargo()] }))).toEqual([]);
    expect(texts(subject({ insurance: [auto({ effectiveOn: '2026-06-16' }), cargo()] }))).toEqual(['No Auto liability insurance is on file: upload a certificate of at least $1,000,000']);
  });

  it('refuses insurance under the brokerage minimums, and follows minimums that change', () => {
    expect(texts(subject({ insurance: [auto({ amountCents: 75_000_000 }), cargo()] }))).toEqual([
      'Auto liability insurance of $750,000 is under the required $1,000,000: upload a certificate of at least $1,000,000',
    ]);
    expect(texts(subject(), { autoLiabilityCents: 100_000_000, cargoCents: 50_000_000 })).toEqual([
      'Cargo insurance of $250,000 is under the required $500,000: upload a certificate of at least $500,000',
    ]);
  });

  it('stands on the certificate that meets the minimum when another does not', () => {
    expect(texts(subject({ insurance: [auto({ id: 5, amountCents: 10_000 }), auto({ id: 6 }), cargo()] }))).toEqual([]);
  });

  it('does not require general liability', () => {
    expect(texts(subject({ insurance: [auto(), cargo(), { ...cargo(), id: 9, coverage: 'General', expiresOn: '2020-01-01' }] }))).toEqual([]);
  });
});

describe('dueExpiryAlerts', () => {
  const lines = (expiresOn: string) => [auto({ expiresOn }), cargo()];
  const at = (day: string) => new Date(`${day}T09:00:00Z`);

  it('alerts at 30, 14 and 7 days, each once', () => {
    const sent = new Set<string>();
    const run = (day: string) => {
      const due = dueExpiryAlerts(lines('2026-08-01'), DEFAULT_MINIMUMS, at(day), sent);
      for (const alert of due) sent.add(expiryAlertKey(alert.certificateId, alert.thresholdDays));
      return due.map((a) => a.thresholdDays);
    };
    expect(run('2026-07-01')).toEqual([]);
    expect(run('2026-07-02')).toEqual([30]);
    expect(run('2026-07-02')).toEqual([]);
    expect(run('2026-07-10')).toEqual([]);
    expect(run('2026-07-18')).toEqual([14]);
    expect(run('2026-07-25')).toEqual([7]);
    expect(run('2026-07-31')).toEqual([]);
  });

  it('sends only the tightest threshold reached for a certificate first seen late', () => {
    expect(dueExpiryAlerts(lines('2026-06-25'), DEFAULT_MINIMUMS, NOW, new Set()).map((a) => [a.coverage, a.thresholdDays, a.daysLeft])).toEqual([['AutoLiability', 14, 10]]);
  });

  it('says nothing of an expiring certificate once a renewal stands for the coverage', () => {
    expect(dueExpiryAlerts([auto({ expiresOn: '2026-06-20' }), auto({ id: 3, expiresOn: '2027-06-20' }), cargo()], DEFAULT_MINIMUMS, NOW, new Set())).toEqual([]);
  });

  it('counts days by calendar day', () => {
    expect(daysUntil('2026-06-16', new Date('2026-06-15T23:59:00Z'))).toBe(1);
    expect(daysUntil('2026-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(0);
  });
});
