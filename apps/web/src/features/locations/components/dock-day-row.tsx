import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DAY_NAMES } from '@portal/domain/locations/dock-hours';
import type { DockScheduleBody, DockScheduleInput } from '@portal/domain/locations/location-schemas';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { dayMode, flagsOf, type DayMode } from '../lib/dock-schedule-form';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

type Week = 'shipping' | 'receiving';

const WEEK_LABEL: Record<Week, string> = { shipping: msg('shipping'), receiving: msg('receiving') };

/** One day of a dock's week: open part of the day (start and end), closed, or open 24 hours. */
export function DockDayRow({ form, week, index }: { form: UseFormReturn<DockScheduleBody, unknown, DockScheduleInput>; week: Week; index: number }) {
  const { t } = useTranslation();
  const day = useWatch({ control: form.control, name: `${week}.${index}` });
  const errors = form.formState.errors[week]?.[index];
  const mode = dayMode(day);
  const dayName = t(DAY_NAMES[day.dayOfWeek]);
  const weekName = t(WEEK_LABEL[week]);
  const setMode = (next: DayMode) => {
    const flags = flagsOf(next);
    form.setValue(`${week}.${index}.isClosed`, flags.isClosed, { shouldDirty: true });
    form.setValue(`${week}.${index}.isTwentyFourHour`, flags.isTwentyFourHour, { shouldDirty: true });
  };
  const flagError = errors?.isTwentyFourHour?.message ?? errors?.isClosed?.message;
  return (
    <Box
      role="group"
      aria-label={`${dayName} ${weekName}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 150px 160px 160px' }, gap: 1.5, alignItems: 'start', py: 0.75 }}
    >
      <Typography sx={{ pt: 1, fontWeight: 500, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{dayName}</Typography>
      <TextField
        select
        size="small"
        label={t('Hours')}
        value={mode}
        onChange={(e) => setMode(e.target.value as DayMode)}
        error={!!flagError}
        helperText={flagError && t(flagError)}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        <MenuItem value="open">{t('Open')}</MenuItem>
        <MenuItem value="closed">{t('Closed')}</MenuItem>
        <MenuItem value="allDay">{t('24 hours')}</MenuItem>
      </TextField>
      {(['startTime', 'endTime'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={`${week}.${index}.${name}`}
          render={({ field }) => (
            <TextField
              {...field}
              size="small"
              type="time"
              label={name === 'startTime' ? t('Opens') : t('Closes')}
              disabled={mode !== 'open'}
              error={!!errors?.[name]}
              helperText={errors?.[name]?.message && t(errors[name].message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${dayName} ${weekName} ${name === 'startTime' ? t('opens') : t('closes')}` } }}
            />
          )}
        />
      ))}
    </Box>
  );
}
