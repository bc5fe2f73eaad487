import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ApInvoiceDetail, PayeeHistoryEntry } from '@portal/domain/invoices/ap-invoice-schemas';
import { PreviewSection } from '../../../components/invoices/invoice-preview-layout';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { payeeName } from './pending-payee-change';

function outcome(entry: PayeeHistoryEntry, t: TFunction): string {
  const when = formatDateTimeWithZone(entry.decidedAt);
  if (entry.status === 'Expired') return t('Not confirmed in time; lapsed {{when}}.', { when });
  if (entry.status === 'Cancelled') return entry.decidedBy ? t('Cancelled by {{person}} {{when}}.', { person: entry.decidedBy.name, when }) : t('Cancelled {{when}}.', { when });
  if (entry.decidedBy) return t('Confirmed by {{person}} {{when}}.', { person: entry.decidedBy.name, when });
  return t('Confirmed from the link e-mailed to {{email}} {{when}}.', { email: entry.confirmedByEmail ?? '', when });
}

/** Who the invoice was paid to over time: every change asked for, and what became of it, newest first. */
export function PayeeHistory({ invoice }: { invoice: ApInvoiceDetail }) {
  const { t } = useTranslation();
  if (invoice.payeeHistory.length === 0) return null;
  return (
    <PreviewSection title={t('Payee history')} testId="payee-history">
      <List disablePadding>
        {invoice.payeeHistory.map((entry) => (
          <ListItem key={entry.id} disableGutters divider data-testid="payee-history-entry" data-status={entry.status} sx={{ display: 'block', py: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {`${payeeName(entry.from, invoice.carrier, t)} → ${payeeName(entry.to, invoice.carrier, t)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('Asked by {{person}} {{when}}.', { person: entry.requestedBy.name, when: formatDateTimeWithZone(entry.requestedAt) })} {outcome(entry, t)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </PreviewSection>
  );
}
