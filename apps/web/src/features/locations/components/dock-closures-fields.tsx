import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DockScheduleBody, DockScheduleInput } from '@portal/domain/locations/location-schemas';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';

/** Dated closures (holidays): both docks are closed the whole local day. */
export function DockClosuresFields({ form }: { form: UseFormReturn<DockScheduleBody, unknown, DockScheduleInput> }) {
  const { t } = useTranslation();
  const closures = useFieldArray({ control: form.control, name: 'closures' });
  const errors = form.formState.errors.closures;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Closures')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('Days both docks are closed, such as holidays.')}
      </Typography>
      {closures.fields.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('No closures.')}
        </Typography>
      )}
      {closures.fields.map((closure, index) => (
        <Box key={closure.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            {...form.register(`closures.${index}.date`)}
            size="small"
            type="date"
            label={t('Date')}
            error={!!errors?.[index]?.date}
            helperText={errors?.[index]?.date?.message && t(errors[index].date.message)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 180 }}
          />
          <TextField {...form.register(`closures.${index}.reason`)} size="small" label={t('Reason')} error={!!errors?.[index]?.reason} helperText={errors?.[index]?.reason?.message && t(errors[index].reason.message)} sx={{ flex: 1, minWidth: 160 }} />
          <IconButton aria-label={t('Remove closure {{number}}', { number: index + 1 })} onClick={() => closures.remove(index)}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => closures.append({ date: '', reason: '' })}>
        {t('Add closure')}
      </Button>
    </Box>
  );
}
