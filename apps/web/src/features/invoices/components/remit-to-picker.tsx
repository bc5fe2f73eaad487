import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAdmin } from '@portal/domain/auth/access';
import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import { PAYEE_CHANGE_ADMINS_ONLY } from '@portal/domain/invoices/payee-change';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useFactoringCompanies } from '../api/get-factoring-companies';
import { useUpdateApInvoiceRemitTo } from '../api/update-ap-invoice-remit-to';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

const DIRECT = 'direct';

/**
 * Remit To: the carrier's admins ask who the check is cut to while the invoice is open, from the
 * Carriers factoring list (or "paid directly"); the change waits for a second person, and the
 * control says so. The carrier's other users are told who may; everyone else, and a locked
 * invoice, reads it.
 */
export function RemitToPicker({ invoice }: { invoice: ApInvoiceDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const ownOpenInvoice = user?.companyId === invoice.carrier.id && !invoice.isLocked;
  const canPick = ownOpenInvoice && !!user && isAdmin(user);
  const factoring = useFactoringCompanies(canPick);
  const save = useUpdateApInvoiceRemitTo(invoice.id);
  if (ownOpenInvoice && !canPick) {
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }} data-testid="remit-to-admins-only">
        {t(PAYEE_CHANGE_ADMINS_ONLY)}
      </Typography>
    );
  }
  if (!canPick) return null;

  const pending = invoice.pendingPayeeChange;
  const pendingPayee = pending ? (pending.to?.name ?? t('{{name}} (paid directly)', { name: invoice.carrier.name })) : '';
  const helper = factoring.isError
    ? t('The factoring list could not be loaded')
    : !pending
      ? t('Who the check for this invoice is paid to')
      : pending.requestedBy.id === user?.id
        ? t('You asked to pay it to {{payee}}: that waits for someone else to confirm it.', { payee: pendingPayee })
        : t('A change to {{payee}} waits for confirmation.', { payee: pendingPayee });

  const companies = factoring.data?.data ?? [];
  const current = invoice.remitTo && invoice.remitTo.id !== invoice.carrier.id ? String(invoice.remitTo.id) : DIRECT;
  // The select shows the saved choice even before the list arrives (or when it is no longer listed).
  const listed = current === DIRECT || companies.some((c) => String(c.id) === current);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('Remit To')}
      value={current}
      disabled={save.isPending || factoring.isLoading}
      helperText={helper}
      onChange={(event) => {
        const value = event.target.value === DIRECT ? null : Number(event.target.value);
        save.mutate(value, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) });
      }}
      sx={{ mt: 1.5 }}
      slotProps={{ htmlInput: { 'data-testid': 'remit-to-select' } }}
    >
      <MenuItem value={DIRECT}>{t('{{name}} (paid directly)', { name: invoice.carrier.name })}</MenuItem>
      {!listed && invoice.remitTo && <MenuItem value={current}>{invoice.remitTo.name}</MenuItem>}
      {companies.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
          {c.city ? ` · ${c.city}, ${c.state ?? ''}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
