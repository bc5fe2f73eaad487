import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { INVOICE_DATE_FILTER_KINDS, INVOICE_QUICK_FILTERS } from '@portal/domain/invoices/payables-invoice-status';
import { DateRangeFields } from '../../../components/invoices/date-range-fields';
import { PredictedPayFields } from '../../../components/invoices/predicted-pay-fields';
import type { ApInvoiceListState } from './ap-invoice-list-state';
import { useTranslation } from '../../../i18n/use-translation';

type FilterDraft = Pick<ApInvoiceListState, 'quickFilter' | 'dateKind' | 'startDate' | 'endDate' | 'sort' | 'payFrom' | 'payTo'>;

interface ApInvoiceFiltersProps {
  draft: FilterDraft;
  onChange: (patch: Partial<FilterDraft>) => void;
  rangeProblem: string | null;
}

/** The accounting filter panel: the quick filter and the date filter (a Range shows its two dates). */
export function ApInvoiceFilters({ draft, onChange, rangeProblem }: ApInvoiceFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <FormControl size="small" fullWidth>
        <InputLabel id="quick-filter-label">{t('Quick Filter')}</InputLabel>
        <Select
          labelId="quick-filter-label"
          label={t('Quick Filter')}
          value={draft.quickFilter}
          onChange={(event) => onChange({ quickFilter: event.target.value as FilterDraft['quickFilter'] })}
        >
          {INVOICE_QUICK_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {t(filter)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" fullWidth>
        <InputLabel id="date-filter-label">{t('Date')}</InputLabel>
        <Select labelId="date-filter-label" label={t('Date')} value={draft.dateKind} onChange={(event) => onChange({ dateKind: event.target.value as FilterDraft['dateKind'] })}>
          <MenuItem value="">{t('Any date')}</MenuItem>
          {INVOICE_DATE_FILTER_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(kind)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {draft.dateKind === 'Range' && (
        <DateRangeFields
          from={draft.startDate}
          to={draft.endDate}
          labels={{ from: t('Start date'), to: t('End date') }}
          onChange={({ from, to }) => onChange({ ...(from !== undefined ? { startDate: from } : {}), ...(to !== undefined ? { endDate: to } : {}) })}
          problem={rangeProblem && t(rangeProblem)}
        />
      )}
      <PredictedPayFields draft={draft} onChange={onChange} />
    </Stack>
  );
}
