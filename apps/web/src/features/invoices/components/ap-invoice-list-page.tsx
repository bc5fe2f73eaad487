import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ApInvoice } from '@portal/domain/invoices/ap-invoice-schemas';
import { ACCOUNTING_VIEWS } from '@portal/domain/invoices/payables-invoice-status';
import { useCallback, useMemo } from 'react';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { SearchField } from '../../../components/invoices/search-field';
import { predictedPayRangeProblem } from '../../../components/invoices/predicted-pay-fields';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { localTimeZone } from '../../../lib/date-time';
import { useSession } from '../../../lib/session';
import { useApInvoiceCounts } from '../api/get-ap-invoice-counts';
import { useApInvoices } from '../api/get-ap-invoices';
import { ApInvoiceFilters } from './ap-invoice-filters';
import { AP_INVOICE_LIST_DEFAULTS, apInvoiceListSchema, apInvoiceRangeProblem, BUCKET_COUNT_KEY, toApInvoiceListQuery } from './ap-invoice-list-state';
import { ApInvoiceRow } from './ap-invoice-row';
import { ApInvoiceViewSummary } from './ap-invoice-view-summary';
import { useTranslation } from '../../../i18n/use-translation';

interface ApInvoiceListPageProps {
  /** Builds the preview address of an invoice (accounting or invoices). */
  previewHref: (invoiceNumber: string) => string;
}

/** Accounting (payables): the views with counts and amounts, quick and date filters, search, 50 a page. */
export function ApInvoiceListPage({ previewHref }: ApInvoiceListPageProps) {
  const { t } = useTranslation();
  const list = useListQueryState(apInvoiceListSchema, AP_INVOICE_LIST_DEFAULTS);
  const { state, draft, setDraft } = list;
  const params = useMemo(() => toApInvoiceListQuery(state, localTimeZone()), [state]);
  const invoices = useApInvoices(params);
  const counts = useApInvoiceCounts();

  const views = ACCOUNTING_VIEWS.map((view) => ({
    key: String(view.bucket),
    label: t(view.label),
    count: counts.data ? counts.data[BUCKET_COUNT_KEY[view.bucket]].shipmentCount : null,
  }));
  const activeFilterCount = [state.quickFilter !== 'None', state.dateKind !== '', state.sort !== '', state.payFrom !== '' || state.payTo !== ''].filter(Boolean).length;
  const rangeProblem = apInvoiceRangeProblem(draft);
  const payRangeProblem = predictedPayRangeProblem(draft);

  const { user } = useSession();
  const viewerCompanyId = user?.companyId;
  const renderItem = useCallback(
    (invoice: ApInvoice) => <ApInvoiceRow invoice={invoice} href={previewHref(invoice.invoiceNumber)} showCarrier={invoice.carrier.id !== viewerCompanyId} />,
    [previewHref, viewerCompanyId],
  );

  return (
    <ListLayout
      views={views}
      activeView={String(state.view)}
      onViewChange={(key) => list.update({ view: Number(key) })}
      filters={<ApInvoiceFilters draft={draft} onChange={setDraft} rangeProblem={rangeProblem} />}
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeProblem !== null || payRangeProblem !== null}
      activeFilterCount={activeFilterCount}
      toolbar={
        <SearchField value={state.q} onChange={(q) => list.update({ q })} placeholder={t('Search invoice, shipment or your invoice #')} label={t('Search invoices')} />
      }
    >
      <ApInvoiceViewSummary counts={counts.data} loading={counts.isPending} active={state.view} onSelect={(bucket) => list.update({ view: bucket })} />
      <QueryPagedList
        query={invoices}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        renderItem={renderItem}
        getKey={(invoice) => invoice.id}
        emptyText={t('No Matching Invoices Found')}
        label={t('Invoices')}
      />
    </ListLayout>
  );
}
