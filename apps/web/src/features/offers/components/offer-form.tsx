import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { CounterOfferBodySchema } from '@portal/domain/offers/offer-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { localInputHoursAhead } from '../lib/offer-labels';

type FormValues = z.input<typeof CounterOfferBodySchema>;
export type OfferTerms = z.output<typeof CounterOfferBodySchema>;

interface OfferFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (terms: OfferTerms) => Promise<unknown>;
  onCancel?: () => void;
  /** Tells the fields of two forms on one page apart. */
  idPrefix: string;
}

/** Rate, until when it holds, and a note: an offer or a counter, checked by the route's own body schema. */
export function OfferForm({ submitLabel, pending, onSubmit, onCancel, idPrefix }: OfferFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues, unknown, OfferTerms>({
    resolver: zodResolver(CounterOfferBodySchema),
    defaultValues: { rate: '' as unknown as number, note: '', validUntil: localInputHoursAhead(2) },
  });
  const submit = form.handleSubmit(async (terms) => {
    // The field holds local time; the wire takes the instant.
    await onSubmit({ ...terms, validUntil: new Date(terms.validUntil).toISOString() }).then(() => form.reset(), () => undefined);
  });
  const errors = form.formState.errors;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))' } }}>
      <TextField
        id={`${idPrefix}-rate`}
        size="small"
        label={t('Rate (USD)')}
        inputMode="decimal"
        {...form.register('rate')}
        error={!!errors.rate}
        helperText={errors.rate?.message && t(errors.rate.message)}
        slotProps={{ htmlInput: { maxLength: 12 } }}
      />
      <TextField
        id={`${idPrefix}-valid-until`}
        size="small"
        type="datetime-local"
        label={t('Valid until')}
        {...form.register('validUntil')}
        error={!!errors.validUntil}
        helperText={errors.validUntil?.message && t(errors.validUntil.message)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${idPrefix}-note`}
        size="small"
        label={t('Note (optional)')}
        multiline
        minRows={2}
        {...form.register('note')}
        error={!!errors.note}
        helperText={errors.note?.message && t(errors.note.message)}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('Cancel')}</Button>}
      </Box>
    </Box>
  );
}
