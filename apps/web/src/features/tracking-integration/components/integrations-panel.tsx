import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ListError } from '../../../components/list-layout/list-states';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useTrackingIntegrations } from '../api/get-tracking-integrations';
import { ProviderCard } from './provider-card';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { translator } from '../../../i18n/i18n';

const CALLBACK_ERRORS: Record<string, string> = {
  state_mismatch: msg('The connection request expired or was not started here; start it again.'),
  access_denied: msg('The connection was declined at the provider.'),
  authorization_failed: msg('The provider did not accept the connection; try again.'),
  not_configured: msg('The tracking integration is not configured on this server.'),
};

/** After the provider sends the browser back: tell how it went once, then drop the parameters. */
function useCallbackOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const connected = params.get('connected');
  const error = params.get('error');
  useEffect(() => {
    if (!connected && !error) return;
    if (connected) notify.success(translator.t('Samsara connected'));
    if (error) notify.error(translator.t(CALLBACK_ERRORS[error] ?? msg('The connection did not complete.')));
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.currentUser() });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [connected, error, queryClient, setParams]);
}

/**
 * The profile's integrations tab (/profile?tab=integrations): the company's ELD providers. Everyone
 * with carrier access reads it; admins connect, test, reconnect and disconnect.
 */
export function IntegrationsPanel() {
  const { t } = useTranslation();
  useCallbackOutcome();
  const { user } = useSession();
  const canRead = canAccess(user, ROUTE_ACCESS.trackingIntegrations);
  const integrations = useTrackingIntegrations(canRead);
  const canManage = user ? isAdmin(user) && canAccess(user, ROUTE_ACCESS.trackingIntegrationsManage) : false;
  if (!canRead) {
    return (
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('Integrations')}
        </Typography>
        <Alert severity="info">{t("Your company's ELD integration is managed by its admins in the carrier portal.")}</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('Integrations')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Connect your company's ELD so your trucks' positions reach your loads and arrivals and departures are proposed automatically.")}
      </Typography>
      {integrations.error ? (
        <ListError error={integrations.error} onRetry={() => void integrations.refetch()} />
      ) : !integrations.data ? (
        <Box role="status" aria-label={t('Loading integrations')}>
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <Stack spacing={2}>
          {integrations.data.map((integration) => (
            <ProviderCard key={integration.provider} integration={integration} canManage={canManage} />
          ))}
          {integrations.data.length === 0 && <Alert severity="info">{t('No tracking providers are available.')}</Alert>}
        </Stack>
      )}
    </Box>
  );
}
