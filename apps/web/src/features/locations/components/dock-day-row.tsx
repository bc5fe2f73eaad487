import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DAY_NAMES } from '@portal/domain/locations/dock-hours';
import type { DockScheduleBody, DockScheduleInput } from '@portal/domain/locations/location-schemas';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { dayMode, flagsOf, type DayMode } from '../lib/dock-schedule-form';

type Week = 'shipping' | 'receiving';

/** One day of a dock's week: open part of the day (start and end), closed, or open 24 hours. */
export function DockDayRow({ form, week, index }: { form: UseFormReturn<DockScheduleBody, unknown, DockScheduleInput>; week: Week; index: number }) {
  const day = useWatch({ control: form.control, name: `${week}.${index}` });
  const errors = form.formState.errors[week]?.[index];
  const mode = dayMode(day);
  const dayName = DAY_NAMES[day.dayOfWeek];
  const setMode = (next: DayMode) => {
    const flags = flagsOf(next);
    form.setValue(`${week}.${index}.isClosed`, flags.isClosed, { shouldDirty: true });
    form.setValue(`${week}.${index}.isTwentyFourHour`, flags.isTwentyFourHour, { shouldDirty: true });
  };
  const flagError = errors?.isTwentyFourHour?.message ?? errors?.isClosed?.message;
  return (
    <Box
      role="group"
      aria-label={`${dayName} ${week}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 150px 160px 160px' }, gap: 1.5, alignItems: 'start', py: 0.75 }}
    >
      <Typography sx={{ pt: 1, fontWeight: 500, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{dayName}</Typography>
      <TextField
        select
        size="small"
        label="Hours"
        value={mode}
        onChange={(e) => setMode(e.target.value as DayMode)}
        error={!!flagError}
        helperText={flagError}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="closed">Closed</MenuItem>
        <MenuItem value="allDay">24 hours</MenuItem>
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
              label={name === 'startTime' ? 'Opens' : 'Closes'}
              disabled={mode !== 'open'}
              error={!!errors?.[name]}
              helperText={errors?.[name]?.message}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${dayName} ${week} ${name === 'startTime' ? 'opens' : 'closes'}` } }}
            />
          )}
        />
      ))}
    </Box>
  );
}
