import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import type { ListView } from '../../../components/list-layout/side-panel';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]),
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
  const [search, setSearch] = useState(state.query);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => setSearch(state.query), [state.query]);
  useEffect(() => {
    if (debounced.trim() !== state.query) list.update({ query: debounced.trim() });
    // Only a new debounced text should write the URL.
  }, [debounced]);

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
          <TextField select label="Sort by" value={list.draft.sort} onChange={(e) => list.setDraft({ sort: e.target.value })} size="small" fullWidth>
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
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search shipment, reference, city"
          size="small"
          aria-label="Search tenders"
          sx={{ width: { xs: '100%', sm: 400 }, flex: { xs: 1, sm: 'none' } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
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
