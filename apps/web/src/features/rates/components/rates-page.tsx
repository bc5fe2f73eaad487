import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRateRequests } from '../api/get-rate-requests';
import { useRateRequestStatusCounts } from '../api/get-rate-request-status-counts';
import { RateRequestCard } from './rate-request-card';

/** Sent is open, Offered is responded (spec section 4). */
const VIEWS = [
  { key: 'open', label: 'Open', status: RateRequestStatus.Sent, count: 'sent' },
  { key: 'responded', label: 'Responded', status: RateRequestStatus.Offered, count: 'offered' },
  { key: 'declined', label: 'Declined', status: RateRequestStatus.Declined, count: 'declined' },
] as const;

const schema = z.object({ view: z.enum(['open', 'responded', 'declined']), query: z.string(), page: z.coerce.number().int().min(1) });
const DEFAULTS: z.output<typeof schema> = { view: 'open', query: '', page: 1 };

/** /rates: open, responded and declined requests with counts, search, 50 a page. */
export function RatesPage() {
  const list = useListQueryState(schema, DEFAULTS);
  const { state } = list;
  const counts = useRateRequestStatusCounts();
  const [search, setSearch] = useState(state.query);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => setSearch(state.query), [state.query]);
  useEffect(() => {
    if (debounced.trim() !== state.query) list.update({ query: debounced.trim() });
    // Only a new debounced text writes the URL.
  }, [debounced]);

  const view = VIEWS.find((v) => v.key === state.view) ?? VIEWS[0];
  const requests = useRateRequests({ statuses: [view.status], query: state.query, page: state.page, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <ListLayout
      views={VIEWS.map((v) => ({ key: v.key, label: v.label, count: counts.data ? counts.data[v.count] : null }))}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as typeof state.view })}
      toolbar={
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search shipment, city"
          size="small"
          aria-label="Search rate requests"
          sx={{ width: { xs: '100%', sm: 400 }, flex: { xs: 1, sm: 'none' } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
      }
    >
      <PagedList
        label={`${view.label} rate requests`}
        items={requests.data?.data}
        totalCount={requests.data?.totalCount ?? 0}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyText={state.query ? 'No Matching Results' : `No ${view.label.toLowerCase()} rate requests`}
        getKey={(r) => r.id}
        renderItem={(r) => <RateRequestCard request={r} />}
      />
    </ListLayout>
  );
}
