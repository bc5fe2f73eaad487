import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { TRACKING_PROVIDERS } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ListError } from '../../../components/list-layout/list-states';
import { notify, notifySuccessOf } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useCompleteTrackingIntegration } from '../api/complete-tracking-integration';
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

/** States handed to the server in this page's life: an effect run twice must not replay one (the second would be refused). */
const handedOn = new Set<string>();

/**
 * After the provider sends the browser back (through the server's callback): hand the code and state
 * to the server as the signed-in admin, who must be the one who started it, or tell the provider's
 * refusal; then drop the parameters so a reload does not send them again.
 */
function useCallbackOutcome(): { completing: boolean } {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const completion = useCompleteTrackingIntegration();
  const { mutateAsync } = completion;
  const code = params.get('code');
  const state = params.get('state');
  const provider = TRACKING_PROVIDERS.find((name) => name === params.get('provider'));
  const error = params.get('error');
  useEffect(() => {
    if (!code && !state && !error) return;
    if (code && state && provider) {
      if (!handedOn.has(state)) {
        handedOn.add(state);
        // A refusal (another user's or a spent state) is the central handler's toast.
        notifySuccessOf(mutateAsync({ provider, code, state }), () => translator.t('Samsara connected'));
      }
    } else {
      notify.error(translator.t(CALLBACK_ERRORS[error ?? ''] ?? msg('The connection did not complete.')));
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.currentUser() });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['code', 'state', 'provider', 'error']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [code, state, provider, error, mutateAsync, queryClient, setParams]);
  return { completing: completion.isPending };
}

/**
 * The profile's integrations tab (/profile?tab=integrations): the company's ELD providers. Everyone
 * with carrier access reads it; admins connect, test, reconnect and disconnect.
 */
export function IntegrationsPanel() {
  const { t } = useTranslation();
  const { completing } = useCallbackOutcome();
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
      {completing && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('Completing the connection…')}
        </Alert>
      )}
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
