import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { BackOfficeStatus } from '@portal/domain/back-office/back-office-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SearchField } from '../../../components/invoices/search-field';
import { PredictedPaySortSelect } from '../../../components/invoices/predicted-pay-fields';
import { PREDICTED_PAY_SORTS } from '@portal/domain/pay-timeline/predicted-pay-query';
import { BACK_OFFICE_SECTIONS, paths, type BackOfficeSection } from '../../../config/paths';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackOfficeInvoices } from '../api/get-back-office-invoices';
import { AccessRequestsSection } from './access-requests-section';
import { ApprovalsSection } from './approvals-section';
import { AttentionSection } from './attention-section';
import { CarriersSection } from './carriers-section';
import type { DeskSectionProps } from './desk-section-props';
import { PaidSection } from './paid-section';
import { PaymentsSection } from './payments-section';

interface SectionSpec {
  label: string;
  search: { label: string; placeholder: string };
  Section: (props: DeskSectionProps) => ReactNode;
}

/** The invoice queues, which sort by expected pay date. */
const SORTABLE: ReadonlySet<BackOfficeSection> = new Set(['approve', 'schedule', 'paid']);

const INVOICE_SEARCH = { label: msg('Search invoices'), placeholder: msg('Search invoice, shipment or carrier') };

const SECTIONS: Record<BackOfficeSection, SectionSpec> = {
  attention: { label: msg('Needs attention'), search: { label: msg('Search loads'), placeholder: msg('Search shipment or carrier') }, Section: AttentionSection },
  approve: { label: msg('Invoices to approve'), search: INVOICE_SEARCH, Section: ApprovalsSection },
  schedule: { label: msg('Payments to schedule'), search: INVOICE_SEARCH, Section: PaymentsSection },
  paid: { label: msg('Paid'), search: INVOICE_SEARCH, Section: PaidSection },
  carriers: { label: msg('Carriers'), search: { label: msg('Search carriers'), placeholder: msg('Search name, MC or DOT number') }, Section: CarriersSection },
  'access-requests': {
    label: msg('Access requests'),
    search: { label: msg('Search access requests'), placeholder: msg('Search company, name or e-mail') },
    Section: AccessRequestsSection,
  },
};

/** How many invoices wait in a queue (one row asked for: the answer's total is the count). */
function useQueueCount(status: BackOfficeStatus): number | undefined {
  return useBackOfficeInvoices({ status, page: 1, pageSize: 1 }).data?.totalCount;
}

/**
 * The brokerage staff's back office: the loads needing attention, carrier invoices to approve
 * (Received), approved invoices to pay (Settled, by carrier and payee), the invoices paid most
 * recently, the carriers and the access requests waiting at them. What each person may do follows
 * their role (back-office-rules.ts); the page says why an action is not offered.
 */
export function BackOfficePage({ section }: { section: BackOfficeSection }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort = PREDICTED_PAY_SORTS.find((choice) => choice === sortParam);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts: Partial<Record<BackOfficeSection, number | undefined>> = {
    approve: useQueueCount(PayablesInvoiceStatus.Received),
    schedule: useQueueCount(PayablesInvoiceStatus.Settled),
  };
  const update = (next: { q?: string; page?: number; sort?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.sort !== undefined) {
      if (next.sort) merged.set('sort', next.sort);
      else merged.delete('sort');
      merged.delete('page');
    }
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
  const sectionProps = { search, sort, page, onPageChange: (next: number) => update({ page: next }) };
  const label = (key: BackOfficeSection) => (counts[key] === undefined ? t(SECTIONS[key].label) : `${t(SECTIONS[key].label)} (${counts[key]})`);
  const { Section, search: searchText } = SECTIONS[section];

  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('Back Office')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('Loads that need someone now; carrier invoices approved, then paid with one check per carrier and payee; the carriers and who asks to join them.')}
        </Typography>
      </Box>
      <Tabs value={section} variant="scrollable" allowScrollButtonsMobile aria-label={t('Back office sections')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {BACK_OFFICE_SECTIONS.map((key) => (
          <Tab key={key} value={key} label={label(key)} component={RouterLink} to={paths.backOffice.section.getHref(key)} data-testid={`back-office-tab-${key}`} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: SORTABLE.has(section) ? '1fr 280px' : '1fr' }, alignItems: 'center' }}>
        <SearchField key={section} value={search} onChange={(q) => update({ q })} placeholder={t(searchText.placeholder)} label={t(searchText.label)} />
        {SORTABLE.has(section) && <PredictedPaySortSelect value={sort ?? ''} onChange={(next) => update({ sort: next })} />}
      </Box>
      <Box role="tabpanel" aria-label={t(SECTIONS[section].label)}>
        <Section {...sectionProps} />
      </Box>
    </Stack>
  );
}
