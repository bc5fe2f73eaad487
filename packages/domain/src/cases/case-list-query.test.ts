import { describe, expect, it } from 'vitest';
import { CASE_PRIORITIES, CASE_SOURCES, CASE_TYPES, CaseStatus, CaseStatusGroup } from './case-status';
import { formatCaseSort, parseCaseSort, parseCaseStatusFilter, parseCoded } from './case-list-query';

describe('parseCaseSort', () => {
  it.each([
    ['createdAt desc', { field: 'createdAt', direction: 'desc' }],
    ['caseNumber asc', { field: 'caseNumber', direction: 'asc' }],
    ['caseNumber', { field: 'caseNumber', direction: 'asc' }],
    ['amount:DESC', { field: 'amount', direction: 'desc' }],
    ['-followUpAt', { field: 'followUpAt', direction: 'desc' }],
    ['  CREATEDAT   descending ', { field: 'createdAt', direction: 'desc' }],
  ])('reads %j', (text, sort) => {
    expect(parseCaseSort(text)).toEqual(sort);
  });

  it.each(['', 'password asc', 'createdAt sideways', 'createdAt desc; drop table cases', '-createdAt desc', 'created_at desc'])('refuses %j', (text) => {
    expect(parseCaseSort(text)).toBeNull();
  });

  it('formats back', () => {
    expect(formatCaseSort({ field: 'createdAt', direction: 'desc' })).toBe('createdAt desc');
  });
});

describe('parseCoded', () => {
  it('reads codes and names', () => {
    expect(parseCoded(CASE_TYPES, 'TONU')).toBe(3);
    expect(parseCoded(CASE_TYPES, 'detention')).toBe(0);
    expect(parseCoded(CASE_TYPES, '4')).toBe(4);
    expect(parseCoded(CASE_TYPES, 4)).toBe(4);
    expect(parseCoded(CASE_SOURCES, 'CarrierPortal')).toBe(0);
    expect(parseCoded(CASE_SOURCES, 'Carrier Portal')).toBe(0);
    expect(parseCoded(CASE_PRIORITIES, 'Urgent')).toBe(3);
  });

  it('gives undefined for unknown values', () => {
    expect(parseCoded(CASE_TYPES, 'Teleport')).toBeUndefined();
    expect(parseCoded(CASE_TYPES, '42')).toBeUndefined();
    expect(parseCoded(CASE_TYPES, '1.5')).toBeUndefined();
  });
});

describe('parseCaseStatusFilter', () => {
  it('reads group names with or without spaces', () => {
    expect(parseCaseStatusFilter(['New', 'In Progress', 'OnHold', 'resolved'])).toEqual({
      groups: [CaseStatusGroup.New, CaseStatusGroup.InProgress, CaseStatusGroup.OnHold, CaseStatusGroup.Resolved],
      codes: [],
      invalid: [],
    });
  });

  it('reads detailed codes as numbers or full names', () => {
    expect(parseCaseStatusFilter(['3', 'On Hold - Carrier Documents Pending', 'Voided', 'FollowUpSentToCustomer'])).toEqual({
      groups: [],
      codes: [CaseStatus.OnHoldBrokerUpdatePending, CaseStatus.OnHoldCarrierDocumentsPending, CaseStatus.Voided, CaseStatus.FollowUpSentToCustomer],
      invalid: [],
    });
  });

  it('reads 0 as the detailed New status, the name New as the group', () => {
    expect(parseCaseStatusFilter(['0', 'New'])).toEqual({ groups: [CaseStatusGroup.New], codes: [CaseStatus.New], invalid: [] });
  });

  it('lists what it cannot read', () => {
    expect(parseCaseStatusFilter(['Lost', '99'])).toEqual({ groups: [], codes: [], invalid: ['Lost', '99'] });
  });
});
