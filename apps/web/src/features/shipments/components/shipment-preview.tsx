import type { ReactNode } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Route from '@mui/icons-material/Route';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isDriverPortalUser } from '@portal/domain/auth/access';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ALL_SHIPMENTS_PREVIEW_TABS, paths, type AllShipmentsPreviewTab } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useShipment } from '../api/get-shipment';
import { CasesPanel } from './cases-panel';
import { FinancialsPanel } from './financials-panel';
import { ShipmentLoadFailure } from './load-failure';
import { RateConfirmation } from './rate-confirmation';
import { ShipmentDetailSkeleton } from './shipment-detail-page';
import { ShipmentDocuments } from './shipment-documents';
import { ShipmentFacts } from './shipment-facts';
import { ShipmentHeader } from './shipment-header';
import type { ShipmentPanels } from './shipment-panels';
import { StopsList } from './stops-list';
import { ShipmentHistory } from './shipment-history';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const TAB_LABELS: Record<AllShipmentsPreviewTab, string> = {
  details: msg('Details'),
  financials: msg('Financials'),
  cases: msg('Cases'),
  documents: msg('Documents'),
  history: msg('History'),
  SignedRateConfirmation: msg('Signed Rate Confirmation'),
};

/** The carrier's money: the booked carrier's office and the brokerage see it, drivers do not (the server answers them 403). */
const MONEY_TABS: readonly AllShipmentsPreviewTab[] = ['financials', 'SignedRateConfirmation'];

function currentTab(pathname: string): AllShipmentsPreviewTab {
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  return (ALL_SHIPMENTS_PREVIEW_TABS as readonly string[]).includes(last) ? (last as AllShipmentsPreviewTab) : 'details';
}

export interface ShipmentPreviewPageProps {
  /**
   * Renders the cases tab's action (opening a case). The route module passes the cases feature's
   * button in, since features do not import each other.
   */
  caseAction?: (shipment: { id: number; shipmentNumber: string }) => ReactNode;
  panels: ShipmentPanels;
}

/** /all-shipments/{shipmentNumber}/preview[/tab]: details, financials, cases, documents and the signed rate confirmation. */
export function ShipmentPreviewPage({ caseAction, panels }: ShipmentPreviewPageProps) {
  const { t } = useTranslation();
  const { shipmentNumber = '' } = useParams();
  const { pathname } = useLocation();
  const tab = currentTab(pathname);
  const { user } = useSession();
  const driver = !!user && isDriverPortalUser(user);
  const shipment = useShipment(shipmentNumber);
  if (driver && MONEY_TABS.includes(tab)) return <Navigate to={paths.allShipments.previewTab.getHref(shipmentNumber, 'details')} replace />;
  if (shipment.error) return <ShipmentLoadFailure />;
  if (!shipment.data) return <ShipmentDetailSkeleton />;
  const data = shipment.data;
  // The load's documents are its parties' (a carrier whose booking came off is no longer one).
  const hidden: readonly AllShipmentsPreviewTab[] = [...(driver ? MONEY_TABS : []), ...(data.canWrite ? [] : (['documents', 'history'] as const))];
  if (hidden.includes(tab)) return <Navigate to={paths.allShipments.previewTab.getHref(shipmentNumber, 'details')} replace />;
  const tabs = ALL_SHIPMENTS_PREVIEW_TABS.filter((key) => !hidden.includes(key));

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 1280, mx: 'auto' }}>
      <Box>
        <Button component={Link} to={driver ? paths.myShipments.getHref() : paths.shipments.getHref()} startIcon={<ArrowBack />} size="small">
          {t('Shipments')}
        </Button>
      </Box>
      <ShipmentHeader
        shipment={data}
        actions={
          <>
            {data.tripId !== null && (
              <Button component={Link} to={paths.allShipments.trip.getHref(data.tripId, data.id)} startIcon={<Route />}>
                {t('Trip')}
              </Button>
            )}
            <Button variant="contained" component={Link} to={driver ? paths.myShipments.detail.getHref(data.shipmentNumber) : paths.shipments.detail.getHref(data.shipmentNumber)} startIcon={<OpenInNew />}>
              {t('Open Shipment')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={t('Preview sections')} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {tabs.map((key) => (
            <Tab key={key} value={key} label={t(TAB_LABELS[key])} component={Link} to={paths.allShipments.previewTab.getHref(data.shipmentNumber, key)} replace />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={t(TAB_LABELS[tab])} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          {tab === 'details' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' }, alignItems: 'start' }}>
              <Box>
                <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {t('Stops')}
                </Typography>
                <StopsList shipment={data} readOnly />
              </Box>
              <ShipmentFacts shipment={data} />
            </Box>
          )}
          {tab === 'financials' && <FinancialsPanel shipmentId={data.id} />}
          {tab === 'cases' && <CasesPanel shipmentId={data.id} action={caseAction?.(data)} />}
          {tab === 'documents' && <ShipmentDocuments shipmentId={data.id} panels={panels} />}
          {tab === 'history' && <ShipmentHistory shipmentNumber={data.shipmentNumber} />}
          {tab === 'SignedRateConfirmation' && <RateConfirmation shipmentId={data.id} shipmentNumber={data.shipmentNumber} />}
        </Box>
      </Paper>
    </Box>
  );
}
