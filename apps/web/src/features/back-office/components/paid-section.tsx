import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useBackOfficeInvoices } from '../api/get-back-office-invoices';
import { BackOfficeInvoiceRow } from './back-office-invoice-row';
import { DeskPagedList } from './desk-list';
import type { DeskSectionProps } from './desk-section-props';


/** The check that paid an invoice: number, type, date and who it went to. */
function PaidWith({ invoice }: { invoice: BackOfficeInvoice }) {
  const { t } = useTranslation();
  if (!invoice.payment) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="paid-check">
        {t('Check {{number}}', { number: invoice.payment.checkNumber })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('Paid {{date}} to {{payee}}', { date: formatDate(invoice.payment.paymentDate), payee: invoice.payee.name })}
      </Typography>
      <Chip size="small" variant="outlined" label={t(invoice.payment.paymentType.displayName)} />
    </Box>
  );
}

/** Paid: the invoices paid most recently first, each with its check. */
export function PaidSection(props: DeskSectionProps) {
  const { t } = useTranslation();
  const query = useBackOfficeInvoices({ status: PayablesInvoiceStatus.PaidInFull, search: props.search || undefined, sort: props.sort, page: props.page, pageSize: DEFAULT_PAGE_SIZE });
  const renderItem = useCallback((invoice: BackOfficeInvoice) => <BackOfficeInvoiceRow invoice={invoice} action={<PaidWith invoice={invoice} />} />, []);
  return <DeskPagedList {...props} query={query} renderItem={renderItem} getKey={(invoice) => invoice.id} emptyText={t('No paid invoices yet')} label={t('Paid')} />;
}
