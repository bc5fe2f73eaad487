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
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The list's views: each a set of statuses; Sent (open) is the default. */
export const TENDER_VIEWS: readonly { key: string; label: string; listLabel: string; emptyText: string; statuses: readonly TenderStatusFilter[] }[] = [
  { key: 'sent', label: msg('Sent'), listLabel: msg('Sent tenders'), emptyText: msg('No sent tenders'), statuses: [TenderOfferStatus.Sent] },
  { key: 'accepted', label: msg('Accepted'), listLabel: msg('Accepted tenders'), emptyText: msg('No accepted tenders'), statuses: [TenderOfferStatus.Accepted] },
  { key: 'rejected', label: msg('Rejected'), listLabel: msg('Rejected tenders'), emptyText: msg('No rejected tenders'), statuses: [TenderOfferStatus.Rejected] },
  { key: 'expired', label: msg('Expired'), listLabel: msg('Expired tenders'), emptyText: msg('No expired tenders'), statuses: ['Expired'] },
  { key: 'rescinded', label: msg('Rescinded'), listLabel: msg('Rescinded tenders'), emptyText: msg('No rescinded tenders'), statuses: [TenderOfferStatus.Rescinded, TenderOfferStatus.BookingRescinded] },
];

const SORTS = [
  { value: 'default', label: msg('Soonest deadline (open) / newest') },
  { value: 'pickupDate', label: msg('Pickup date') },
  { value: 'rate', label: msg('Rate') },
  { value: 'sentAt', label: msg('Date sent') },
  { value: 'origin', label: msg('Origin') },
  { value: 'destination', label: msg('Destination') },
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
  const { t } = useTranslation();
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
          <TextField select label={t('Sort by')} value={list.draft.sort} onChange={(e) => list.setDraft({ sort: e.target.value as typeof state.sort })} size="small" fullWidth>
            {SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {t(s.label)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('Direction')}
            value={list.draft.direction}
            onChange={(e) => list.setDraft({ direction: e.target.value as 'asc' | 'desc' })}
            size="small"
            fullWidth
            disabled={list.draft.sort === 'default'}
          >
            <MenuItem value="asc">{t('Ascending')}</MenuItem>
            <MenuItem value="desc">{t('Descending')}</MenuItem>
          </TextField>
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty}
      toolbar={
        <UrlSearchBox value={state.query} onSearch={(query) => list.update({ query })} placeholder={t('Search shipment, reference, city')} aria-label={t('Search tenders')} />
      }
    >
      <PagedList
        label={t(view.listLabel)}
        items={tenders.data?.data}
        totalCount={tenders.data?.totalCount ?? 0}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={tenders.isFetching}
        error={tenders.error}
        onRetry={() => void tenders.refetch()}
        emptyText={state.query ? msg('No Matching Results') : view.emptyText}
        getKey={(tender) => tender.id}
        renderItem={(tender) => <TenderCard tender={tender} />}
      />
    </ListLayout>
  );
}
