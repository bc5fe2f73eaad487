import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';

interface ReasonFieldProps {
  /** The form's registration of its reason field. */
  field: UseFormRegisterReturn & { ref?: Ref<HTMLInputElement> };
  /** The schema's message for the reason (an English key), if any. */
  problem?: string;
  maxLength?: number;
}

/** The required reason of a refusal (a rejected tender, a disputed invoice), focused when its dialog opens. */
export function ReasonField({ field, problem, maxLength }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('Reason')}
      required
      autoFocus
      multiline
      minRows={3}
      {...field}
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
      error={!!problem}
      helperText={problem && t(problem)}
      fullWidth
    />
  );
}
