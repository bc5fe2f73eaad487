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
      <DateField label={labels.from} value={from} onChange={(value) => onChange({ from: value })} problem={null} />
      <DateField label={labels.to} value={to} onChange={(value) => onChange({ to: value })} problem={problem} />
    </>
  );
}

function DateField({ label, value, onChange, problem }: { label: string; value: string; onChange: (value: string) => void; problem: string | null }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
