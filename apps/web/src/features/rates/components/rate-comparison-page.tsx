import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { cityState, formatDollars } from '../../../components/freight/freight-format';
import { paths } from '../../../config/paths';
import { errorMessages } from '../../../lib/notify';
import { useBrokerShipment } from '../api/get-broker-shipment';
import { useShipmentIdByNumber } from '../api/get-shipment-id-by-number';
import { useUnifiedRates } from '../api/get-unified-rates';
import { CarrierAnswers } from './carrier-answers';
import { BrokerShipmentActions } from './broker-shipment-actions';
import { DEFAULT_RATE_SORT, filterByRateType, RATE_TYPE_FILTERS, sortRates, type RateSort } from './rate-comparison-sort';
import { RateComparisonCards, RateComparisonTable } from './rate-comparison-table';
import { useTranslation } from '../../../i18n/use-translation';
import { useConfirmedBooking, type ConfirmedBooking } from './use-confirmed-booking';

/** Loads are bookable until a carrier has them: Draft, Ready to Book and Tendering. */
const BOOKABLE: readonly number[] = [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering];

function ComparisonHeader({ shipment }: { shipment: BrokerShipment }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Button component={RouterLink} to={paths.rates.getHref()} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1, ml: -0.5 }}>
        {t('Rate Requests')}
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('Shipment {{shipmentNumber}}', { shipmentNumber: shipment.shipmentNumber })}
        </Typography>
        <Chip label={t(shipment.status.displayName)} color={shipment.status.value === ShipmentStatus.Booked ? 'success' : 'default'} data-testid="shipment-status" />
      </Stack>
      <Typography color="text.secondary">
        {cityState(shipment.origin)} → {cityState(shipment.destination)} · {t(shipment.equipmentMode)} {t(shipment.shippingMode)} · {t('Max buy {{amount}}', { amount: formatDollars(shipment.maxBuy) })}
      </Typography>
    </Box>
  );
}

function RateTypeTabs({ rateType, shipmentNumber }: { rateType: string; shipmentNumber: string }) {
  const { t } = useTranslation();
  const known = RATE_TYPE_FILTERS.some((filter) => filter.value === rateType.toLowerCase());
  return (
    <Tabs value={known ? rateType.toLowerCase() : false} aria-label={t('Rate types')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
      {RATE_TYPE_FILTERS.map((filter) => (
        <Tab key={filter.value} value={filter.value} label={t(filter.label)} component={RouterLink} to={paths.rates.shipmentRate.getHref(filter.value, shipmentNumber)} />
      ))}
    </Tabs>
  );
}

function Rates({ shipment, rateType, booking }: { shipment: BrokerShipment; rateType: string; booking: ConfirmedBooking }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const rates = useUnifiedRates(shipment.shipmentNumber);
  const [sort, setSort] = useState<RateSort>(DEFAULT_RATE_SORT);
  if (rates.isPending) return <Typography color="text.secondary">{t('Loading rates…')}</Typography>;
  if (rates.isError) return <Alert severity="error">{errorMessages(rates.error).join(' ')}</Alert>;
  const rows = sortRates(filterByRateType(rates.data, rateType), sort);
  const props = { rates: rows, sort, onSort: setSort, canBook: BOOKABLE.includes(shipment.status.value), bookingQuoteId: booking.bookingQuoteId, onBook: booking.onBook };
  if (rows.length === 0) {
    return <Typography color="text.secondary">{rateType === 'all' ? t('No rates for this shipment.') : t('No {{rateType}} rates for this shipment.', { rateType })}</Typography>;
  }
  return narrow ? <RateComparisonCards {...props} /> : <RateComparisonTable {...props} />;
}

/** The carriers' answers and the shipment's rates, each bookable through the same confirmation. */
function Comparison({ shipment, rateType }: { shipment: BrokerShipment; rateType: string }) {
  const booking = useConfirmedBooking(shipment);
  const canBook = BOOKABLE.includes(shipment.status.value);
  return (
    <Stack spacing={2}>
      {booking.refusal}
      <CarrierAnswers shipment={shipment} canBook={canBook} bookingQuoteId={booking.bookingQuoteId} onBook={booking.onBook} />
      <Box sx={{ minWidth: 0 }}>
        <RateTypeTabs rateType={rateType} shipmentNumber={shipment.shipmentNumber} />
        <Rates shipment={shipment} rateType={rateType} booking={booking} />
      </Box>
      {booking.dialog}
    </Stack>
  );
}

/** /rates/{rateType}/shipment/{shipmentNumber} for a broker: the shipment's rates side by side, each bookable, beside its actions. */
export function RateComparisonPage({ rateType, shipmentNumber }: { rateType: string; shipmentNumber: string }) {
  const { t } = useTranslation();
  const shipmentId = useShipmentIdByNumber(shipmentNumber);
  const booking = useBrokerShipment(shipmentId.data);
  const failure = shipmentId.error ?? booking.error;
  if (failure) return <Alert severity="error" sx={{ m: { xs: 1.5, sm: 3 } }}>{errorMessages(failure).join(' ')}</Alert>;
  if (!booking.data) return <Typography color="text.secondary" sx={{ m: { xs: 1.5, sm: 3 } }}>{t('Loading shipment {{shipmentNumber}}…', { shipmentNumber })}</Typography>;
  return (
    <Box data-testid="rate-comparison" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1.5, sm: 2.5 } }}>
      <ComparisonHeader shipment={booking.data} />
      <Stack spacing={2}>
        <BrokerShipmentActions shipmentId={booking.data.id} shipmentNumber={shipmentNumber} />
        <Comparison shipment={booking.data} rateType={rateType} />
      </Stack>
    </Box>
  );
}
