import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { FreightCard } from '../../../components/freight/freight-card';
import { cityState } from '../../../components/freight/freight-format';
import { ListError } from '../../../components/list-layout/list-states';
import { PagedList } from '../../../components/list-layout/paged-list';
import { paths } from '../../../config/paths';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useReloads } from '../api/get-reloads';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** /reloads?shipment={number}: loads picking up near that shipment's delivery, after it, by pickup date. */
export function ReloadsForShipment({ shipment, page, onPage, onClear }: { shipment: string; page: number; onPage: (page: number) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const reloads = useReloads({ shipmentNumberOrId: shipment, page });
  const location = useLocation();
  const base = reloads.data?.shipment;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Button startIcon={<ArrowBack />} color="inherit" size="small" onClick={onClear} sx={{ mb: 1 }}>
        {t('Search the whole board')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('Reloads for shipment {{shipment}}', { shipment })}
      </Typography>
      {base && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('Picking up within 100 mi of {{place}} after {{time}}', { place: cityState(base.destination), time: formatDateTimeWithZone(base.deliveredBy, base.destination.ianaTimezone) })}
        </Typography>
      )}
      {reloads.error ? (
        <ListError error={reloads.error} onRetry={() => void reloads.refetch()} />
      ) : (
        <PagedList
          label={t('Reloads')}
          items={reloads.data?.data}
          totalCount={reloads.data?.totalCount ?? 0}
          totalCountCapped={reloads.data?.totalCountCapped}
          page={page}
          onPageChange={onPage}
          loading={reloads.isFetching}
          emptyText={t('No reloads near this delivery yet.')}
          getKey={(load) => load.id}
          renderItem={(load) => (
            <FreightCard
              load={load}
              href={paths.availableFreight.detail.getHref(load.shipmentNumber)}
              linkState={{ from: `${location.pathname}${location.search}`, fromLabel: msg('Reloads') }}
              originCenter={base ? cityState(base.destination) : undefined}
            />
          )}
        />
      )}
    </Box>
  );
}
