import { describe, expect, it } from 'vitest';
import { CARRIER_CASE_RESOLUTION_TYPES, CASE_STATUSES, CarrierCaseResolutionType as R, CaseStatus as S, CaseStatusGroup as G } from './case-status';
import { CASE_STATUS_COUNT_KEYS, CASE_STATUSES_BY_GROUP, caseGroupFilter, collapseCaseStatus } from './case-status-group';

describe('collapseCaseStatus', () => {
  it.each([
    [S.New, G.New],
    [S.InitialRequestSentToCustomer, G.InProgress],
    [S.FollowUpSentToCustomer, G.InProgress],
    [S.OnHoldBrokerUpdatePending, G.OnHold],
    [S.OnHoldCarrierDocumentsPending, G.OnHold],
    [S.OnHoldCarrierTrackingInfoPending, G.OnHold],
    [S.Resolved, G.Resolved],
    [S.Voided, G.Resolved],
  ])('status %i without resolution is %s', (status, group) => {
    expect(collapseCaseStatus({ status, carrierCaseResolutionType: R.None })).toBe(group);
    expect(collapseCaseStatus({ status, carrierCaseResolutionType: null })).toBe(group);
    expect(collapseCaseStatus({ status })).toBe(group);
  });

  it('is Resolved when the carrier resolution is Paid or Declined, whatever the status', () => {
    for (const { code } of CASE_STATUSES) {
      expect(collapseCaseStatus({ status: code, carrierCaseResolutionType: R.Paid })).toBe(G.Resolved);
      expect(collapseCaseStatus({ status: code, carrierCaseResolutionType: R.Declined })).toBe(G.Resolved);
    }
  });

  it('puts unknown statuses in New', () => {
    expect(collapseCaseStatus({ status: 99 })).toBe(G.New);
  });
});

describe('CASE_STATUSES_BY_GROUP', () => {
  it('puts every detailed status in exactly one group', () => {
    const listed = Object.values(CASE_STATUSES_BY_GROUP).flat().sort();
    expect(listed).toEqual(CASE_STATUSES.map((s) => s.code).sort());
  });

  it('names the count keys', () => {
    expect(Object.values(CASE_STATUS_COUNT_KEYS)).toEqual(['new', 'inProgress', 'onHold', 'resolved']);
  });
});

describe('caseGroupFilter', () => {
  /** The SQL the filter describes, evaluated in memory. */
  const matches = (group: G, status: number, resolution: number | null) => {
    const f = caseGroupFilter(group);
    const inOr = resolution !== null && (f.orResolutionTypes as number[]).includes(resolution);
    const inNot = resolution !== null && (f.notResolutionTypes as number[]).includes(resolution);
    return ((f.statuses as number[]).includes(status) || inOr) && !inNot;
  };

  it('selects exactly the cases collapseCaseStatus puts in the group', () => {
    for (const { code: status } of CASE_STATUSES) {
      for (const resolution of [null, ...CARRIER_CASE_RESOLUTION_TYPES.map((r) => r.code)]) {
        for (const group of Object.values(G)) {
          expect(matches(group, status, resolution)).toBe(collapseCaseStatus({ status, carrierCaseResolutionType: resolution }) === group);
        }
      }
    }
  });
});
