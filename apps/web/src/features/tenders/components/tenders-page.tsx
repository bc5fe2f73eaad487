import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { TENDER_SORT_PROPERTIES } from '@portal/domain/tenders/tender-schemas';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { z } from 'zod';
import { UrlSearchBox } from '../../../components/freight/url-search-box';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import type { ListView } from '../../../components/list-layout/side-panel';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { useTenders, useTenderViewTotal, type TenderStatusFilter } from '../api/get-tenders';
import { TenderCard } from './tender-card';

/** The list's views: each a set of statuses; Sent (open) is the default (spec section 4). */
export const TENDER_VIEWS: readonly { key: string; label: string; statuses: readonly TenderStatusFilter[] }[] = [
  { key: 'sent', label: 'Sent', statuses: [TenderOfferStatus.Sent] },
  { key: 'accepted', label: 'Accepted', statuses: [TenderOfferStatus.Accepted] },
  { key: 'rejected', label: 'Rejected', statuses: [TenderOfferStatus.Rejected] },
  { key: 'expired', label: 'Expired', statuses: ['Expired'] },
  { key: 'rescinded', label: 'Rescinded', statuses: [TenderOfferStatus.Rescinded, TenderOfferStatus.BookingRescinded] },
];

const SORTS = [
  { value: 'default', label: 'Soonest deadline (open) / newest' },
  { value: 'pickupDate', label: 'Pickup date' },
  { value: 'rate', label: 'Rate' },
  { value: 'sentAt', label: 'Date sent' },
  { value: 'origin', label: 'Origin' },
  { value: 'destination', label: 'Destination' },
] as const;

const schema = z.object({
  view: z.enum(['sent', 'accepted', 'rejected', 'expired', 'rescinded']),
  query: z.string(),
  page: z.coerce.number().int().min(1),
  sort: z.enum(['default', ...TENDER_SORT_PROPERTIES]),
  direction: z.enum(['asc', 'desc']),
});
const DEFAULTS: z.output<typeof schema> = { view: 'sent', query: '', page: 1, sort: 'default', direction: 'asc' };

function useViewCounts(): ListView[] {
  const totals = [
    useTenderViewTotal(TENDER_VIEWS[0].statuses),
    useTenderViewTotal(TENDER_VIEWS[1].statuses),
    useTenderViewTotal(TENDER_VIEWS[2].statuses),
    useTenderViewTotal(TENDER_VIEWS[3].statuses),
    useTenderViewTotal(TENDER_VIEWS[4].statuses),
  ];
  return TENDER_VIEWS.map((view, i) => ({ key: view.key, label: view.label, count: totals[i].data ?? null }));
}

/** /tenders: views per status with counts, search, sort, 50 a page. */
export function TendersPage() {
  const list = useListQueryState(schema, DEFAULTS);
  const { state } = list;
  const views = useViewCounts();

  const view = TENDER_VIEWS.find((v) => v.key === state.view) ?? TENDER_VIEWS[0];
  const tenders = useTenders({
    statuses: view.statuses,
    query: state.query,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
    sortProperty: state.sort === 'default' ? undefined : state.sort,
    sortDirection: state.sort === 'default' ? undefined : state.direction,
  });

  const activeFilters = (state.sort !== DEFAULTS.sort ? 1 : 0) + (state.view !== DEFAULTS.view ? 1 : 0);

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as typeof state.view })}
      activeFilterCount={activeFilters}
      filters={
        <Stack spacing={2}>
          <TextField select label="Sort by" value={list.draft.sort} onChange={(e) => list.setDraft({ sort: e.target.value as typeof state.sort })} size="small" fullWidth>
            {SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Direction"
            value={list.draft.direction}
            onChange={(e) => list.setDraft({ direction: e.target.value as 'asc' | 'desc' })}
            size="small"
            fullWidth
            disabled={list.draft.sort === 'default'}
          >
            <MenuItem value="asc">Ascending</MenuItem>
            <MenuItem value="desc">Descending</MenuItem>
          </TextField>
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty}
      toolbar={
        <UrlSearchBox value={state.query} onSearch={(query) => list.update({ query })} placeholder="Search shipment, reference, city" aria-label="Search tenders" />
      }
    >
      <PagedList
        label={`${view.label} tenders`}
        items={tenders.data?.data}
        totalCount={tenders.data?.totalCount ?? 0}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={tenders.isFetching}
        error={tenders.error}
        onRetry={() => void tenders.refetch()}
        emptyText={state.query ? 'No Matching Results' : `No ${view.label.toLowerCase()} tenders`}
        getKey={(t) => t.id}
        renderItem={(t) => <TenderCard tender={t} />}
      />
    </ListLayout>
  );
}
