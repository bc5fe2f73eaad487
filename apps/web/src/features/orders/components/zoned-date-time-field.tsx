import TextField from '@mui/material/TextField';
import dayjs from '../../../lib/dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** The wall time of an instant in a zone, as a datetime-local input shows it. */
export function toZonedInput(value: string | null | undefined, zone: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(zone).format(LOCAL_FORMAT) : '';
}

/** A wall time typed in a zone, as an ISO instant with that zone's offset ('' when empty). */
export function fromZonedInput(value: string, zone: string): string {
  if (!value) return '';
  return dayjs.tz(value, LOCAL_FORMAT, zone).format();
}

interface ZonedDateTimeFieldProps {
  label: string;
  value: string | null | undefined;
  zone: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  id: string;
}

/** A date and time entered in the stop's own time zone (named in the label), kept as an ISO instant. */
export function ZonedDateTimeField({ label, value, zone, onChange, onBlur, error, required, id }: ZonedDateTimeFieldProps) {
  const abbreviation = dayjs().tz(zone).format('z');
  return (
    <TextField
      id={id}
      type="datetime-local"
      label={`${label} (${abbreviation})`}
      value={toZonedInput(value, zone)}
      onChange={(event) => onChange(fromZonedInput(event.target.value, zone))}
      onBlur={onBlur}
      required={required}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
