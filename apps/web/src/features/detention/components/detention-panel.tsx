import AvTimerOutlined from '@mui/icons-material/AvTimerOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { lazy, Suspense } from 'react';
import { useDetentionRequests } from '../api/get-detention-requests';

// Most loads have no detention: the cards (accordion, table, note field) load only when one shows.
const DetentionRequestCard = lazy(() => import('./detention-request-card').then((m) => ({ default: m.DetentionRequestCard })));

/**
 * The load's detention: for the carrier, stays past the free time drafted with their track evidence
 * to review and submit (and a stay still running); for the brokerage, what the carrier submitted.
 * Nothing shows when there is none.
 */
export function DetentionPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const requests = useDetentionRequests(shipmentId);
  const data = requests.data ?? [];
  if (data.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="detention-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AvTimerOutlined color="warning" aria-hidden />
        <Typography id="detention-title" variant="h6" component="h2">
          {t('Detention')}
        </Typography>
      </Stack>
      <Suspense fallback={null}>
        {data.map((request) => (
          <DetentionRequestCard key={request.stopId} request={request} />
        ))}
      </Suspense>
    </Paper>
  );
}
