import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_NOT_SUCCESSFUL } from '@portal/domain/common/messages';
import { centsToDecimalText, toCents } from '@portal/domain/common/money';
import {
  canSaveInvoice,
  InvoiceEntryBodySchema,
  InvoiceEntrySchema,
  invoiceEntryText,
  sanitizeAmountInput,
  type InvoiceEntry,
  type InvoiceEntryBody,
} from '@portal/domain/invoices/invoice-entry';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { translatedFieldErrors } from '../../lib/translate-message';

interface InvoiceEntryFormProps {
  externalInvoiceNumber: string | null;
  /** Dollars. */
  externalInvoiceAmount: number | null;
  /** Payables status: Settled or later locks the form. */
  status: number;
  saving: boolean;
  onSave: (values: InvoiceEntry) => void;
  /** The last failed save, shown under the fields. */
  error?: unknown;
}

function initialValues(number: string | null, amount: number | null): InvoiceEntryBody {
  return {
    externalInvoiceNumber: number ?? '',
    externalInvoiceAmount: amount === null ? '' : centsToDecimalText(toCents(amount)),
  };
}

/**
 * Invoice entry: Invoice Number and Invoice Amount, both marked required, at least one
 * filled; the amount keeps only numeric input (anything else becomes empty). The form validates with
 * the update route's body schema (InvoiceEntryBodySchema). Save Invoice is disabled while the form is
 * invalid, the invoice is settled or a save is running.
 */
export function InvoiceEntryForm({ externalInvoiceNumber, externalInvoiceAmount, status, saving, onSave, error }: InvoiceEntryFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(InvoiceEntryBodySchema),
    defaultValues: initialValues(externalInvoiceNumber, externalInvoiceAmount),
  });
  // A saved or refreshed invoice shows its stored values.
  useEffect(() => reset(initialValues(externalInvoiceNumber, externalInvoiceAmount)), [externalInvoiceNumber, externalInvoiceAmount, reset]);

  // Checked on every keystroke, so Save Invoice follows the fields at once.
  const check = InvoiceEntryBodySchema.safeParse(watch());
  const amountError = check.error?.issues.find((issue) => issue.path[0] === 'externalInvoiceAmount')?.message;
  const locked = !canSaveInvoice({ valid: true, status, saving: false });
  const canSave = canSaveInvoice({ valid: check.success, status, saving });

  // The body passed the schema: what is saved is its trimmed text.
  const submit = handleSubmit((body) => onSave(InvoiceEntrySchema.parse(invoiceEntryText(body))));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('Invoice entry')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Controller
          name="externalInvoiceNumber"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label={t('Invoice Number')}
              required
              disabled={locked}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
        />
        <Controller
          name="externalInvoiceAmount"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(sanitizeAmountInput(event.target.value))}
              label={t('Invoice Amount')}
              required
              disabled={locked}
              autoComplete="off"
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
              error={!!amountError && field.value !== ''}
              helperText={amountError && field.value !== '' ? t(amountError) : undefined}
            />
          )}
        />
      </Box>
      {error ? <UpdateFailure error={error} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('Save Invoice')}
        </Button>
      </Box>
    </Box>
  );
}

/** The response's title or detail or 'Request not successful', plus its list of errors. */
export function updateFailure(error: unknown): { headline: string; errors: string[] } {
  if (isApiError(error)) {
    const maps = [translatedFieldErrors(error), error.modelState].flatMap((map) => (map ? Object.values(map).flat() : []));
    return { headline: error.title || error.detail || REQUEST_NOT_SUCCESSFUL, errors: maps.filter(Boolean) };
  }
  return { headline: error instanceof Error && error.message ? error.message : REQUEST_NOT_SUCCESSFUL, errors: [] };
}

function UpdateFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { headline, errors } = updateFailure(error);
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="invoice-update-failure">
      <AlertTitle sx={{ mb: errors.length ? 0.5 : 0 }}>{t(headline)}</AlertTitle>
      {errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
