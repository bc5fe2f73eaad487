import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASE_PRIORITIES, CASE_SOURCES, CASE_TYPES } from '@portal/domain/cases/case-status';
import type { Coded } from '@portal/domain/common/enum';
import { dateRangeProblem, type CaseListState } from '../lib/case-list-state';
import { useTranslation } from '../../../i18n/use-translation';

interface CaseFiltersProps {
  draft: CaseListState;
  onChange: (patch: Partial<CaseListState>) => void;
}

/** The FILTERS tab of the case list: types, sources, priority, incident and follow-up dates, active only. */
export function CaseFilters({ draft, onChange }: CaseFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.25}>
      <CodedMultiSelect label={t('Case Types')} list={CASE_TYPES} value={draft.types} onChange={(types) => onChange({ types })} />
      <CodedMultiSelect label={t('Sources')} list={CASE_SOURCES} value={draft.sources} onChange={(sources) => onChange({ sources })} />
      <CodedMultiSelect label={t('Priority')} list={CASE_PRIORITIES} value={draft.priorities} onChange={(priorities) => onChange({ priorities })} />
      <DateRange
        legend={t('Incident Date')}
        from={draft.incidentFrom}
        to={draft.incidentTo}
        onChange={(incidentFrom, incidentTo) => onChange({ incidentFrom, incidentTo })}
      />
      <DateRange
        legend={t('Follow-up Date')}
        from={draft.followUpFrom}
        to={draft.followUpTo}
        onChange={(followUpFrom, followUpTo) => onChange({ followUpFrom, followUpTo })}
      />
      <FormControlLabel
        control={<Switch checked={draft.activeOnly} onChange={(event) => onChange({ activeOnly: event.target.checked })} />}
        label={t('Active only')}
      />
    </Stack>
  );
}

interface CodedMultiSelectProps {
  label: string;
  list: readonly Coded[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}

function CodedMultiSelect({ label, list, value, onChange }: CodedMultiSelectProps) {
  const { t } = useTranslation();
  const names = (codes: readonly number[]) =>
    codes.length === 0 ? t('All') : list.filter((item) => codes.includes(item.code)).map((item) => t(item.name)).join(', ');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value as number[]}
      onChange={(event) => {
        const next = event.target.value as unknown as (number | string)[];
        onChange(next.map(Number).sort((a, b) => a - b));
      }}
      slotProps={{
        select: { multiple: true, displayEmpty: true, renderValue: (selected) => names(selected as number[]) },
        inputLabel: { shrink: true },
      }}
    >
      {list.map((item) => (
        <MenuItem key={item.code} value={item.code} dense>
          <Checkbox size="small" checked={value.includes(item.code)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={t(item.name)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DateRangeProps {
  legend: string;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

function DateRange({ legend, from, to, onChange }: DateRangeProps) {
  const { t } = useTranslation();
  const problem = dateRangeProblem(from, to);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          type="date"
          size="small"
          label={t('From')}
          value={from}
          onChange={(event) => onChange(event.target.value, to)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('{{legend}} from', { legend }) } }}
          fullWidth
        />
        <TextField
          type="date"
          size="small"
          label={t('To')}
          value={to}
          onChange={(event) => onChange(from, event.target.value)}
          error={!!problem}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('{{legend}} to', { legend }) } }}
          fullWidth
        />
      </Stack>
      {problem && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {t(problem)}
        </Typography>
      )}
    </Box>
  );
}
