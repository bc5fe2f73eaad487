import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import { NO_MATCHING_RESULTS } from '@portal/domain/common/messages';
import { useMemo } from 'react';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import type { ListView } from '../../../components/list-layout/side-panel';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { useCases } from '../api/get-cases';
import { useCaseStatusCounts } from '../api/get-case-status-counts';
import { activeCaseFilterCount, caseListSchema, caseSearchParams, CASE_LIST_DEFAULTS, CASE_VIEWS, dateRangeProblem, type CaseViewKey } from '../lib/case-list-state';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { CaseFilters } from './case-filters';
import type { RenderCaseUpload } from './case-panels';
import { CaseListHeader, CaseListItem } from './case-list-item';
import { CaseSearchBox } from './case-search-box';
import { NewCaseButton } from './new-case-button';
import { useTranslation } from '../../../i18n/use-translation';

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

/** /cases: the accessorial requests, claims and disputes, by status, with filters in the URL. */
export function CasesListPage({ renderUpload }: { renderUpload: RenderCaseUpload }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const list = useListQueryState(caseListSchema, CASE_LIST_DEFAULTS);
  const { state, draft } = list;
  const params = useMemo(() => caseSearchParams(state), [state]);
  const cases = useCases(params);
  const counts = useCaseStatusCounts();

  const views: ListView[] = CASE_VIEWS.map((view) => ({
    key: view.key,
    label: t(view.label),
    count: view.countKey
      ? (counts.data?.[view.countKey] ?? null)
      : counts.data
        ? counts.data.new + counts.data.inProgress + counts.data.onHold + counts.data.resolved
        : null,
  }));

  const draftInvalid = !!(dateRangeProblem(draft.incidentFrom, draft.incidentTo) || dateRangeProblem(draft.followUpFrom, draft.followUpTo));
  const viewLabel = CASE_VIEWS.find((view) => view.key === state.view)?.label ?? 'All';

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as CaseViewKey })}
      filters={<CaseFilters draft={draft} onChange={list.setDraft} />}
      onApply={() => list.apply()}
      onReset={list.reset}
      applyDisabled={!list.isDirty || draftInvalid}
      activeFilterCount={activeCaseFilterCount(state)}
      toolbar={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
          <CaseSearchBox value={state.search} onSearch={(search) => list.update({ search })} />
          {!narrow && <Box sx={{ flex: 1 }} />}
          <NewCaseButton compact={narrow} renderUpload={renderUpload} />
        </Box>
      }
    >
      {!narrow && cases.data && cases.data.data.length > 0 && <CaseListHeader />}
      {cases.isPending && !cases.data ? (
        <CaseListSkeleton compact={narrow} />
      ) : (
        <PagedList<PortalCase>
          label={t('{{view}} cases', { view: t(viewLabel) })}
          items={cases.data?.data}
          totalCount={cases.data?.totalCount ?? 0}
          page={state.page}
          onPageChange={(page) => list.update({ page })}
          loading={cases.isFetching}
          error={cases.error}
          onRetry={() => void cases.refetch()}
          emptyText={state.search || activeCaseFilterCount(state) > 0 ? t(NO_MATCHING_RESULTS) : viewLabel === 'All' ? t('No cases') : t('No {{view}} cases', { view: t(viewLabel) })}
          getKey={(item) => item.id}
          renderItem={(item) => <CaseListItem item={item} compact={narrow} />}
        />
      )}
    </ListLayout>
  );
}

function CaseListSkeleton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('Loading cases')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={compact ? 128 : 58} />
      ))}
    </Stack>
  );
}
