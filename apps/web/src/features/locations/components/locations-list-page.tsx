import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_PAGE_SIZE, MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import { NO_MATCHING_RESULTS } from '@portal/domain/common/messages';
import type { Location } from '@portal/domain/locations/location-schemas';
import { Link } from 'react-router';
import { z } from 'zod';
import { UrlSearchBox } from '../../../components/freight/url-search-box';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { useLocations } from '../api/get-locations';
import { LocationListHeader, LocationListItem } from './location-list-item';
import { useTranslation } from '../../../i18n/use-translation';

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;
const schema = z.object({ q: z.string(), page: z.coerce.number().int().min(1) });
const DEFAULTS: z.output<typeof schema> = { q: '', page: 1 };

/** /locations: the company's locations, 50 a page (the list default), primary first, searched by name, city, postal code or EDI code. */
export function LocationsListPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const list = useListQueryState(schema, DEFAULTS);
  const { state } = list;
  const locations = useLocations({ q: state.q, page: state.page });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2 }, pt: 2, pb: 1 }}>
        <UrlSearchBox value={state.q} onSearch={(q) => list.update({ q })} placeholder={t('Search name, city, postal code, EDI code')} aria-label={t('Search locations')} />
        {!narrow && <Box sx={{ flex: 1 }} />}
        <Button component={Link} to={paths.locations.create.getHref()} variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
          {narrow ? t('New') : t('New location')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, pb: 2 }}>
        {!narrow && locations.data && locations.data.data.length > 0 && <LocationListHeader />}
        <PagedList<Location>
          label={t('Locations')}
          items={locations.data?.data}
          totalCount={locations.data?.totalCount ?? 0}
          page={state.page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={(page) => list.update({ page })}
          loading={locations.isFetching}
          error={locations.error}
          onRetry={() => void locations.refetch()}
          emptyText={state.q ? t(NO_MATCHING_RESULTS) : t('No locations yet')}
          getKey={(item) => item.id}
          renderItem={(item) => <LocationListItem location={item} compact={narrow} />}
        />
      </Box>
    </Box>
  );
}
