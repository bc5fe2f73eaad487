import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain/common/messages';
import { isActiveLoad, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { paths } from '../../../config/paths';
import { handleError, notify } from '../../../lib/notify';
import { useGenerateBillOfLading } from '../api/generate-bill-of-lading';
import { useShipment } from '../api/get-shipment';
import { ActivityList } from './activity-list';
import { ShipmentHistory } from './shipment-history';
import { AssignmentPanel } from './assignment-panel';
import { ShipmentLoadFailure } from './load-failure';
import { RequirementsPanel } from './requirements-panel';
import { ShipmentDocuments } from './shipment-documents';
import { ShipmentFacts } from './shipment-facts';
import { ShipmentHeader } from './shipment-header';
import { ShipmentMap } from './shipment-map';
import type { ShipmentPanels } from './shipment-panels';
import { StopsList } from './stops-list';
import { TendersPanel } from './tenders-panel';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

type DetailTab = 'activity' | 'tenders' | 'requirements' | 'documents' | 'notes' | 'history';

export function ShipmentDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('Loading shipment')} sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={120} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' } }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    </Box>
  );
}

interface ShipmentDetailProps {
  shipment: Shipment;
  /** The driver portal: big touch targets, no tenders. */
  driver?: boolean;
  panels: ShipmentPanels;
}

/** The shipment detail: header, stops with their forms, map, facts, and the activity, tenders, requirements, documents and notes tabs. */
export function ShipmentDetail({ shipment, driver = false, panels }: ShipmentDetailProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>('activity');
  const bol = useGenerateBillOfLading();

  const generateBol = () =>
    bol.mutate(shipment.id, {
      onSuccess: () => notify.success(MESSAGES.bolGenerated({ number: shipment.shipmentNumber })),
      onError: (error) => handleError(error, 'bill of lading'),
    });

  // A carrier that only sees the load (load board, tender) takes no part in it: no documents, notes or stop events.
  const tabs: { key: DetailTab; label: string }[] = [
    { key: 'activity', label: msg('Activity') },
    ...(driver ? [] : [{ key: 'tenders' as const, label: msg('Tenders') }]),
    { key: 'requirements', label: msg('Requirements') },
    ...(shipment.canWrite
      ? [
          { key: 'documents' as const, label: msg('Documents') },
          { key: 'notes' as const, label: msg('Notes') },
          { key: 'history' as const, label: msg('History') },
        ]
      : []),
  ];

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 1600, mx: 'auto' }}>
      <ShipmentHeader
        shipment={shipment}
        actions={
          <>
            {shipment.canWrite && (
              <Button variant="outlined" startIcon={<Description />} onClick={generateBol} disabled={bol.isPending}>
                {t('Generate BOL')}
              </Button>
            )}
            {!driver && shipment.canWrite && panels.transactionRecord?.(shipment)}
            {!driver && (
              <Button component={Link} to={paths.allShipments.previewTab.getHref(shipment.shipmentNumber, 'details')} startIcon={<OpenInNew />}>
                {t('Preview')}
              </Button>
            )}
          </>
        }
      />
      {/* Carriers' offers on a board load come first for its brokerage: they wait for an answer. */}
      {!driver && panels.offers?.(shipment)}
      {/* Drivers (phones) see their stops first; the map follows in the side column. */}
      {!driver && <ShipmentMap shipment={shipment} height={260} canChangeConsent />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'minmax(0,7fr) minmax(0,5fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {driver && panels.driverConfirmation?.({ shipmentId: shipment.id, carrierId: shipment.carrier?.id ?? null, driver })}
          <Paper variant="outlined" component="section" aria-labelledby="stops-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
            <Typography id="stops-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('Stops')}
            </Typography>
            <StopsList shipment={shipment} touch={driver} readOnly={!shipment.canWrite} />
          </Paper>
          {shipment.canWrite && panels.signatures?.(shipment)}
          {!driver && panels.fraudSignals?.(shipment)}
          {!driver && panels.eldProposals?.(shipment)}
          {!driver && panels.detention?.(shipment)}
          <Paper variant="outlined" component="section" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <Tabs value={tab} onChange={(_, next: DetailTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label={t('Shipment sections')} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
              {tabs.map((item) => <Tab key={item.key} value={item.key} label={t(item.label)} />)}
            </Tabs>
            <Box role="tabpanel" aria-label={t(tabs.find((item) => item.key === tab)?.label ?? '')} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              {tab === 'activity' && <ActivityList shipmentId={shipment.id} />}
              {tab === 'tenders' && <TendersPanel shipmentId={shipment.id} />}
              {tab === 'requirements' && <RequirementsPanel shipmentId={shipment.id} requirements={shipment.requirements} />}
              {tab === 'documents' && shipment.canWrite && <ShipmentDocuments shipmentId={shipment.id} panels={panels} />}
              {tab === 'notes' && shipment.canWrite && panels.notes(shipment)}
              {tab === 'history' && shipment.canWrite && <ShipmentHistory shipmentNumber={shipment.shipmentNumber} />}
            </Box>
          </Paper>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {driver && <ShipmentMap shipment={shipment} />}
          {!driver && panels.driverConfirmation?.({ shipmentId: shipment.id, carrierId: shipment.carrier?.id ?? null, driver })}
          {!driver && shipment.trackingConsent.isCarrier && isActiveLoad(shipment.shipmentStatus.value) && panels.shareLinks?.(shipment)}
          {!driver && (isActiveLoad(shipment.shipmentStatus.value) || shipment.shipmentStatus.value === ShipmentStatus.Delivered) && <AssignmentPanel shipment={shipment} panels={panels} />}
          <ShipmentFacts shipment={shipment} />
        </Box>
      </Box>
    </Box>
  );
}

/** /shipments/{shipmentNumber} (and the driver's /my-shipments/{shipmentNumber}). */
export function ShipmentDetailPage({ driver = false, panels }: { driver?: boolean; panels: ShipmentPanels }) {
  const { shipmentNumber = '' } = useParams();
  const shipment = useShipment(shipmentNumber);
  if (shipment.error) return <ShipmentLoadFailure />;
  if (!shipment.data) return <ShipmentDetailSkeleton />;
  return <ShipmentDetail shipment={shipment.data} driver={driver} panels={panels} />;
}
