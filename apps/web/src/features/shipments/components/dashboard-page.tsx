import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import LocalOffer from '@mui/icons-material/LocalOffer';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { AreaCard } from './area-card';
import { NeedsUpdatesList } from './needs-updates-list';
import { OnTimeChart, StatusCountsChart } from './status-charts';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { importWithReload } from '../../../lib/lazy-import';

// The preview (a drawer with the stops and activity) opens on a click: it is not part of the dashboard's first load.
const DashboardShipmentPreview = lazy(
  importWithReload(async () => ({ default: (await import('./dashboard-shipment-preview')).DashboardShipmentPreview })),
);

export type DashboardSection = 'shipments' | 'tenders' | 'rates' | 'accounting';

const SECTION_LINKS: { key: DashboardSection; label: string; href: string }[] = [
  { key: 'shipments', label: msg('Shipments'), href: paths.dashboard.shipments.getHref() },
  { key: 'tenders', label: msg('Tenders'), href: paths.dashboard.tenders.getHref() },
  { key: 'rates', label: msg('Rate Requests'), href: paths.dashboard.rates.getHref() },
  { key: 'accounting', label: msg('Accounting'), href: paths.dashboard.accounting.getHref() },
];

/**
 * /dashboard and its sub-paths. The shipments part (charts, needs updates, preview) lives here; the
 * tenders, rates and accounting sub-paths show a card to their lists until those areas fill them;
 * `cards` are other areas' cards beside them (the offers waiting for the caller).
 */
export function DashboardPage({ section, cards }: { section: DashboardSection; cards?: ReactNode }) {
  const { t } = useTranslation();
  const { shipmentNumber } = useParams();
  // A broker sends tenders and reads the answers; a carrier answers them.
  const { user } = useSession();
  const sendsTenders = !!user && (user.isBroker || user.isBrokerage);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1, display: { xs: 'none', md: 'block' } }}>
          {t('Dashboard')}
        </Typography>
        {/* The sections wrap to a second row on a phone: scrolled sideways, the last one showed as 'Accountin'. */}
        <Box component="nav" aria-label={t('Dashboard sections')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: '100%', '& a': { flexShrink: 0 } }}>
          {SECTION_LINKS.map((link) => (
            <Button key={link.key} component={Link} to={link.href} variant={section === link.key ? 'contained' : 'text'} size="small" aria-current={section === link.key ? 'page' : undefined}>
              {t(link.label)}
            </Button>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' } }}>
        <StatusCountsChart />
        <OnTimeChart />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'minmax(0,2fr) minmax(0,1fr)' }, alignItems: 'start' }}>
        <NeedsUpdatesList />
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <AreaCard testId="dashboard-tenders" icon={<LocalOffer />} title={t('Tenders')} text={sendsTenders ? t("Tenders you sent and the carriers' answers.") : t('Tenders waiting for your answer.')} to={section === 'tenders' ? paths.tenders.getHref() : paths.dashboard.tenders.getHref()} />
          <AreaCard testId="dashboard-rates" icon={<RequestQuote />} title={t('Rate Requests')} text={t('Open rate requests from the broker.')} to={section === 'rates' ? paths.rates.getHref() : paths.dashboard.rates.getHref()} />
          {cards}
          <AreaCard testId="dashboard-accounting" icon={<AccountBalanceWallet />} title={t('Accounting')} text={t('Invoices that need action before you can be paid.')} to={section === 'accounting' ? paths.accounting.getHref() : paths.dashboard.accounting.getHref()} />
        </Box>
      </Box>
      {shipmentNumber && (
        <Suspense fallback={null}>
          <DashboardShipmentPreview shipmentNumber={shipmentNumber} />
        </Suspense>
      )}
    </Box>
  );
}
