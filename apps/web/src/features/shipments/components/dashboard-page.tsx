import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import LocalOffer from '@mui/icons-material/LocalOffer';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GENERIC_LIST_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useBookings } from '../api/get-bookings';
import { useShipment } from '../api/get-shipment';
import { ActivityList } from './activity-list';
import { ShipmentHeader } from './shipment-header';
import { ShipmentRow } from './shipment-row';
import { OnTimeChart, StatusCountsChart } from './status-charts';
import { StopsList } from './stops-list';

export type DashboardSection = 'shipments' | 'tenders' | 'rates' | 'accounting';

const SECTION_LINKS: { key: DashboardSection; label: string; href: string }[] = [
  { key: 'shipments', label: 'Shipments', href: paths.dashboard.shipments.getHref() },
  { key: 'tenders', label: 'Tenders', href: paths.dashboard.tenders.getHref() },
  { key: 'rates', label: 'Rate Requests', href: paths.dashboard.rates.getHref() },
  { key: 'accounting', label: 'Accounting', href: paths.dashboard.accounting.getHref() },
];

function AreaCard({ icon, title, text, to, testId }: { icon: ReactNode; title: string; text: string; to: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }} data-testid={testId}>
      <CardActionArea component={Link} to={to} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'flex-start' }}>
        <Box sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main', flexShrink: 0 }}>{icon}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
        <ChevronRight color="action" />
      </CardActionArea>
    </Paper>
  );
}

/** Shipments needing updates, most overdue first; each opens the dashboard preview. */
function NeedsUpdatesList() {
  const list = useBookings({ view: 'booking', needsUpdates: true, page: 1, pageSize: GENERIC_LIST_PAGE_SIZE });
  let body: ReactNode;
  if (list.error) body = <ListError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <ListSpinner />;
  else if (list.data.data.length === 0) body = <ListNote text="All shipments are up to date" />;
  else
    body = (
      <Box component="ul" aria-label="Shipments needing updates" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {list.data.data.map((s) => (
          <li key={s.id}>
            <ShipmentRow shipment={s} to={paths.dashboard.shipmentPreview.getHref(s.shipmentNumber)} />
          </li>
        ))}
      </Box>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="needs-updates-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="needs-updates-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Needs Updates
          {list.data && (
            <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 700 }}>
              ({list.data.totalCount})
            </Typography>
          )}
        </Typography>
        <Button component={Link} to={paths.shipments.getHref()} endIcon={<ChevronRight />}>
          All Shipments
        </Button>
      </Box>
      {body}
    </Paper>
  );
}

/** The dashboard's shipment preview (a side drawer; full screen on phones). */
function DashboardShipmentPreview({ shipmentNumber }: { shipmentNumber: string }) {
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width:899.95px)');
  const shipment = useShipment(shipmentNumber);
  const close = () => void navigate(paths.dashboard.shipments.getHref());
  return (
    <Drawer anchor="right" open onClose={close} slotProps={{ paper: { sx: { width: narrow ? '100vw' : 560, maxWidth: '100vw' }, 'aria-label': `Shipment ${shipmentNumber} preview` } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
          Preview
        </Typography>
        <IconButton aria-label="Close preview" onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 2, overflowY: 'auto' }}>
        {shipment.error ? (
          <ListError error={shipment.error} />
        ) : !shipment.data ? (
          <ListSpinner label="Loading shipment" />
        ) : (
          <>
            <ShipmentHeader
              shipment={shipment.data}
              actions={
                <Button variant="contained" component={Link} to={paths.shipments.detail.getHref(shipment.data.shipmentNumber)}>
                  Open Shipment
                </Button>
              }
            />
            <StopsList shipment={shipment.data} />
            <Typography variant="h6" component="h2">
              Latest Activity
            </Typography>
            <ActivityList shipmentId={shipment.data.id} timeZone={shipment.data.stops[0]?.ianaTimezone} />
          </>
        )}
      </Box>
    </Drawer>
  );
}

/**
 * /dashboard and its sub-paths. The shipments part (charts, needs updates, preview) lives here; the
 * tenders, rates and accounting sub-paths show a card to their lists until those areas fill them.
 */
export function DashboardPage({ section }: { section: DashboardSection }) {
  const { shipmentNumber } = useParams();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1, display: { xs: 'none', md: 'block' } }}>
          Dashboard
        </Typography>
        <Box component="nav" aria-label="Dashboard sections" sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', maxWidth: '100%', '& a': { flexShrink: 0 } }}>
          {SECTION_LINKS.map((link) => (
            <Button key={link.key} component={Link} to={link.href} variant={section === link.key ? 'contained' : 'text'} size="small" aria-current={section === link.key ? 'page' : undefined}>
              {link.label}
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
          <AreaCard testId="dashboard-tenders" icon={<LocalOffer />} title="Tenders" text="Tenders waiting for your answer." to={section === 'tenders' ? paths.tenders.getHref() : paths.dashboard.tenders.getHref()} />
          <AreaCard testId="dashboard-rates" icon={<RequestQuote />} title="Rate Requests" text="Open rate requests from the broker." to={section === 'rates' ? paths.rates.getHref() : paths.dashboard.rates.getHref()} />
          <AreaCard testId="dashboard-accounting" icon={<AccountBalanceWallet />} title="Accounting" text="Invoices that need action before you can be paid." to={section === 'accounting' ? paths.accounting.getHref() : paths.dashboard.accounting.getHref()} />
        </Box>
      </Box>
      {shipmentNumber && <DashboardShipmentPreview shipmentNumber={shipmentNumber} />}
    </Box>
  );
}
