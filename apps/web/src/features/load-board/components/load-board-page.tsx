import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FreightCard } from '../../../components/freight/freight-card';
import { cityState } from '../../../components/freight/freight-format';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/notify';
import { useAvailableShipments } from '../api/search-available-shipments';
import { LoadBoardFilters } from './load-board-filters';
import { activeFilterCount, draftErrors, SEARCH_DEFAULTS, searchSchema, searchSummary, serverFieldErrors, SORTS, toParams } from './load-board-search';
import { LoadBoardSearchBar } from './load-board-search-bar';
import { ReloadsForShipment } from './reloads-for-shipment';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** /reloads: the Load Board. Search by origin and destination with radius, pickup dates, equipment and partials. */
export function LoadBoardPage() {
  const { t } = useTranslation();
  const list = useListQueryState(searchSchema, SEARCH_DEFAULTS);
  const { state, draft } = list;
  const location = useLocation();
  const appliedErrors = draftErrors(state);
  const canSearch = Object.keys(appliedErrors).length === 0 && !state.shipment;
  const params = useMemo(() => toParams(state), [state]);
  const search = useAvailableShipments(params, canSearch);
  const serverErrors = serverFieldErrors(search.error);
  const errors = { ...serverErrors, ...draftErrors(draft) };

  if (state.shipment) return <ReloadsForShipment shipment={state.shipment} page={state.page} onPage={(page) => list.update({ page })} onClear={() => list.reset()} />;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (Object.keys(draftErrors(draft)).length === 0) list.apply();
  };
  const originCenter = search.data?.origin ? cityState(search.data.origin) : undefined;
  const destinationCenter = search.data?.destination ? cityState(search.data.destination) : undefined;
  const summary = searchSummary(search.data);

  return (
    <ListLayout
      filters={<LoadBoardFilters draft={draft} setDraft={list.setDraft} errors={errors} />}
      onApply={() => apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty}
      activeFilterCount={activeFilterCount(state)}
      toolbar={<LoadBoardSearchBar draft={draft} setDraft={list.setDraft} errors={errors} onSearch={apply} />}
    >
      {serverErrors.other && <Alert severity="error" sx={{ mb: 2 }}>{t(serverErrors.other)}</Alert>}
      {search.error && !isApiError(search.error) ? <Alert severity="error">{errorMessages(search.error).join(' ')}</Alert> : null}
      {summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="load-board-summary">
          {summary} · {t(SORTS.find((s) => s.value === state.sort)?.label ?? '')}
        </Typography>
      )}
      <PagedList
        label={t('Available loads')}
        items={search.error ? [] : search.data?.data}
        totalCount={search.error ? 0 : (search.data?.totalCount ?? 0)}
        totalCountCapped={search.data?.totalCountCapped}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={search.isFetching}
        emptyText={t('No loads match this search. Try a wider radius or other dates.')}
        getKey={(load) => load.id}
        renderItem={(load) => (
          <FreightCard
            load={load}
            href={paths.availableFreight.detail.getHref(load.shipmentNumber)}
            linkState={{ from: `${location.pathname}${location.search}`, fromLabel: msg('Load Board') }}
            originCenter={originCenter}
            destinationCenter={destinationCenter}
          />
        )}
      />
    </ListLayout>
  );
}
