import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNT_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { DEFAULT_SHIPMENT_LIST_FILTER } from '@portal/domain/shipments/progress';
import { SHIPMENT_STATUSES, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { queryArray, queryBoolean } from '../../../components/list-layout/list-query-codec';
import { PagedList } from '../../../components/list-layout/paged-list';
import type { ListView } from '../../../components/list-layout/side-panel';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBookings } from '../api/get-bookings';
import { useFilterSets, type FilterSets } from '../api/get-filter-sets';
import type { ShipmentView } from '../api/types';
import { ShipmentRow } from './shipment-row';

const listSchema = z.object({
  view: z.enum(['booking', 'tracking']),
  query: z.string().max(100),
  statuses: queryArray(z.coerce.number().int()),
  needsUpdates: queryBoolean(),
  page: z.coerce.number().int().min(1),
});
type ListState = z.output<typeof listSchema>;

/** The list opens on the booking view: the default statuses of spec section 4 with needsUpdates on. */
const DEFAULTS: ListState = {
  view: 'booking',
  query: '',
  statuses: [...DEFAULT_SHIPMENT_LIST_FILTER.statuses],
  needsUpdates: DEFAULT_SHIPMENT_LIST_FILTER.needsUpdates,
  page: 1,
};

/** Statuses a carrier's booked freight can have, offered as filters. */
const FILTER_STATUSES = SHIPMENT_STATUSES.filter((s) => s.code >= ShipmentStatus.Booked);

const VIEW_LABELS: Record<ShipmentView, string> = { booking: 'Booking', tracking: 'Tracking' };

function viewFilter(view: ShipmentView, sets: FilterSets | undefined) {
  if (view === 'booking' || !sets) return { statuses: [...DEFAULT_SHIPMENT_LIST_FILTER.statuses], needsUpdates: DEFAULT_SHIPMENT_LIST_FILTER.needsUpdates };
  return { statuses: sets[view].statuses, needsUpdates: sets[view].needsUpdates };
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v) => b.includes(v));

/** /shipments: the booking and tracking views with filters, 50 a page. */
export function ShipmentListPage() {
  const list = useListQueryState(listSchema, DEFAULTS);
  const { state, draft } = list;
  const sets = useFilterSets();

  // The search box applies itself after a pause.
  const [queryText, setQueryText] = useState(state.query);
  const debouncedQuery = useDebouncedValue(queryText.trim(), 350);
  useEffect(() => setQueryText(state.query), [state.query]);
  useEffect(() => {
    if (debouncedQuery !== state.query) list.update({ query: debouncedQuery });
    // Only the debounced text drives this.
  }, [debouncedQuery]);

  const bookings = useBookings({ view: state.view, query: state.query, statuses: state.statuses, needsUpdates: state.needsUpdates, page: state.page, pageSize: DEFAULT_PAGE_SIZE });
  // Counts per view: each view's own filter set, one row asked for.
  const bookingCount = useBookings({ view: 'booking', page: 1, pageSize: COUNT_PAGE_SIZE });
  const trackingCount = useBookings({ view: 'tracking', page: 1, pageSize: COUNT_PAGE_SIZE });

  const views: ListView[] = [
    { key: 'booking', label: VIEW_LABELS.booking, count: bookingCount.data?.totalCount },
    { key: 'tracking', label: VIEW_LABELS.tracking, count: trackingCount.data?.totalCount },
  ];

  const current = viewFilter(state.view, sets.data);
  const activeFilterCount = (sameSet(state.statuses, current.statuses) ? 0 : 1) + (state.needsUpdates === current.needsUpdates ? 0 : 1);

  const toggleStatus = (code: number, checked: boolean) =>
    list.setDraft({ statuses: checked ? [...draft.statuses, code] : draft.statuses.filter((s) => s !== code) });

  const filters = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={draft.needsUpdates} onChange={(_, checked) => list.setDraft({ needsUpdates: checked })} />}
        label="Needs updates only"
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: 13, mb: 0.5 }}>
          Statuses
        </FormLabel>
        <FormGroup>
          {FILTER_STATUSES.map((status) => (
            <FormControlLabel
              key={status.code}
              control={<Checkbox size="small" checked={draft.statuses.includes(status.code)} onChange={(_, checked) => toggleStatus(status.code, checked)} />}
              label={status.name}
            />
          ))}
        </FormGroup>
        {draft.statuses.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            No status chosen: the view's own statuses are used.
          </Typography>
        )}
      </Box>
    </Box>
  );

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => {
        const view = key as ShipmentView;
        list.update({ view, ...viewFilter(view, sets.data) });
      }}
      filters={filters}
      onApply={() => list.apply()}
      onReset={() => list.apply({ ...state, ...current, page: 1 })}
      applyDisabled={!list.isDirty}
      activeFilterCount={activeFilterCount}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 0, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
            Shipments
          </Typography>
          <TextField
            size="small"
            placeholder="Shipment, reference or city"
            value={queryText}
            onChange={(event) => setQueryText(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Filter shipments', maxLength: 100 },
              input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
            }}
            sx={{ flex: 1, minWidth: 180, maxWidth: 420 }}
          />
        </Box>
      }
    >
      <PagedList
        label={`${VIEW_LABELS[state.view]} shipments`}
        items={bookings.data?.data}
        totalCount={bookings.data?.totalCount ?? 0}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        loading={bookings.isFetching}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        emptyText={state.needsUpdates ? 'No shipments need updates' : 'No Matching Results'}
        getKey={(shipment) => shipment.id}
        renderItem={(shipment) => <ShipmentRow shipment={shipment} to={paths.allShipments.previewTab.getHref(shipment.shipmentNumber, 'details')} />}
      />
    </ListLayout>
  );
}
