import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { useRateRequest } from '../api/get-rate-request';
import type { RateRequestDetail as RateRequest } from '@portal/domain/rates/rate-schemas';
import { RateResponseForm } from './rate-response-form';
import { RateStatusChip } from './rate-status-chip';
import { useTranslation } from '../../../i18n/use-translation';

export type RateDetailTab = 'respond' | 'details';

export interface RateRequestDetailProps {
  /** A rate id, or a shipment number (with rateType for /rates/{rateType}/shipment/{shipmentNumber}). */
  rateKey: string;
  rateType?: string;
  /** Set on /rates/{rateId}/preview[/details]: the tabs are addresses; elsewhere they are local. */
  routedTab?: RateDetailTab;
  backHref?: string;
  backLabel?: string;
}

/** A rate request: the lane, the load, and the response form (rate, notes) with Decline. */
export function RateRequestDetail({ rateKey, rateType, routedTab, backHref = paths.rates.getHref(), backLabel: backLabelGiven }: RateRequestDetailProps) {
  const { t } = useTranslation();
  const backLabel = backLabelGiven ?? t('Rate Requests');
  const request = useRateRequest(rateKey, rateType);
  const [localTab, setLocalTab] = useState<RateDetailTab>('respond');
  if (request.isPending) return <DetailSkeleton />;
  if (request.error) return <DetailError error={request.error} backHref={backHref} backLabel={t('Back to {{place}}', { place: backLabel })} notFoundTitle={t('Rate request not found')} />;
  const rate = request.data;
  const tab = routedTab ?? localTab;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }} data-testid="rate-request-detail">
      <Button component={Link} to={backHref} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1 }}>
        {backLabel}
      </Button>
      <LaneTitle origin={rate.origin} destination={rate.destination} variant="h4" component="h1" />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1, mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography color="text.secondary">
          {t('Shipment')} <strong>{rate.shipmentNumber}</strong> · {t('Request {{id}}', { id: rate.id })}
        </Typography>
        <RateStatusChip request={rate} />
        <Chip size="small" label={t(rate.rateType)} variant="outlined" />
      </Stack>

      <Tabs value={tab} onChange={(_, next: RateDetailTab) => !routedTab && setLocalTab(next)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="respond" label={t('Response')} {...(routedTab ? { component: Link, to: paths.rates.preview.getHref(rate.id) } : {})} />
        <Tab value="details" label={t('Details')} {...(routedTab ? { component: Link, to: paths.rates.previewDetails.getHref(rate.id) } : {})} />
      </Tabs>

      {tab === 'respond' ? <ResponseTab rate={rate} /> : <DetailsTab rate={rate} />}
    </Box>
  );
}

function ResponseTab({ rate }: { rate: RateRequest }) {
  const { t } = useTranslation();
  const open = rate.status.value === RateRequestStatus.Sent && !rate.isExpired;
  const facts = [
    { label: t('Target rate'), value: formatDollars(rate.targetRate) },
    { label: t('Miles'), value: formatMiles(rate.miles) },
    { label: t('Equipment'), value: `${t(rate.equipmentMode)} · ${t(rate.shippingMode)}${rate.isPartial ? ` · ${t('Partial')}` : ''}` },
    { label: t('Weight'), value: formatWeight(rate.weight) },
    { label: t('Pickup'), value: formatDateTimeWithZone(rate.pickupEarly, rate.stops[0]?.ianaTimezone) },
    { label: t('Delivery'), value: formatDateTimeWithZone(rate.deliveryEarly, rate.stops[rate.stops.length - 1]?.ianaTimezone) || '—' },
    { label: t('Requested'), value: formatDateTimeWithZone(rate.requestedAt) },
    { label: t('Respond by'), value: rate.expiresAt ? formatDateTimeWithZone(rate.expiresAt) : '—' },
  ];
  return (
    <DetailColumns
      main={
        <Stack spacing={2}>
          <Section title={t('Load')}>
            <FactGrid facts={facts} />
          </Section>
          <Section title={t('Your response')}>
            {open ? (
              <RateResponseForm request={rate} />
            ) : rate.status.value === RateRequestStatus.Offered ? (
              <Alert severity="success">
                {t('You offered')} <strong>{formatDollars(rate.responseRate)}</strong> {formatDateTimeWithZone(rate.respondedAt)}.
                {rate.responseNotes ? ` ${t('Notes: {{notes}}', { notes: rate.responseNotes })}` : ''}
              </Alert>
            ) : rate.status.value === RateRequestStatus.Declined ? (
              <Alert severity="info">
                {t('You declined this request {{time}}', { time: formatDateTimeWithZone(rate.respondedAt) })}
                {rate.declineReason ? `: “${rate.declineReason}”` : '.'}
              </Alert>
            ) : (
              <Alert severity="warning">{t('This rate request expired and can no longer be answered.')}</Alert>
            )}
          </Section>
        </Stack>
      }
      side={
        <Section title={t('Lane map')}>
          <LazyLaneMap points={rate.map.points} height={300} />
        </Section>
      }
    />
  );
}

function DetailsTab({ rate }: { rate: RateRequest }) {
  const { t } = useTranslation();
  return (
    <DetailColumns
      main={
        <Section title={t('Stops')}>
          <StopList stops={rate.stops} />
        </Section>
      }
      side={
        <Section title={t('Requirements')}>
          <RequirementChips requirements={rate.requirements} />
        </Section>
      }
    />
  );
}
