import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { FraudSignalListQueryInput } from '@portal/domain/risk/fraud-signal-schemas';
import { useState } from 'react';
import { dateRangeIsValid } from '../../../components/invoices/date-range';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { useFraudSignals } from '../api/fraud-signals';
import { activeFilterCount, RISK_DEFAULTS, riskListSchema, type RiskListState } from './risk-list-state';
import { RiskFilters } from './risk-filters';
import { SignalDialog } from './signal-dialog';
import { SignalResults } from './signal-results';

function filtersOf(state: RiskListState): FraudSignalListQueryInput {
  return {
    kind: state.kind || undefined,
    status: state.status || undefined,
    search: state.search.trim() || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
  };
}

/**
 * Risk: the fraud signals the detectors raised on carriers and their loads, newest first, each
 * with its evidence; the brokerage's staff acknowledge one with what they checked.
 */
export function RiskPage() {
  const { t } = useTranslation();
  const list = useListQueryState(riskListSchema, RISK_DEFAULTS);
  const { state, draft, setDraft } = list;
  const signals = useFraudSignals({ ...filtersOf(state), page: state.page, pageSize: DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);
  const rangeProblem = dateRangeIsValid(draft) ? null : t('Choose both dates; From must not be after To');
  const filtered = activeFilterCount(state) > 0;

  return (
    <ListLayout
      filters={<RiskFilters draft={draft} onChange={setDraft} rangeProblem={rangeProblem} />}
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeProblem !== null}
      activeFilterCount={activeFilterCount(state)}
      toolbar={
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
          {t('Signs of fraud seen on carriers and their loads. Carriers never see them.')}
        </Typography>
      }
    >
      <SignalResults
        query={signals}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        onOpen={(signal) => setOpenId(signal.id)}
        emptyText={filtered ? msg('No signal matches these filters') : msg('No open signal')}
      />
      {openId !== null && <SignalDialog signalId={openId} onClose={() => setOpenId(null)} />}
    </ListLayout>
  );
}
