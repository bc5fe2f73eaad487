import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { BackOfficeStatus } from '@portal/domain/back-office/back-office-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SearchField } from '../../../components/invoices/search-field';
import { BACK_OFFICE_SECTIONS, paths, type BackOfficeSection } from '../../../config/paths';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackOfficeInvoices } from '../api/get-back-office-invoices';
import { ApprovalsSection } from './approvals-section';
import { PaidSection } from './paid-section';
import { PaymentsSection } from './payments-section';

const SECTION_LABELS: Record<BackOfficeSection, string> = {
  approve: msg('Invoices to approve'),
  schedule: msg('Payments to schedule'),
  paid: msg('Paid'),
};

/** How many invoices wait in a queue (one row asked for: the answer's total is the count). */
function useQueueCount(status: BackOfficeStatus): number | undefined {
  return useBackOfficeInvoices({ status, page: 1, pageSize: 1 }).data?.totalCount;
}

/**
 * The brokerage staff's back office: carrier invoices to approve (Received), approved invoices to
 * pay (Settled, by carrier and payee) and the invoices paid most recently. What each person may do
 * follows their role (back-office-rules.ts); the page says why an action is not offered.
 */
export function BackOfficePage({ section }: { section: BackOfficeSection }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts: Partial<Record<BackOfficeSection, number | undefined>> = {
    approve: useQueueCount(PayablesInvoiceStatus.Received),
    schedule: useQueueCount(PayablesInvoiceStatus.Settled),
  };
  const update = (next: { q?: string; page?: number }) => {
    const merged = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
      merged.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) merged.set('page', String(next.page));
      else merged.delete('page');
    }
    setParams(merged, { replace: next.q !== undefined });
  };
  const sectionProps = { search, page, onPageChange: (next: number) => update({ page: next }) };
  const label = (key: BackOfficeSection) => (counts[key] === undefined ? t(SECTION_LABELS[key]) : `${t(SECTION_LABELS[key])} (${counts[key]})`);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('Carrier payables')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('Approve the invoices carriers submitted, then pay approved invoices with one check per carrier and payee.')}
        </Typography>
      </Box>
      <Tabs value={section} variant="scrollable" allowScrollButtonsMobile aria-label={t('Back office sections')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {BACK_OFFICE_SECTIONS.map((key) => (
          <Tab key={key} value={key} label={label(key)} component={RouterLink} to={paths.backOffice.section.getHref(key)} data-testid={`back-office-tab-${key}`} />
        ))}
      </Tabs>
      <SearchField value={search} onChange={(q) => update({ q })} placeholder={t('Search invoice, shipment or carrier')} label={t('Search invoices')} />
      <Box role="tabpanel" aria-label={t(SECTION_LABELS[section])}>
        {section === 'approve' && <ApprovalsSection {...sectionProps} />}
        {section === 'schedule' && <PaymentsSection {...sectionProps} />}
        {section === 'paid' && <PaidSection {...sectionProps} />}
      </Box>
    </Stack>
  );
}
