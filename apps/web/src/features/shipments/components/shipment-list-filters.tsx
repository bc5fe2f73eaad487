import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHIPMENT_STATUSES, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { useTranslation } from '../../../i18n/use-translation';

/** Statuses a carrier's booked freight can have, offered as filters. */
const FILTER_STATUSES = SHIPMENT_STATUSES.filter((s) => s.code >= ShipmentStatus.Booked);

export interface ShipmentListFilterValues {
  statuses: number[];
  needsUpdates: boolean;
  /** Pickup and delivery city (or its start), optionally ", ST". */
  origin: string;
  destination: string;
}

interface ShipmentListFiltersProps {
  draft: ShipmentListFilterValues;
  onChange: (patch: Partial<ShipmentListFilterValues>) => void;
}

/** The side panel's filters of the shipment list: needs updates only, origin and destination, and the statuses. */
export function ShipmentListFilters({ draft, onChange }: ShipmentListFiltersProps) {
  const { t } = useTranslation();
  const toggleStatus = (code: number, checked: boolean) => onChange({ statuses: checked ? [...draft.statuses, code] : draft.statuses.filter((s) => s !== code) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel control={<Switch checked={draft.needsUpdates} onChange={(_, checked) => onChange({ needsUpdates: checked })} />} label={t('Needs updates only')} />
      <TextField
        size="small"
        label={t('Origin')}
        placeholder={t('City, or City, ST')}
        value={draft.origin}
        onChange={(event) => onChange({ origin: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        size="small"
        label={t('Destination')}
        placeholder={t('City, or City, ST')}
        value={draft.destination}
        onChange={(event) => onChange({ destination: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: 13, mb: 0.5 }}>
          {t('Statuses')}
        </FormLabel>
        <FormGroup>
          {FILTER_STATUSES.map((status) => (
            <FormControlLabel
              key={status.code}
              control={<Checkbox size="small" checked={draft.statuses.includes(status.code)} onChange={(_, checked) => toggleStatus(status.code, checked)} />}
              label={t(status.name)}
            />
          ))}
        </FormGroup>
        {draft.statuses.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            {t("No status chosen: the view's own statuses are used.")}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
