import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { PREDICTED_PAY_SORTS, type PredictedPaySort } from '@portal/domain/pay-timeline/predicted-pay-query';
import { msg } from '../../i18n/msg';
import { useTranslation } from '../../i18n/use-translation';
import { DateRangeFields } from './date-range-fields';

/** '' keeps the list's own order. */
export type PredictedPaySortChoice = PredictedPaySort | '';
export const PREDICTED_PAY_SORT_CHOICES = ['', ...PREDICTED_PAY_SORTS] as const;

const SORT_LABELS: Record<PredictedPaySortChoice, string> = {
  '': msg('Default order'),
  predictedPayOn: msg('Expected payment, soonest first'),
  '-predictedPayOn': msg('Expected payment, latest first'),
};

export interface PredictedPayDraft {
  sort: PredictedPaySortChoice;
  /** Calendar dates (YYYY-MM-DD), '' when open. */
  payFrom: string;
  payTo: string;
}

/** A predicted pay range whose start is after its end; null when it is fine. */
export function predictedPayRangeProblem(draft: Pick<PredictedPayDraft, 'payFrom' | 'payTo'>): string | null {
  return draft.payFrom && draft.payTo && draft.payFrom > draft.payTo ? msg('The first expected payment date must not be after the last') : null;
}

/** The sort by expected pay date: the list's own order, soonest or latest first. */
export function PredictedPaySortSelect({ value, onChange }: { value: PredictedPaySortChoice; onChange: (sort: PredictedPaySortChoice) => void }) {
  const { t } = useTranslation();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id="predicted-pay-sort-label">{t('Sort by')}</InputLabel>
      <Select labelId="predicted-pay-sort-label" label={t('Sort by')} value={value} onChange={(event) => onChange(event.target.value as PredictedPaySortChoice)}>
        {PREDICTED_PAY_SORT_CHOICES.map((choice) => (
          <MenuItem key={choice || 'default'} value={choice}>
            {t(SORT_LABELS[choice])}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Sorting by the expected pay date, and its range, for a list of carrier invoices. */
export function PredictedPayFields({ draft, onChange }: { draft: PredictedPayDraft; onChange: (patch: Partial<PredictedPayDraft>) => void }) {
  const { t } = useTranslation();
  const problem = predictedPayRangeProblem(draft);
  return (
    <>
      <PredictedPaySortSelect value={draft.sort} onChange={(sort) => onChange({ sort })} />
      <DateRangeFields
        from={draft.payFrom}
        to={draft.payTo}
        labels={{ from: t('Expected payment from'), to: t('Expected payment to') }}
        onChange={({ from, to }) => onChange({ ...(from !== undefined ? { payFrom: from } : {}), ...(to !== undefined ? { payTo: to } : {}) })}
        problem={problem && t(problem)}
      />
    </>
  );
}
