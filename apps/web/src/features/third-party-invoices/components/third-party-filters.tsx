import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { DateRangeFields } from '../../../components/invoices/date-range-fields';
import { DATE_PRESETS, type DatePreset } from './date-presets';
import { rangeProblem, THIRD_PARTY_VIEWS, type ThirdPartyListState } from './third-party-list-state';
import { useTranslation } from '../../../i18n/use-translation';

/** The statuses the panel offers (Voided invoices are not worked on). */
const PANEL_STATUSES = PAYABLES_INVOICE_STATUSES.filter((s) => s.code !== PayablesInvoiceStatus.Voided);

interface ThirdPartyFiltersProps {
  /** The applied view: a status view sets the status itself. */
  view: ThirdPartyListState['view'];
  draft: ThirdPartyListState;
  onChange: (patch: Partial<ThirdPartyListState>) => void;
}

/** The third-party filter panel: statuses, invoice and load dates, auditable and action required. */
export function ThirdPartyFilters({ view, draft, onChange }: ThirdPartyFiltersProps) {
  const { t } = useTranslation();
  const statusView = view !== 'all' && view !== 'actionRequired';
  const toggleStatus = (code: number, checked: boolean) =>
    onChange({ statuses: checked ? [...draft.statuses, code].sort((a, b) => a - b) : draft.statuses.filter((s) => s !== code) });
  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset" disabled={statusView}>
        <FormLabel component="legend" sx={{ fontSize: '0.8rem', fontWeight: 600, mb: 0.5 }}>
          {t('Status')}
        </FormLabel>
        <FormGroup>
          {PANEL_STATUSES.map((status) => (
            <FormControlLabel
              key={status.code}
              control={<Checkbox size="small" checked={draft.statuses.includes(status.code)} onChange={(_, checked) => toggleStatus(status.code, checked)} />}
              label={t(status.name)}
              sx={{ my: -0.25 }}
            />
          ))}
        </FormGroup>
        {statusView && (
          <Typography variant="caption" color="text.secondary">
            {t('The {{view}} view sets the status.', { view: t(THIRD_PARTY_VIEWS.find((v) => v.key === view)?.label ?? '') })}
          </Typography>
        )}
      </FormControl>
      <DateFilter label={t('Invoice Date')} dates="invoice" draft={draft} onChange={onChange} />
      <DateFilter label={t('Load Date')} dates="load" draft={draft} onChange={onChange} />
      <FormGroup>
        <FormControlLabel control={<Checkbox checked={draft.auditable} onChange={(_, checked) => onChange({ auditable: checked })} />} label={t('Only Show Auditable')} />
        <FormControlLabel control={<Checkbox checked={draft.actionRequired} onChange={(_, checked) => onChange({ actionRequired: checked })} />} label={t('Action Required')} />
      </FormGroup>
    </Stack>
  );
}

/** The fields of the list state that hold each date filter. */
const DATE_KEYS = {
  invoice: { preset: 'invoiceDate', from: 'invoiceFrom', to: 'invoiceTo' },
  load: { preset: 'loadDate', from: 'loadFrom', to: 'loadTo' },
} as const;

interface DateFilterProps {
  label: string;
  dates: keyof typeof DATE_KEYS;
  draft: ThirdPartyListState;
  onChange: (patch: Partial<ThirdPartyListState>) => void;
}

function DateFilter({ label, dates, draft, onChange: change }: DateFilterProps) {
  const { t } = useTranslation();
  const keys = DATE_KEYS[dates];
  const id = `${dates}-date`;
  const [preset, from, to] = [draft[keys.preset], draft[keys.from], draft[keys.to]];
  const onChange = (patch: { preset?: DatePreset | ''; from?: string; to?: string }) =>
    change({ [keys.preset]: patch.preset ?? preset, [keys.from]: patch.from ?? from, [keys.to]: patch.to ?? to });
  const problem = rangeProblem(preset, from, to);
  return (
    <Stack spacing={1.5}>
      <FormControl size="small" fullWidth>
        <InputLabel id={`${id}-label`}>{label}</InputLabel>
        <Select labelId={`${id}-label`} label={label} value={preset} onChange={(event) => onChange({ preset: event.target.value as DatePreset | '' })}>
          <MenuItem value="">{t('Any date')}</MenuItem>
          {DATE_PRESETS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(option)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {preset === 'Range' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1.5 }}>
          <DateRangeFields from={from} to={to} labels={{ from: t('Start'), to: t('End') }} onChange={onChange} problem={problem && t(problem)} />
        </Box>
      )}
    </Stack>
  );
}
