import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { LinkOutcome } from '../../../components/link-outcome';
import { useConfirmPayeeChangeLink } from '../api/confirm-payee-change-link';

/**
 * The mailed link opened: nothing changes until the person presses Confirm, so a mail scanner that
 * opens links on its own cannot confirm a change nobody read.
 */
export function PayeeChangeLinkResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPayeeChangeLink();

  if (confirm.isSuccess) {
    const { invoiceNumber, payee } = confirm.data.data;
    return (
      <LinkOutcome
        success={t('Invoice {{invoiceNumber}} is now paid to {{payee}}.', { invoiceNumber, payee })}
        explanation={t("The company's admins and the brokerage's payables staff have been told.")}
      />
    );
  }
  if (confirm.isError) return <LinkOutcome error={confirm.error} explanation={t('Nothing was changed. An admin of the company can ask for the change again on the invoice.')} />;
  return (
    <Stack spacing={2}>
      <Typography>{t('An admin of your company asked to change who an invoice is paid to. The e-mail that brought you here says which invoice, who asked and the new payee.')}</Typography>
      <Typography color="text.secondary">{t('Confirm only if your company asked for it. If it did not, close this page: nothing changes, and the request lapses.')}</Typography>
      <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
        {t('Confirm the payee change')}
      </Button>
    </Stack>
  );
}
