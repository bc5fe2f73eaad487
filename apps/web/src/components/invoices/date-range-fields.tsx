import TextField from '@mui/material/TextField';

interface DateRangeFieldsProps {
  /** Calendar dates (YYYY-MM-DD), '' when open. */
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (patch: { from?: string; to?: string }) => void;
  /** What is wrong with the range, shown under its end; null when nothing is. */
  problem?: string | null;
}

/** The start and end date fields of a list's date filter (accounting, payments, third-party invoices). */
export function DateRangeFields({ from, to, labels, onChange, problem = null }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={labels.from}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={labels.to}
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
