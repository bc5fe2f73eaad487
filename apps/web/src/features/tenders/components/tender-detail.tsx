import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Close from '@mui/icons-material/Close';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import MuiLink from '@mui/material/Link';
import { DetailColumns } from '../../../components/freight/detail-columns';
import { DetailError, DetailSkeleton } from '../../../components/freight/detail-states';
import { FactGrid } from '../../../components/freight/fact-grid';
import { formatDollars, formatMiles, formatWeight } from '../../../components/freight/freight-format';
import { LaneTitle, Section } from '../../../components/freight/lane-title';
import { RequirementChips } from '../../../components/freight/requirement-chips';
import { StopList } from '../../../components/freight/stop-list';
import { LazyLaneMap } from '../../../components/lane-map/lazy-lane-map';
import { paths } from '../../../config/paths';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { queryKeys } from '../../../lib/query-keys';
import { useIsTenderedCarrier } from '../hooks/use-is-tendered-carrier';
import { useTender } from '../api/get-tender';
import type { TenderDetail as Tender } from '@portal/domain/tenders/tender-schemas';
import { AcceptTenderDialog } from './accept-tender-dialog';
import type { RenderDriverPicker, RenderUnitPicker } from './driver-picker-slot';
import { RejectTenderDialog } from './reject-tender-dialog';
import { ExpiryCountdown } from './expiry-countdown';
import { TenderStatusChip } from './tender-status-chip';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

export interface TenderDetailProps {
  /** A tender id or a shipment number (one route key, tried in that order). */
  tenderKey: string;
  /** Where Back / Close goes: the tenders list by default (the dashboard preview passes its own). */
  backHref?: string;
  backLabel?: string;
  /** 'preview' shows a close button instead of the back link (dashboard side sheet). */
  variant?: 'page' | 'preview';
  /** The driver picker of the accept dialog, composed in by the page. */
  renderDriverPicker: RenderDriverPicker;
  /** The fleet unit picker (truck, trailer) of the accept dialog, composed in by the page. */
  renderUnitPicker: RenderUnitPicker;
}

/**
 * The tender offer: lane, stops in their own time zones, equipment, rate, requirements, map. The
 * tendered carrier gets Accept and Reject; the broker who sent it reads the carrier's answer.
 */
export function TenderDetail({ tenderKey, backHref = paths.tenders.getHref(), backLabel = msg('Tenders'), variant = 'page', renderDriverPicker, renderUnitPicker }: TenderDetailProps) {
  const { t } = useTranslation();
  const tender = useTender(tenderKey);
  if (tender.isPending) return <DetailSkeleton />;
  if (tender.error) return <DetailError error={tender.error} backHref={backHref} backLabel={t('Back to {{page}}', { page: t(backLabel) })} notFoundTitle={t('Tender not found')} />;
  return <TenderView tender={tender.data} tenderKey={tenderKey} backHref={backHref} backLabel={backLabel} variant={variant} renderDriverPicker={renderDriverPicker} renderUnitPicker={renderUnitPicker} />;
}

interface TenderViewProps extends Required<Omit<TenderDetailProps, 'tenderKey'>> {
  tender: Tender;
  tenderKey: string;
}

function TenderView({ tender, tenderKey, backHref, backLabel, variant, renderDriverPicker, renderUnitPicker }: TenderViewProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const queryClient = useQueryClient();
  const open = tender.status.value === TenderOfferStatus.Sent && !tender.isExpired;
  const carrierView = useIsTenderedCarrier(tender);
  // At the deadline the server stops accepting answers: refresh so the page says Expired.
  const onExpire = useCallback(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: queryKeys.tenders.detail(tenderKey) });
  }, [open, queryClient, tenderKey]);

  const facts = [
    { label: msg('Rate'), value: <Box component="span" sx={{ fontSize: 20, fontWeight: 700 }}>{formatDollars(tender.rate)}</Box> },
    { label: msg('Miles'), value: formatMiles(tender.lane.miles) },
    { label: msg('Equipment'), value: t(tender.equipment.equipmentMode) },
    { label: msg('Mode'), value: `${t(tender.equipment.shippingMode)}${tender.equipment.isPartial ? ` · ${t('Partial')}` : ''}` },
    { label: msg('Weight'), value: formatWeight(tender.equipment.weight) },
    carrierView ? { label: msg('Customer'), value: tender.customer?.name ?? t('Not shown') } : { label: msg('Carrier'), value: tender.carrier.name },
    { label: msg('Sent'), value: formatDateTimeWithZone(tender.sentAt) },
    { label: msg('Answer by'), value: formatDateTimeWithZone(tender.expiresAt) },
  ];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }} data-testid="tender-detail">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        {variant === 'page' ? (
          <Button component={Link} to={backHref} startIcon={<ArrowBack />} color="inherit" size="small">
            {t(backLabel)}
          </Button>
        ) : (
          <span />
        )}
        {variant === 'preview' && (
          <IconButton component={Link} to={backHref} aria-label={t('Close')}>
            <Close />
          </IconButton>
        )}
      </Stack>

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <LaneTitle origin={tender.lane.origin} destination={tender.lane.destination} variant="h4" component="h1" />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography color="text.secondary">
              {t('Shipment')} <strong>{tender.shipmentNumber}</strong> · {t('Tender {{id}}', { id: tender.id })}
            </Typography>
            <TenderStatusChip tender={tender} />
            {open && <ExpiryCountdown expiresAt={tender.expiresAt} onExpire={onExpire} />}
          </Stack>
        </Box>
        {open && carrierView && (
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button variant="outlined" color="error" startIcon={<HighlightOff />} onClick={() => setDialog('reject')} sx={{ flex: { xs: 1, md: 'none' } }}>
              {t('Reject')}
            </Button>
            <Button variant="contained" color="success" startIcon={<CheckCircleOutline />} onClick={() => setDialog('accept')} sx={{ flex: { xs: 1, md: 'none' } }}>
              {t('Accept')}
            </Button>
          </Stack>
        )}
      </Box>

      {carrierView ? !open && <AnsweredNote tender={tender} /> : <SentTenderNote tender={tender} />}

      <DetailColumns
        stickySide
        main={
          <Stack spacing={2}>
            <Section title={msg('Offer')}>
              <FactGrid facts={facts} />
            </Section>
            <Section title={msg('Stops')}>
              <StopList stops={tender.stops} />
            </Section>
            <Section title={msg('Requirements')}>
              <RequirementChips requirements={tender.requirements} />
              {tender.referenceNumbers.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('References: {{list}}', { list: tender.referenceNumbers.join(', ') })}
                </Typography>
              )}
            </Section>
          </Stack>
        }
        side={
          <Section title={msg('Lane map')}>
            <LazyLaneMap points={tender.map.points} height={320} />
          </Section>
        }
      />

      {dialog === 'accept' && <AcceptTenderDialog tender={tender} open onClose={() => setDialog(null)} renderDriverPicker={renderDriverPicker} renderUnitPicker={renderUnitPicker} />}
      {dialog === 'reject' && <RejectTenderDialog tender={tender} open onClose={() => setDialog(null)} />}
    </Box>
  );
}

function AnsweredNote({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  const status = tender.status.value;
  if (tender.isExpired) return <Alert severity="warning" sx={{ mb: 2 }}>{t('This tender expired {{time}} and can no longer be answered.', { time: formatDateTimeWithZone(tender.expiresAt) })}</Alert>;
  if (status === TenderOfferStatus.Accepted)
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="tender-answer">
        {t('You accepted this tender {{time}}; the shipment is {{status}}.', { time: formatDateTimeWithZone(tender.respondedAt), status: t(tender.shipmentStatus.displayName) })}
        <Assignment tender={tender} />
        <Box sx={{ mt: 0.5 }}>
          <MuiLink component={Link} to={paths.shipments.detail.getHref(tender.shipmentNumber)} data-testid="tender-shipment-link">
            {t('Open shipment {{number}}', { number: tender.shipmentNumber })}
          </MuiLink>
        </Box>
      </Alert>
    );
  if (status === TenderOfferStatus.Rejected)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('You rejected this tender {{time}}', { time: formatDateTimeWithZone(tender.respondedAt) })}
        {tender.rejectReason ? `: “${tender.rejectReason}”` : '.'}
      </Alert>
    );
  return <Alert severity="info" sx={{ mb: 2 }}>{tender.status.value === TenderOfferStatus.BookingRescinded ? t('This tender was booking rescinded by the broker.') : t('This tender was rescinded by the broker.')}</Alert>;
}

/** Driver, truck and trailer named on acceptance, one line. */
function Assignment({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  const parts = [
    tender.driver ? t('Driver {{name}}.', { name: tender.driver.name }) : null,
    tender.truckNumber ? t('Truck {{number}}.', { number: tender.truckNumber }) : null,
    tender.trailerNumber ? t('Trailer {{number}}.', { number: tender.trailerNumber }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Box component="span" data-testid="tender-assignment">
      {' '}
      {parts.join(' ')}
    </Box>
  );
}

/** What the broker (or the brokerage) reads on a tender it sent: the carrier's answer, or that it is still waiting. */
function SentTenderNote({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  const status = tender.status.value;
  const carrier = tender.carrier.name;
  const by = tender.respondedBy ? ` ${t('({{name}})', { name: tender.respondedBy })}` : '';
  if (tender.isExpired) return <Alert severity="warning" sx={{ mb: 2 }} data-testid="tender-answer">{t('{{carrier}} did not answer; this tender expired {{time}}.', { carrier, time: formatDateTimeWithZone(tender.expiresAt) })}</Alert>;
  if (status === TenderOfferStatus.Sent)
    return <Alert severity="info" sx={{ mb: 2 }} data-testid="tender-answer">{t('Waiting for {{carrier}} to answer by {{time}}.', { carrier, time: formatDateTimeWithZone(tender.expiresAt) })}</Alert>;
  if (status === TenderOfferStatus.Accepted)
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="tender-answer">
        {t('{{carrier}} accepted this tender {{time}}', { carrier, time: formatDateTimeWithZone(tender.respondedAt) })}
        {by}. {t('The shipment is {{status}}.', { status: t(tender.shipmentStatus.displayName) })}
        <Assignment tender={tender} />
      </Alert>
    );
  if (status === TenderOfferStatus.Rejected)
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="tender-answer">
        {t('{{carrier}} rejected this tender {{time}}', { carrier, time: formatDateTimeWithZone(tender.respondedAt) })}
        {by}
        {tender.rejectReason ? `: “${tender.rejectReason}”` : '.'}
      </Alert>
    );
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="tender-answer">
      {status === TenderOfferStatus.BookingRescinded
        ? t('The booking was rescinded {{time}}.', { time: formatDateTimeWithZone(tender.respondedAt) })
        : t('This tender was rescinded {{time}} before {{carrier}} answered.', { carrier, time: formatDateTimeWithZone(tender.respondedAt) })}
    </Alert>
  );
}
