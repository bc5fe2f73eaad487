import { describe, expect, it } from 'vitest';
import {
  CARRIER_CASE_RESOLUTION_TYPES,
  CarrierCaseResolutionType,
  CASE_PRIORITIES,
  CASE_SOURCES,
  CASE_STATUSES,
  CASE_TYPES,
  CasePriority,
  CaseSource,
  CaseStatus,
  CaseStatusGroup,
  CaseType,
} from './case-status';

describe('case enumerations', () => {
  it.each([
    ['CaseStatus', CASE_STATUSES, CaseStatus],
    ['CarrierCaseResolutionType', CARRIER_CASE_RESOLUTION_TYPES, CarrierCaseResolutionType],
    ['CaseType', CASE_TYPES, CaseType],
    ['CaseSource', CASE_SOURCES, CaseSource],
    ['CasePriority', CASE_PRIORITIES, CasePriority],
  ])('%s list matches its codes', (_, list, codes) => {
    expect(list.map((item) => item.code)).toEqual(Object.values(codes));
  });

  it('shows the four collapsed statuses', () => {
    expect(Object.values(CaseStatusGroup)).toEqual(['New', 'In Progress', 'On Hold', 'Resolved']);
  });
});
