import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ApInvoiceDetail, PendingPayeeChange } from '@portal/domain/invoices/ap-invoice-schemas';
import type { CompanyRef } from '@portal/domain/invoices/invoice-shared-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCancelPayeeChange } from '../api/cancel-payee-change';
import { useConfirmPayeeChange } from '../api/confirm-payee-change';
import { answerMessageOf } from '../../../lib/translate-message';

/** A payee in words: a factoring company, or the carrier itself (none, or the carrier named as its own payee). */
export function payeeName(payee: CompanyRef | null, carrier: CompanyRef, t: TFunction): string {
  return payee && payee.id !== carrier.id ? payee.name : t('{{name}} (paid directly)', { name: carrier.name });
}

function whoConfirms(change: PendingPayeeChange, carrier: string, t: TFunction): string {
  const until = formatDateTimeWithZone(change.expiresAt);
  switch (change.confirmBy) {
    case 'Admin':
      return t('Another admin of {{carrier}} must confirm it by {{until}}.', { carrier, until });
    case 'CompanyEmail':
      return t("It is confirmed from the link e-mailed to the company's registered address, by {{until}}.", { until });
    case 'Brokerage':
      return t("The brokerage's payables staff must confirm it by {{until}}.", { until });
  }
}

/**
 * A change of payee waiting for a second person, at the top of the invoice: what changes, who asked,
 * who must confirm and by when, with Confirm and Cancel for those who may.
 */
export function PendingPayeeChangeNotice({ invoice }: { invoice: ApInvoiceDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const confirm = useConfirmPayeeChange(invoice.id);
  const cancel = useCancelPayeeChange(invoice.id);
  const change = invoice.pendingPayeeChange;
  if (!change) return null;
  const busy = confirm.isPending || cancel.isPending;
  const asked = t('{{person}} asked on {{when}} to pay this invoice to {{to}} instead of {{from}}.', {
    person: change.requestedBy.id === user?.id ? t('You') : change.requestedBy.name,
    when: formatDateTimeWithZone(change.requestedAt),
    to: payeeName(change.to, invoice.carrier, t),
    from: payeeName(change.from, invoice.carrier, t),
  });
  return (
    <Alert severity="warning" data-testid="pending-payee-change">
      <AlertTitle>{t('Payee change waiting for confirmation')}</AlertTitle>
      {asked} {whoConfirms(change, invoice.carrier.name, t)} {t('Until then the invoice is paid to {{payee}}.', { payee: payeeName(invoice.remitTo, invoice.carrier, t) })}
      {(change.canConfirm || change.canCancel) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {change.canConfirm && (
            <Button variant="contained" color="warning" size="small" disabled={busy} onClick={() => confirm.mutate(undefined, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}>
              {t('Confirm payee change')}
            </Button>
          )}
          {change.canCancel && (
            <Button variant="outlined" color="inherit" size="small" disabled={busy} onClick={() => cancel.mutate(undefined, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}>
              {t('Cancel payee change')}
            </Button>
          )}
        </Box>
      )}
    </Alert>
  );
}
