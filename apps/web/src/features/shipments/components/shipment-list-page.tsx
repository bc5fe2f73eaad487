import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { SHIPMENT_LIST_VIEWS, SHIPMENT_VIEW_FILTERS, type ShipmentListView } from '@portal/domain/shipments/shipment-list-views';
import type { FilterSets } from '@portal/domain/shipments/shipment-schemas';
import { lazy } from 'react';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { listQuerySchema, queryArray, queryBoolean, queryEnum, queryInteger, queryText, type ListQueryState } from '../../../components/list-layout/list-query-codec';
import { PagedList } from '../../../components/list-layout/paged-list';
import type { ListView } from '../../../components/list-layout/side-panel';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { SearchInput } from '../../../components/search-input';
import { paths } from '../../../config/paths';
import { useBookings } from '../api/get-bookings';
import { useFilterSets } from '../api/get-filter-sets';
import { useSearchText } from '../hooks/use-search-text';
import { SHIPMENT_LIST_FIRST_PAGE, SHIPMENT_VIEW_COUNT_FILTERS } from '../lib/shipment-list-first-page';
import { ShipmentRow } from './shipment-row';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { useAfterFirstContent } from '../../../lib/after-first-content';
import { importWithReload } from '../../../lib/lazy-import';

// The filter form (checkboxes, a switch) is drawn only in the side panel's FILTERS tab.
const ShipmentListFilters = lazy(importWithReload(async () => ({ default: (await import('./shipment-list-filters')).ShipmentListFilters })));

// Built from the codec's helpers alone: no classic Zod in the list's first load.
const listSchema = listQuerySchema({
  view: queryEnum(SHIPMENT_LIST_VIEWS),
  query: queryText(100),
  origin: queryText(60),
  destination: queryText(60),
  statuses: queryArray(queryInteger()),
  needsUpdates: queryBoolean(),
  page: queryInteger(1),
});
type ListState = ListQueryState<typeof listSchema>;

/** The list opens on the booking view: the spec's default statuses with needsUpdates on. */
const DEFAULTS: ListState = {
  view: SHIPMENT_LIST_FIRST_PAGE.view,
  query: SHIPMENT_LIST_FIRST_PAGE.query,
  origin: '',
  destination: '',
  statuses: [...SHIPMENT_LIST_FIRST_PAGE.statuses],
  needsUpdates: SHIPMENT_LIST_FIRST_PAGE.needsUpdates,
  page: SHIPMENT_LIST_FIRST_PAGE.page,
};

const VIEW_LABELS: Record<ShipmentListView, string> = { booking: msg('Booking'), tracking: msg('Tracking') };
const LIST_LABELS: Record<ShipmentListView, string> = { booking: msg('Booking shipments'), tracking: msg('Tracking shipments') };

/** A view's filter: the server's sets once they are here, the same sets from the domain before. */
function viewFilter(view: ShipmentListView, sets: FilterSets | undefined) {
  const set = sets?.[view] ?? SHIPMENT_VIEW_FILTERS[view];
  return { statuses: [...set.statuses], needsUpdates: set.needsUpdates };
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The number of shipments in each view (each view's own filter set, one row asked for), once the
 * list's first content is on screen: the side panel shows them, not the list.
 */
function useViewCounts(afterContent: boolean): ListView[] {
  const bookingCount = useBookings(SHIPMENT_VIEW_COUNT_FILTERS.booking, afterContent);
  const trackingCount = useBookings(SHIPMENT_VIEW_COUNT_FILTERS.tracking, afterContent);
  return [
    { key: 'booking', label: VIEW_LABELS.booking, count: bookingCount.data?.totalCount },
    { key: 'tracking', label: VIEW_LABELS.tracking, count: trackingCount.data?.totalCount },
  ];
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      placeholder={t('Shipment, reference or city')}
      aria-label={t('Filter shipments')}
      maxLength={100}
      sx={{ flex: 1, minWidth: 180, maxWidth: 420 }}
    />
  );
}

/** /shipments: the booking and tracking views with filters, 50 a page. */
export function ShipmentListPage() {
  const { t } = useTranslation();
  const list = useListQueryState(listSchema, DEFAULTS);
  const { state, draft } = list;
  // What the first paint does not show waits for it (lib/after-first-content.ts): the view counts,
  // and the filter sets, which the booking view's defaults do not need.
  const afterContent = useAfterFirstContent();
  const sets = useFilterSets(afterContent || state.view !== 'booking');
  const [queryText, setQueryText] = useSearchText(state.query, (query) => list.update({ query }));
  const bookings = useBookings({
    view: state.view,
    query: state.query,
    origin: state.origin,
    destination: state.destination,
    statuses: state.statuses,
    needsUpdates: state.needsUpdates,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const views = useViewCounts(afterContent);

  const current = viewFilter(state.view, sets.data);
  const activeFilterCount =
    (sameSet(state.statuses, current.statuses) ? 0 : 1) + (state.needsUpdates === current.needsUpdates ? 0 : 1) + (state.origin ? 1 : 0) + (state.destination ? 1 : 0);

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => {
        const view = key as ShipmentListView;
        list.update({ view, ...viewFilter(view, sets.data) });
      }}
      filters={<ShipmentListFilters draft={draft} onChange={list.setDraft} />}
      onApply={() => list.apply()}
      onReset={() => list.apply({ ...state, ...current, origin: '', destination: '', page: 1 })}
      applyDisabled={!list.isDirty}
      activeFilterCount={activeFilterCount}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 0, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
            {t('Shipments')}
          </Typography>
          <SearchBox value={queryText} onChange={setQueryText} />
        </Box>
      }
    >
      <PagedList
        label={t(LIST_LABELS[state.view])}
        items={bookings.data?.data}
        totalCount={bookings.data?.totalCount ?? 0}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        loading={bookings.isFetching}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        emptyText={state.needsUpdates ? msg('No shipments need updates') : msg('No Matching Results')}
        getKey={(shipment) => shipment.id}
        renderItem={(shipment) => <ShipmentRow shipment={shipment} to={paths.allShipments.previewTab.getHref(shipment.shipmentNumber, 'details')} />}
      />
    </ListLayout>
  );
}
