import ArrowBack from '@mui/icons-material/ArrowBack';
import Bolt from '@mui/icons-material/Bolt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DetailError, DetailSkeleton } from '../../../components/freight/detail-states';
import { FactGrid } from '../../../components/freight/fact-grid';
import { formatDollars, formatMiles, formatWeight } from '../../../components/freight/freight-format';
import { LaneTitle, Section } from '../../../components/freight/lane-title';
import { RequirementChips } from '../../../components/freight/requirement-chips';
import { StopList } from '../../../components/freight/stop-list';
import { LazyLaneMap } from '../../../components/lane-map/lazy-lane-map';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useBookShipment } from '../api/book-shipment';
import { useAvailableShipment } from '../api/get-available-shipment';
import type { BookingAnswer, FreightDetail as Freight } from '@portal/domain/load-board/load-board-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { codedTexts, translateApiMessage } from '../../../lib/translate-message';

interface BackState {
  from?: string;
  fromLabel?: string;
}

/**
 * /available-freight/{shipmentNumber}: the load with stops and map, and Book It Now at the posted rate.
 * `children` go below the load while it is shown (another area's part of the page: the carrier's offer).
 */
export function FreightDetail({ shipmentNumber, children }: { shipmentNumber: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const load = useAvailableShipment(shipmentNumber);
  const location = useLocation();
  const back = (location.state as BackState | null) ?? {};
  const backHref = back.from ?? paths.availableFreight.getHref();
  const backLabel = t(back.fromLabel ?? msg('Top Picks'));
  const [booked, setBooked] = useState<BookingAnswer | null>(null);

  if (booked?.bookingSucceeded && booked.shipment) return <BookedNotice answer={booked} backHref={backHref} backLabel={backLabel} />;
  if (load.isPending) return <DetailSkeleton />;
  if (load.error) return <DetailError error={load.error} backHref={backHref} backLabel={t('Back to {{place}}', { place: backLabel })} notFoundTitle={t('This load is no longer available')} />;
  return (
    <FreightView load={load.data} backHref={backHref} backLabel={backLabel} onBooked={setBooked}>
      {children}
    </FreightView>
  );
}

function FreightView({ load, backHref, backLabel, onBooked, children }: { load: Freight; backHref: string; backLabel: string; onBooked: (answer: BookingAnswer) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const book = useBookShipment(load.shipmentNumber);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  // The session's company flags and the server's answer must both allow it.
  const sessionBlocker = user?.isOnHold
    ? t('Your company is on hold and cannot book loads.')
    : user && !user.isBookable
      ? t('Your company cannot book loads online.')
      : null;
  const blocker = sessionBlocker ?? (load.canBookNow || !load.bookNowBlockedReason ? null : translateApiMessage({ ...load.bookNowBlockedReasonCode, text: load.bookNowBlockedReason }));

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await book.mutateAsync();
      setConfirming(false);
      if (answer.bookingSucceeded) {
        notify.success(`Shipment ${load.shipmentNumber} booked at ${formatDollars(answer.shipment?.rate ?? load.rate)}`);
        onBooked(answer);
      } else {
        // A failed booking shows its error messages.
        const messages = codedTexts(answer.errorMessages, answer.errorMessageCodes).map((message) => translateApiMessage(message));
        setFailure(messages);
        for (const message of messages) notify.error(message);
      }
    } catch (error) {
      setConfirming(false);
      const refusal = isApiError(error) && Array.isArray(error.problem?.errorMessages) ? codedTexts(error.problem.errorMessages as string[], error.problem.errorMessageCodes) : null;
      const messages = refusal ? refusal.map((message) => translateApiMessage(message)) : errorMessages(error);
      for (const message of messages) notify.error(message);
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        // Taken by someone else: back to the (refreshed) list.
        navigate(backHref, { replace: true });
        return;
      }
      setFailure(messages);
    }
  };

  const facts = [
    { label: t('Rate'), value: <Box component="span" sx={{ fontSize: 20, fontWeight: 700 }}>{load.rate === null ? '—' : formatDollars(load.rate)}</Box> },
    { label: t('Rate / mile'), value: load.ratePerMile === null ? '—' : `${formatDollars(load.ratePerMile)}` },
    { label: t('Miles'), value: formatMiles(load.miles) },
    { label: t('Equipment'), value: t(load.equipmentMode) },
    { label: t('Mode'), value: `${t(load.shippingMode)}${load.isPartial ? ` · ${t('Partial')}` : ''}` },
    { label: t('Weight'), value: formatWeight(load.weight) },
  ];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }} data-testid="freight-detail">
      <Button component={Link} to={backHref} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1 }}>
        {backLabel}
      </Button>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <LaneTitle origin={load.origin} destination={load.destination} variant="h4" component="h1" />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography color="text.secondary">
              {t('Shipment')} <strong>{load.shipmentNumber}</strong>
            </Typography>
            <Chip size="small" label={t(load.status.displayName)} color="primary" variant="outlined" />
          </Stack>
        </Box>
        <Box sx={{ flexShrink: 0, textAlign: { md: 'right' } }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<Bolt />}
            disabled={!!blocker || book.isPending}
            onClick={() => setConfirming(true)}
            sx={{ width: { xs: '100%', md: 'auto' } }}
          >
            {t('Book It Now')}{load.rate !== null ? ` · ${formatDollars(load.rate)}` : ''}
          </Button>
        </Box>
      </Box>

      {blocker && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {blocker}
        </Alert>
      )}
      {failure && failure.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="booking-errors">
          <AlertTitle>{t('Booking failed')}</AlertTitle>
          {failure.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('Load')}>
            <FactGrid facts={facts} />
          </Section>
          <Section title={t('Stops')}>
            <StopList stops={load.stops} />
          </Section>
          <Section title={t('Requirements')}>
            <RequirementChips requirements={load.requirements} />
          </Section>
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <Section title={t('Lane map')}>
            <LazyLaneMap points={load.map.points} height={320} />
          </Section>
        </Box>
      </Box>
      {children}

      <Dialog open={confirming} onClose={() => !book.isPending && setConfirming(false)} aria-labelledby="book-title" fullWidth maxWidth="xs">
        <DialogTitle id="book-title">{t('Book shipment {{shipmentNumber}}?', { shipmentNumber: load.shipmentNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('You are booking {{origin}} to {{destination}} at', { origin: `${load.origin.city}, ${load.origin.state}`, destination: `${load.destination.city}, ${load.destination.state}` })}{' '}
            <strong>{formatDollars(load.rate)}</strong>. {t('The load is booked to your company right away.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setConfirming(false)} disabled={book.isPending}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={book.isPending}>
            {book.isPending ? t('Booking…') : t('Confirm booking')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function BookedNotice({ answer, backHref, backLabel }: { answer: BookingAnswer; backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  const shipment = answer.shipment!;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Alert severity="success" data-testid="booking-succeeded" sx={{ mb: 2 }}>
        <AlertTitle>{t('Shipment {{shipmentNumber}} is booked', { shipmentNumber: shipment.shipmentNumber })}</AlertTitle>
        {t('Booked to your company at {{rate}}; its status is {{status}}.', { rate: formatDollars(shipment.rate), status: t(shipment.status.displayName) })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to={paths.shipments.detail.getHref(shipment.shipmentNumber)} variant="contained">
          {t('Open the shipment')}
        </Button>
        <Button component={Link} to={backHref} variant="outlined">
          {t('Back to {{place}}', { place: backLabel })}
        </Button>
      </Stack>
    </Box>
  );
}
