import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { approvalRefusal } from '@portal/domain/back-office/back-office-rules';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useBackOfficeInvoices } from '../api/get-back-office-invoices';
import { ApproveDialog } from './approve-dialog';
import { BackOfficeInvoiceRow } from './back-office-invoice-row';
import { DeskPagedList } from './desk-list';
import type { DeskSectionProps } from './desk-section-props';


/** Invoices to approve: the Received invoices, oldest first, each with Approve for AP and Admin staff. */
export function ApprovalsSection(props: DeskSectionProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const refusal = user ? approvalRefusal(user) : null;
  const query = useBackOfficeInvoices({ status: PayablesInvoiceStatus.Received, search: props.search || undefined, sort: props.sort, page: props.page, pageSize: DEFAULT_PAGE_SIZE });
  const [approving, setApproving] = useState<BackOfficeInvoice | null>(null);
  const renderItem = useCallback(
    (invoice: BackOfficeInvoice) => (
      <BackOfficeInvoiceRow
        invoice={invoice}
        action={
          refusal === null && (
            <Button variant="contained" size="small" fullWidth onClick={() => setApproving(invoice)} aria-label={t('Approve invoice {{number}}', { number: invoice.invoiceNumber })}>
              {t('Approve')}
            </Button>
          )
        }
      />
    ),
    [refusal, t],
  );
  return (
    <Stack spacing={2}>
      {refusal && (
        <Alert severity="info" data-testid="approve-refusal">
          {t(refusal)}
        </Alert>
      )}
      <DeskPagedList
        {...props}
        query={query}
        renderItem={renderItem}
        getKey={(invoice) => invoice.id}
        emptyText={t('No invoices waiting for approval')}
        label={t('Invoices to approve')}
      />
      {approving && <ApproveDialog invoice={approving} onClose={() => setApproving(null)} />}
    </Stack>
  );
}
