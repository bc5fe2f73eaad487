import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CASE_DESCRIPTION_MAX_LENGTH } from '@portal/domain/cases/case-model';
import { CASE_TYPES } from '@portal/domain/cases/case-status';
import dayjs from '../../../lib/dayjs';
import { Controller } from 'react-hook-form';
import { needsAmount } from '../lib/case-form';
import type { CreateCaseForm } from './use-create-case-form';
import { useTranslation } from '../../../i18n/use-translation';

export interface CaseFieldsProps {
  form: CreateCaseForm['form'];
  clearProblem: CreateCaseForm['clearProblem'];
  disabled: boolean;
}

/** Case type and amount: accessorial types need an amount, others may wait for it. */
export function CaseTypeAndAmountFields(fieldProps: CaseFieldsProps) {
  const { t } = useTranslation();
  const { form, clearProblem, disabled } = fieldProps;
  const amountRequired = needsAmount(form.watch('caseType'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={form.control}
        name="caseType"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('Case Type')}
            value={field.value}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              clearProblem('caseType');
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message && t(fieldState.error.message)}
            disabled={disabled}
            fullWidth
            required
          >
            {CASE_TYPES.map((type) => (
              <MenuItem key={type.code} value={type.code}>
                {t(type.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <CaseTextField
        name="amount"
        label={t('Amount')}
        hint={() => (amountRequired ? t('Required for accessorial requests') : t('Optional until the amount is known'))}
        required={amountRequired}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
        {...fieldProps}
      />
    </Stack>
  );
}

/** When it happened, as a local date and time (sent as an instant). */
export function IncidentField(fieldProps: CaseFieldsProps) {
  const { t } = useTranslation();
  return (
    <CaseTextField
      name="incidentAt"
      label={t('Incident Date and Time')}
      type="datetime-local"
      hint={() => t('When it happened, in your time zone')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dayjs().format('YYYY-MM-DDTHH:mm') } }}
      {...fieldProps}
    />
  );
}

export function DescriptionField(fieldProps: CaseFieldsProps) {
  const { t } = useTranslation();
  return (
    <CaseTextField
      name="description"
      label={t('Description')}
      hint={(value) => `${value.length} / ${CASE_DESCRIPTION_MAX_LENGTH}`}
      required
      multiline
      minRows={3}
      maxRows={8}
      placeholder={t('What happened, where, and how the amount is calculated')}
      slotProps={{ htmlInput: { maxLength: CASE_DESCRIPTION_MAX_LENGTH } }}
      {...fieldProps}
    />
  );
}

type CaseTextFieldProps = CaseFieldsProps &
  Pick<TextFieldProps, 'label' | 'type' | 'required' | 'multiline' | 'minRows' | 'maxRows' | 'placeholder' | 'slotProps'> & {
    name: 'amount' | 'incidentAt' | 'description';
    /** The helper text while the field has no problem. */
    hint: (value: string) => string;
  };

/** A text box of the form: its problem (or its hint) below it; editing clears the problem. */
function CaseTextField({ form, clearProblem, disabled, name, hint, ...props }: CaseTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            clearProblem(name);
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : hint(field.value)}
          disabled={disabled}
          fullWidth
        />
      )}
    />
  );
}
