import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { errorMessages, notify } from '../../../lib/notify';
import { useBookRate, type BookableRate } from '../api/book-rate';
import { useAutomaticTenderingStatus } from '../api/get-automatic-tendering-status';
import { useBrokerShipment } from '../api/get-broker-shipment';
import { useShipmentIdByNumber } from '../api/get-shipment-id-by-number';
import { useUnifiedRates } from '../api/get-unified-rates';
import { BookConfirmDialog } from './book-confirm-dialog';
import { BrokerShipmentActions } from './broker-shipment-actions';
import { DEFAULT_RATE_SORT, filterByRateType, RATE_TYPE_FILTERS, sortRates, type RateSort } from './rate-comparison-sort';
import { RateComparisonCards, RateComparisonTable } from './rate-comparison-table';
import { useTranslation } from '../../../i18n/use-translation';
import { codedTexts, translateApiMessage } from '../../../lib/translate-message';

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

function Rates({ shipment, rateType }: { shipment: BrokerShipment; rateType: string }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const rates = useUnifiedRates(shipment.shipmentNumber);
  const book = useBookRate(shipment.id);
  const [sort, setSort] = useState<RateSort>(DEFAULT_RATE_SORT);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<BookableRate | null>(null);
  const tendering = shipment.status.value === ShipmentStatus.Tendering;
  const tenderingStatus = useAutomaticTenderingStatus(shipment.id, tendering);
  const onBook = (rate: BookableRate) => {
    setRefusal(null);
    setConfirming(rate);
  };
  const confirmBook = (rate: BookableRate) => {
    book.mutate(rate, {
      onSuccess: (answer) => {
        setConfirming(null);
        if (answer.bookingSucceeded) notify.success(`Shipment ${shipment.shipmentNumber} booked with ${rate.carrierName ?? 'the carrier'}`);
        else setRefusal(codedTexts(answer.errorMessages, answer.errorMessageCodes).map((message) => translateApiMessage(message)));
      },
    });
  };
  if (rates.isPending) return <Typography color="text.secondary">{t('Loading rates…')}</Typography>;
  if (rates.isError) return <Alert severity="error">{errorMessages(rates.error).join(' ')}</Alert>;
  const rows = sortRates(filterByRateType(rates.data, rateType), sort);
  const props = { rates: rows, sort, onSort: setSort, canBook: BOOKABLE.includes(shipment.status.value), bookingQuoteId: book.isPending ? (book.variables?.quoteId ?? null) : null, onBook };
  return (
    <Stack spacing={1.5}>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="booking-refusal">
          <AlertTitle>{t('The booking did not go through')}</AlertTitle>
          {refusal.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{rateType === 'all' ? t('No rates for this shipment.') : t('No {{rateType}} rates for this shipment.', { rateType })}</Typography>
      ) : narrow ? (
        <RateComparisonCards {...props} />
      ) : (
        <RateComparisonTable {...props} />
      )}
      {confirming && (
        <BookConfirmDialog
          shipmentNumber={shipment.shipmentNumber}
          carrierName={confirming.carrierName ?? t('the carrier')}
          price={confirming.price}
          tendering={tendering}
          tenderedCarrier={tenderingStatus.data?.current?.carrierName ?? null}
          pending={book.isPending}
          onConfirm={() => confirmBook(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
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
        <Box sx={{ minWidth: 0 }}>
          <RateTypeTabs rateType={rateType} shipmentNumber={shipmentNumber} />
          <Rates shipment={booking.data} rateType={rateType} />
        </Box>
      </Stack>
    </Box>
  );
}
