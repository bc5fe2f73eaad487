import Gavel from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useOfferSummary } from '../api/get-offer-summary';

/** The dashboard's card: the negotiations waiting for the caller, each a link to its load. */
export function OffersDashboardCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const summary = useOfferSummary();
  const brokerage = !!user && (user.isBroker || user.isBrokerage);
  const data = summary.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-offers-title" data-testid="dashboard-offers" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Gavel color="primary" aria-hidden />
        <Typography id="dashboard-offers-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('Offers')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="dashboard-offers-count">
        {data ? t('{{count}} waiting for you', { count: data.awaitingCount }) : '…'}
      </Typography>
      {data && data.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {data.data.map((item) => (
            <Typography component="li" variant="body2" key={item.id}>
              <Link component={RouterLink} to={brokerage ? paths.shipments.detail.getHref(item.shipmentNumber) : paths.availableFreight.detail.getHref(item.shipmentNumber)}>
                {t('Shipment {{number}}', { number: item.shipmentNumber })}
              </Link>
              {` · ${brokerage ? `${item.carrierName} · ` : ''}${formatMoney(item.rate)} · ${t('until {{time}}', { time: formatDateTimeWithZone(item.deadline) })}`}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
