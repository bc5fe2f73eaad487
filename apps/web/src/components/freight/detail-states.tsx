import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { errorMessages } from '../../lib/notify';
import { CenteredMessage } from '../centered-message';
import { useTranslation } from '../../i18n/use-translation';

/** The shape of a detail page while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} aria-busy aria-label={t('Loading')}>
      <Skeleton variant="text" width="45%" height={40} />
      <Skeleton variant="text" width="30%" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, mt: 2 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}

/** A detail that could not be read: not found (404) or another failure, with a way back. */
export function DetailError({ error, backHref, backLabel, notFoundTitle }: { error: unknown; backHref: string; backLabel: string; notFoundTitle: string }) {
  const { t } = useTranslation();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <CenteredMessage
      testId="detail-error"
      icon={<SearchOff />}
      title={notFound ? notFoundTitle : t('Something went wrong')}
      description={errorMessages(error).join(' ')}
      actions={
        <Button component={Link} to={backHref} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
