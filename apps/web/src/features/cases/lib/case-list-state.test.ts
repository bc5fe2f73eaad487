import { describe, expect, it } from 'vitest';
import { activeCaseFilterCount, caseListSchema, caseSearchParams, CASE_LIST_DEFAULTS, dateRangeProblem } from './case-list-state';
import { parseListQuery, writeListQuery } from '../../../components/list-layout/list-query-codec';

describe('case list state', () => {
  it('asks for the New group, newest first, 50 a page by default', () => {
    expect(caseSearchParams(CASE_LIST_DEFAULTS)).toMatchObject({ caseStatuses: ['New'], sort: 'createdAt desc', page: 1, pageSize: 50 });
  });

  it('sends no status for the All view and maps every filter', () => {
    const params = caseSearchParams({
      ...CASE_LIST_DEFAULTS,
      view: 'all',
      types: [0, 3],
      sources: [0],
      priorities: [2],
      incidentFrom: '2026-11-01',
      incidentTo: '2026-11-15',
      followUpTo: '2026-12-01',
      search: ' 4100211 ',
      activeOnly: true,
      page: 3,
    });
    expect(params).toMatchObject({
      caseStatuses: undefined,
      caseTypes: [0, 3],
      caseSources: [0],
      casePriority: [2],
      incidentFromDate: '2026-11-01',
      incidentToDate: '2026-11-15',
      followUpFromDate: undefined,
      followUpToDate: '2026-12-01',
      search: '4100211',
      activeOnly: true,
      page: 3,
    });
    expect(params.timeZone).toBeTypeOf('string');
  });

  it('round-trips through the URL and leaves defaults out', () => {
    const state = { ...CASE_LIST_DEFAULTS, view: 'on-hold' as const, types: [1, 2], activeOnly: true, incidentFrom: '2026-11-01' };
    const url = writeListQuery(caseListSchema, CASE_LIST_DEFAULTS, state, new URLSearchParams());
    expect(url.toString()).toBe('view=on-hold&types=1&types=2&incidentFrom=2026-11-01&activeOnly=true');
    expect(parseListQuery(caseListSchema, CASE_LIST_DEFAULTS, url)).toEqual(state);
    expect(writeListQuery(caseListSchema, CASE_LIST_DEFAULTS, CASE_LIST_DEFAULTS, new URLSearchParams()).toString()).toBe('');
  });

  it('ignores a bad value in the URL', () => {
    const state = parseListQuery(caseListSchema, CASE_LIST_DEFAULTS, new URLSearchParams('view=bogus&page=-2&incidentFrom=yesterday'));
    expect(state).toEqual(CASE_LIST_DEFAULTS);
  });

  it('counts active filters and refuses reversed ranges', () => {
    expect(activeCaseFilterCount({ ...CASE_LIST_DEFAULTS, types: [0], followUpFrom: '2026-11-01', search: 'x' })).toBe(2);
    expect(dateRangeProblem('2026-11-02', '2026-11-01')).toBe('The to date is before the from date');
    expect(dateRangeProblem('2026-11-01', '')).toBeNull();
  });
});
