import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { z } from 'zod';
import { UrlSearchBox } from '../../../components/freight/url-search-box';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { useRateRequests } from '../api/get-rate-requests';
import { useRateRequestStatusCounts } from '../api/get-rate-request-status-counts';
import { RateRequestCard } from './rate-request-card';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** Sent is open, Offered is responded. */
const VIEWS = [
  { key: 'open', label: msg('Open'), status: RateRequestStatus.Sent, count: 'sent' },
  { key: 'responded', label: msg('Responded'), status: RateRequestStatus.Offered, count: 'offered' },
  { key: 'declined', label: msg('Declined'), status: RateRequestStatus.Declined, count: 'declined' },
] as const;

const schema = z.object({ view: z.enum(['open', 'responded', 'declined']), query: z.string(), page: z.coerce.number().int().min(1) });
const DEFAULTS: z.output<typeof schema> = { view: 'open', query: '', page: 1 };

/** /rates: open, responded and declined requests with counts, search, 50 a page. */
export function RatesPage() {
  const { t } = useTranslation();
  const list = useListQueryState(schema, DEFAULTS);
  const { state } = list;
  const counts = useRateRequestStatusCounts();

  const view = VIEWS.find((v) => v.key === state.view) ?? VIEWS[0];
  const requests = useRateRequests({ statuses: [view.status], query: state.query, page: state.page, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <ListLayout
      views={VIEWS.map((v) => ({ key: v.key, label: t(v.label), count: counts.data ? counts.data[v.count] : null }))}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as typeof state.view })}
      toolbar={
        <UrlSearchBox value={state.query} onSearch={(query) => list.update({ query })} placeholder={t('Search shipment, city')} aria-label={t('Search rate requests')} />
      }
    >
      <PagedList
        label={t('{{view}} rate requests', { view: t(view.label) })}
        items={requests.data?.data}
        totalCount={requests.data?.totalCount ?? 0}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyText={state.query ? t('No Matching Results') : t('No {{view}} rate requests', { view: t(view.label).toLowerCase() })}
        getKey={(r) => r.id}
        renderItem={(r) => <RateRequestCard request={r} />}
      />
    </ListLayout>
  );
}
