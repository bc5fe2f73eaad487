import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '../../../components/freight/freight-format';
import { LaneTitle } from '../../../components/freight/lane-title';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { paths } from '../../../config/paths';
import { useLanes } from '../api/get-lanes';
import type { Lane } from '@portal/domain/lanes/lane-schemas';
import { boardSearchHref } from './lane-links';
import { PageHeader } from '../../../components/freight/page-header';
import { useTranslation } from '../../../i18n/use-translation';

/** /lanes: the lanes the carrier runs (history) or declared, with recent loads and loads on the board now. */
export function LanesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const lanes = useLanes(page);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('Lanes')}
        subtitle={t('The lanes you run, from your load history and the lanes you declared.')}
        action={
          <Button component={Link} to={paths.savedLanes.getHref()} variant="outlined">
            {t('Saved lanes')}
          </Button>
        }
      />
      <QueryPagedList
        query={lanes}
        label={t('Lanes')}
        page={page}
        onPageChange={setPage}
        emptyText={t('No lanes yet: they appear as you haul loads.')}
        getKey={(lane) => lane.id}
        renderItem={(lane) => <LaneCard lane={lane} />}
      />
    </Box>
  );
}

function LaneCard({ lane }: { lane: Lane }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="lane">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) auto' }, gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.5 }}>
            <Chip size="small" label={lane.source === 'History' ? t('From your loads') : t(lane.source)} variant="outlined" />
            <Chip size="small" label={t(lane.equipmentMode)} variant="outlined" />
          </Stack>
          <LaneTitle origin={lane.origin} destination={lane.destination} variant="subtitle1" component="span" />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          <Stat label={t('Loads / week')} value={lane.loadsPerWeek ?? '—'} />
          <Stat label={t('Rate / mile')} value={lane.ratePerMile === null ? '—' : formatDollars(lane.ratePerMile)} />
          <Stat label={t('Recent loads')} value={lane.recentLoads} />
        </Box>
        <Button component={Link} to={boardSearchHref({ ...lane, originRadius: 100, destinationRadius: 100 })} variant={lane.availableLoads > 0 ? 'contained' : 'outlined'} size="small">
          {t('{{count}} on the board', { count: lane.availableLoads })}
        </Button>
      </Box>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}
