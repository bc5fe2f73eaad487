import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS } from '@portal/domain/audit/audit-actions';
import { DateRangeFields } from '../../../components/invoices/date-range-fields';
import { ChoiceFilter } from '../../../components/list-layout/choice-filter';
import { useTranslation } from '../../../i18n/use-translation';
import { AUDIT_ACTION_LABELS } from './audit-action-labels';
import type { ActivityListState } from './activity-list-state';

interface ActivityFiltersProps {
  draft: ActivityListState;
  onChange: (patch: Partial<ActivityListState>) => void;
  /** What is wrong with the date range, or null. */
  rangeProblem: string | null;
}

/** The FILTERS tab of Activity: the action, part of the actor's e-mail, and the days. */
export function ActivityFilters({ draft, onChange, rangeProblem }: ActivityFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.25}>
      <ChoiceFilter
        label={t('Action')}
        value={draft.action}
        allLabel={t('All actions')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(AUDIT_ACTION_LABELS[action]) }))}
        onChange={(action) => onChange({ action })}
      />
      <TextField
        size="small"
        fullWidth
        label={t('Done by (e-mail)')}
        value={draft.actor}
        onChange={(event) => onChange({ actor: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <DateRangeFields from={draft.from} to={draft.to} labels={{ from: t('From'), to: t('To') }} onChange={onChange} problem={rangeProblem} />
    </Stack>
  );
}
