import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { OfferBodySchema, type TenderDetail } from '@portal/domain/tenders/tender-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { TenderAnswerDialog, useTenderAnswer } from './tender-answer-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';

interface RejectTenderDialogProps {
  tender: TenderDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Reject: the reason is optional (docs/decisions/0282-a-tender-is-rejected-with-or-without-a-reason.md);
 * a given one is kept and shown on the tender. The route's body schema checks the form.
 */
export function RejectTenderDialog({ tender, open, onClose }: RejectTenderDialogProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof OfferBodySchema>, unknown, z.output<typeof OfferBodySchema>>({
    resolver: zodResolver(OfferBodySchema),
    defaultValues: { status: 'Rejected', reason: '' },
  });
  const { respond, close } = useTenderAnswer(tender.id, () => form.reset(), onClose);
  const submit = form.handleSubmit(async (offer) => {
    try {
      const answer = await respond.mutateAsync({ status: 'Rejected', reason: offer.reason?.trim() });
      notify.success(answerMessageOf(answer));
      close();
    } catch (error) {
      const fieldErrors = isApiError(error) ? translatedFieldErrors(error).reason : undefined;
      if (fieldErrors?.length) form.setError('reason', { message: fieldErrors[0] });
    }
  });
  const problem = form.formState.errors.reason?.message;
  return (
    <TenderAnswerDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      titleId="reject-tender-title"
      title={t('Reject tender for shipment {{number}}', { number: tender.shipmentNumber })}
      description={t('Tell the broker why you are passing on this load.')}
      error={respond.error}
      pending={respond.isPending}
      submitColor="error"
      submitLabel={t('Reject tender')}
      pendingLabel={t('Rejecting…')}
    >
      <TextField
        label={t('Reason (optional)')}
        autoFocus
        multiline
        minRows={3}
        {...form.register('reason')}
        error={!!problem}
        helperText={problem && t(problem)}
        fullWidth
      />
    </TenderAnswerDialog>
  );
}
