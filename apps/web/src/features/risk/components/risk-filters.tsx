import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FRAUD_SIGNAL_KINDS, FRAUD_SIGNAL_STATUSES } from '@portal/domain/risk/fraud-signal-kinds';
import { DateRangeFields } from '../../../components/invoices/date-range-fields';
import { ChoiceFilter } from '../../../components/list-layout/choice-filter';
import { useTranslation } from '../../../i18n/use-translation';
import { SIGNAL_KIND_LABELS, SIGNAL_STATUS_LABELS } from '../lib/signal-labels';
import type { RiskListState } from './risk-list-state';

interface RiskFiltersProps {
  draft: RiskListState;
  onChange: (patch: Partial<RiskListState>) => void;
  rangeProblem: string | null;
}

/** The FILTERS tab of Risk: the kind, the status, the carrier or load, and the days raised. */
export function RiskFilters({ draft, onChange, rangeProblem }: RiskFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.25}>
      <ChoiceFilter
        label={t('Kind')}
        value={draft.kind}
        allLabel={t('All kinds')}
        options={FRAUD_SIGNAL_KINDS.map((kind) => ({ value: kind, label: t(SIGNAL_KIND_LABELS[kind]) }))}
        onChange={(kind) => onChange({ kind })}
      />
      <ChoiceFilter
        label={t('Status')}
        value={draft.status}
        allLabel={t('All statuses')}
        options={FRAUD_SIGNAL_STATUSES.map((status) => ({ value: status, label: t(SIGNAL_STATUS_LABELS[status]) }))}
        onChange={(status) => onChange({ status })}
      />
      <TextField
        size="small"
        fullWidth
        label={t('Carrier or load number')}
        value={draft.search}
        onChange={(event) => onChange({ search: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <DateRangeFields from={draft.from} to={draft.to} labels={{ from: t('Raised from'), to: t('Raised to') }} onChange={onChange} problem={rangeProblem} />
    </Stack>
  );
}
