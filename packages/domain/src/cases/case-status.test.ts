import { describe, expect, it } from 'vitest';
import { codeOf, displayName } from '../common/enum';
import { CARRIER_CASE_RESOLUTION_TYPES, CASE_PRIORITIES, CASE_SOURCES, CASE_STATUSES, CASE_TYPES, CaseStatus, CaseType } from './case-status';

describe('case enumerations', () => {
  it.each([
    ['CaseStatus', CASE_STATUSES],
    ['CarrierCaseResolutionType', CARRIER_CASE_RESOLUTION_TYPES],
    ['CaseType', CASE_TYPES],
    ['CaseSource', CASE_SOURCES],
    ['CasePriority', CASE_PRIORITIES],
  ])('%s gives every code and every name once', (_, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((item) => item.code)).size).toBe(list.length);
    expect(new Set(list.map((item) => item.name.toLowerCase())).size).toBe(list.length);
  });

  it('reads the names users see, and finds the code back from them', () => {
    expect(displayName(CASE_TYPES, CaseType.TruckOrderNotUsed)).toBe('TONU');
    expect(codeOf(CASE_STATUSES, 'On Hold - Carrier Documents Pending')).toBe(CaseStatus.OnHoldCarrierDocumentsPending);
    expect(codeOf(CASE_SOURCES, 'CarrierPortal')).toBe(0);
  });
});
