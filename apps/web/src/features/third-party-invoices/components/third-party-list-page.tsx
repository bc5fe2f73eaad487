import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INVOICE_SEARCH_BOX_WIDTH_PX, THIRD_PARTY_DEFAULT_IS_AUDITABLE } from '@portal/domain/common/constants';
import { NO_MATCHING_INVOICES } from '@portal/domain/common/messages';
import type { ThirdPartyInvoice } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { useCallback, useMemo } from 'react';
import { SearchField } from '../../../components/invoices/search-field';
import { InfiniteList } from '../../../components/list-layout/infinite-list';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { localTimeZone } from '../../../lib/date-time';
import { useThirdPartyCounts } from '../api/get-third-party-counts';
import { useThirdPartyInvoices } from '../api/get-third-party-invoices';
import { ThirdPartyFilters } from './third-party-filters';
import { ThirdPartyInvoiceCard } from './third-party-invoice-card';
import {
  rangeProblem,
  THIRD_PARTY_LIST_DEFAULTS,
  THIRD_PARTY_VIEWS,
  thirdPartyListParams,
  thirdPartyListSchema,
  thirdPartyPanelQuery,
  type ThirdPartyViewKey,
} from './third-party-list-state';
import { useTranslation } from '../../../i18n/use-translation';

/** Third Party Payer Invoices: sidebar views with counts, the filter panel, a search box and an infinite card list. */
export function ThirdPartyListPage() {
  const { t } = useTranslation();
  const list = useListQueryState(thirdPartyListSchema, THIRD_PARTY_LIST_DEFAULTS);
  const { state, draft, setDraft } = list;
  const params = useMemo(() => thirdPartyListParams(state, localTimeZone()), [state]);
  const panel = useMemo(() => thirdPartyPanelQuery(state, localTimeZone()), [state]);
  const invoices = useThirdPartyInvoices(params);
  const counts = useThirdPartyCounts(panel);

  const views = THIRD_PARTY_VIEWS.map((view) => ({ key: view.key, label: t(view.label), count: counts.data ? counts.data[view.key] : null }));
  const rangesInvalid = !!rangeProblem(draft.invoiceDate, draft.invoiceFrom, draft.invoiceTo) || !!rangeProblem(draft.loadDate, draft.loadFrom, draft.loadTo);
  const activeFilterCount = [
    state.statuses.length > 0,
    state.invoiceDate !== '',
    state.loadDate !== '',
    state.auditable !== THIRD_PARTY_DEFAULT_IS_AUDITABLE,
    state.actionRequired,
  ].filter(Boolean).length;

  const renderItem = useCallback((invoice: ThirdPartyInvoice) => <ThirdPartyInvoiceCard invoice={invoice} />, []);

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as ThirdPartyViewKey })}
      filters={<ThirdPartyFilters view={state.view} draft={draft} onChange={setDraft} />}
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangesInvalid}
      activeFilterCount={activeFilterCount}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
          <SearchField
            value={state.query}
            onChange={(query) => list.update({ query })}
            placeholder={t('Search invoice, shipment, carrier or customer')}
            label={t('Search third-party invoices')}
            width={INVOICE_SEARCH_BOX_WIDTH_PX}
          />
          {invoices.data && (
            <Typography variant="body2" color="text.secondary" data-testid="third-party-total">
              {t('{{count}} invoices', { count: invoices.data.pages[0]?.totalCount ?? 0 })}
            </Typography>
          )}
        </Box>
      }
    >
      <InfiniteList
        query={invoices}
        renderItem={renderItem}
        getKey={(invoice) => invoice.id}
        emptyText={t(NO_MATCHING_INVOICES)}
        estimatedItemHeight={140}
        label={t('Third-party payer invoices')}
      />
    </ListLayout>
  );
}
