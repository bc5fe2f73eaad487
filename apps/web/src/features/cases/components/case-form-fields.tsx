import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CASE_DESCRIPTION_MAX_LENGTH } from '@portal/domain/cases/case-model';
import { CASE_TYPES } from '@portal/domain/cases/case-status';
import dayjs from 'dayjs';
import { Controller } from 'react-hook-form';
import { needsAmount } from '../lib/case-form';
import type { CreateCaseForm } from './use-create-case-form';

export interface CaseFieldsProps {
  form: CreateCaseForm['form'];
  clearProblem: CreateCaseForm['clearProblem'];
  disabled: boolean;
}

/** Case type and amount: accessorial types need an amount, others may wait for it. */
export function CaseTypeAndAmountFields({ form, clearProblem, disabled }: CaseFieldsProps) {
  const amountRequired = needsAmount(form.watch('caseType'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={form.control}
        name="caseType"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Case Type"
            value={field.value}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              clearProblem('caseType');
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            disabled={disabled}
            fullWidth
            required
          >
            {CASE_TYPES.map((type) => (
              <MenuItem key={type.code} value={type.code}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <TextField
            label="Amount"
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              clearProblem('amount');
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? (amountRequired ? 'Required for accessorial requests' : 'Optional until the amount is known')}
            disabled={disabled}
            required={amountRequired}
            fullWidth
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
        )}
      />
    </Stack>
  );
}

/** When it happened, as a local date and time (sent as an instant). */
export function IncidentField({ form, clearProblem, disabled }: CaseFieldsProps) {
  return (
    <Controller
      control={form.control}
      name="incidentAt"
      render={({ field, fieldState }) => (
        <TextField
          label="Incident Date and Time"
          type="datetime-local"
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            clearProblem('incidentAt');
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? 'When it happened, in your time zone'}
          disabled={disabled}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dayjs().format('YYYY-MM-DDTHH:mm') } }}
        />
      )}
    />
  );
}

export function DescriptionField({ form, clearProblem, disabled }: CaseFieldsProps) {
  return (
    <Controller
      control={form.control}
      name="description"
      render={({ field, fieldState }) => (
        <TextField
          label="Description"
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            clearProblem('description');
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? `${field.value.length} / ${CASE_DESCRIPTION_MAX_LENGTH}`}
          disabled={disabled}
          required
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          placeholder="What happened, where, and how the amount is calculated"
          slotProps={{ htmlInput: { maxLength: CASE_DESCRIPTION_MAX_LENGTH } }}
        />
      )}
    />
  );
}
