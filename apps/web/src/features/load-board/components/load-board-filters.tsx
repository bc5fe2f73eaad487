import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import { RADII, SORTS, type SearchState } from './load-board-search';
import { useTranslation } from '../../../i18n/use-translation';

interface LoadBoardFiltersProps {
  draft: SearchState;
  setDraft: (patch: Partial<SearchState>) => void;
  errors: { pickupTo?: string };
}

/** The side panel of the Load Board: radii, pickup dates, equipment, partials and sort. */
export function LoadBoardFilters({ draft, setDraft, errors }: LoadBoardFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField select size="small" label={t('Origin radius')} value={draft.originRadius} onChange={(e) => setDraft({ originRadius: Number(e.target.value) })}>
        {RADII.map((r) => (
          <MenuItem key={r} value={r}>
            {t('{{count}} miles', { count: r })}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={t('Destination radius')} value={draft.destinationRadius} onChange={(e) => setDraft({ destinationRadius: Number(e.target.value) })}>
        {RADII.map((r) => (
          <MenuItem key={r} value={r}>
            {t('{{count}} miles', { count: r })}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label={t('Pickup from')} value={draft.pickupFrom} onChange={(e) => setDraft({ pickupFrom: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        size="small"
        type="date"
        label={t('Pickup to')}
        value={draft.pickupTo}
        onChange={(e) => setDraft({ pickupTo: e.target.value })}
        error={!!errors.pickupTo}
        helperText={errors.pickupTo && t(errors.pickupTo)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box>
        <FormLabel component="legend" sx={{ fontSize: 13, mb: 0.5 }}>
          {t('Equipment')}
        </FormLabel>
        <FormGroup>
          {EQUIPMENT_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              label={t(mode)}
              control={
                <Checkbox
                  size="small"
                  checked={draft.equipment.includes(mode)}
                  onChange={(e) => setDraft({ equipment: e.target.checked ? [...draft.equipment, mode] : draft.equipment.filter((m) => m !== mode) })}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <FormControlLabel label={t('Include partials')} control={<Checkbox size="small" checked={draft.partials} onChange={(e) => setDraft({ partials: e.target.checked })} />} />
      <TextField select size="small" label={t('Sort by')} value={draft.sort} onChange={(e) => setDraft({ sort: e.target.value })}>
        {SORTS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {t(s.label)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
