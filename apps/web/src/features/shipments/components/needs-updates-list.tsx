import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useBookings } from '../api/get-bookings';
import { NEEDS_UPDATES_FIRST_PAGE } from '../lib/shipment-list-first-page';
import { ShipmentRow } from './shipment-row';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** Shipments needing updates, most overdue first; each opens the dashboard preview. */
export function NeedsUpdatesList() {
  const { t } = useTranslation();
  const list = useBookings(NEEDS_UPDATES_FIRST_PAGE);
  // Rendered as a transition when they arrive, not in the store update's one long task (paged-list.tsx).
  const data = useDeferredValue(list.data);
  let body: ReactNode;
  if (list.error) body = <ListError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!data) body = <ListSpinner />;
  else if (data.data.length === 0) body = <ListNote text={msg('All shipments are up to date')} />;
  else
    body = (
      <Box component="ul" aria-label={t('Shipments needing updates')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.data.map((s) => (
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
          {t('Needs Updates')}
          {data && (
            <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 700 }}>
              ({data.totalCount})
            </Typography>
          )}
        </Typography>
        <Button component={Link} to={paths.shipments.getHref()} endIcon={<ChevronRight />}>
          {t('All Shipments')}
        </Button>
      </Box>
      {body}
    </Paper>
  );
}
