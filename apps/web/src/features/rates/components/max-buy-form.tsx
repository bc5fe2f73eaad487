import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MaxBuyBodySchema } from '@portal/domain/rates/broker-booking-schemas';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useUpdateMaxBuy } from '../api/update-max-buy';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldError } from '../../../lib/translate-message';

type MaxBuyValues = z.input<typeof MaxBuyBodySchema>;
type MaxBuy = z.output<typeof MaxBuyBodySchema>;

/** The most the broker will pay a carrier, in dollars; saved on its own. */
export function MaxBuyForm({ shipmentId, maxBuy }: { shipmentId: number; maxBuy: number | null }) {
  const { t } = useTranslation();
  const update = useUpdateMaxBuy(shipmentId);
  const form = useForm<MaxBuyValues, unknown, MaxBuy>({
    resolver: zodResolver(MaxBuyBodySchema),
    values: { maxBuy: maxBuy === null ? '' : maxBuy.toFixed(2) },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values.maxBuy);
      notify.success(answerMessageOf(answer));
    } catch (error) {
      form.setError('maxBuy', { message: (isApiError(error) && translatedFieldError(error, 'maxBuy')) || errorMessages(error).join(' ') });
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={t('Update max buy')} direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: { sm: 320 } }}>
      <TextField
        size="small"
        label={t('Max buy')}
        inputMode="decimal"
        {...form.register('maxBuy')}
        error={!!form.formState.errors.maxBuy}
        helperText={form.formState.errors.maxBuy?.message && t(form.formState.errors.maxBuy.message)}
        sx={{ flex: 1, minWidth: 160 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <Button type="submit" variant="outlined" disabled={update.isPending || !form.formState.isDirty} sx={{ height: 40 }}>
        {t('Save')}
      </Button>
    </Stack>
  );
}
