import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { FreightCard } from '../../../components/freight/freight-card';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useTopPicks } from '../api/get-top-picks';
import { PickReasons } from './pick-reasons';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** /available-freight: Top Picks, ranked for the carrier, each with the reasons it was picked. */
export function TopPicksPage() {
  const { t } = useTranslation();
  const picks = useTopPicks();
  const location = useLocation();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
            <AutoAwesome color="primary" aria-hidden /> {t('Top Picks')}
          </Typography>
          <Typography color="text.secondary">{t('Loads ranked for your trucks, saved lanes, reloads and the lanes you run.')}</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={paths.savedLanes.getHref()} variant="outlined">
            {t('Saved lanes')}
          </Button>
          <Button component={Link} to={paths.liveEquipment.getHref()} variant="outlined">
            {t('Post a truck')}
          </Button>
        </Stack>
      </Stack>
      {picks.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
        </Stack>
      ) : picks.error ? (
        <ListError error={picks.error} onRetry={() => void picks.refetch()} />
      ) : picks.data.data.length === 0 ? (
        <CenteredMessage
          icon={<AutoAwesome />}
          title={t('No Top Picks yet')}
          description={t("Save a lane or post a truck and we'll pick the loads that fit it.")}
          actions={
            <Button component={Link} to={paths.savedLanes.getHref()} variant="contained">
              {t('Save a lane')}
            </Button>
          }
        />
      ) : (
        <Box component="ol" aria-label={t('Top Picks')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {picks.data.data.map((pick) => (
            <li key={pick.id}>
              <FreightCard
                load={pick}
                href={paths.availableFreight.detail.getHref(pick.shipmentNumber)}
                linkState={{ from: `${location.pathname}${location.search}`, fromLabel: msg('Top Picks') }}
                hideDistances
                footer={<PickReasons reasons={pick.reasons} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
