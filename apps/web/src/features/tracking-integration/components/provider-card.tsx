import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INTEGRATION_STATUS_LABELS, type Integration, type IntegrationStatus, type TestResult } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useState } from 'react';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useAuthorizeTrackingIntegration } from '../api/authorize-tracking-integration';
import { useDisconnectTrackingIntegration } from '../api/disconnect-tracking-integration';
import { useTestTrackingIntegration } from '../api/test-tracking-integration';
import { DisconnectDialog } from './disconnect-dialog';
import { formatAge, STALE_POSITION_MS } from './position-age';
import { PowerUnitsTable } from './power-units-table';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { answerMessageOf, translateApiMessage } from '../../../lib/translate-message';

const STATUS_COLOR: Record<IntegrationStatus, 'success' | 'warning' | 'error' | 'default'> = {
  connected: 'success',
  needs_reauth: 'warning',
  error: 'error',
  disconnected: 'default',
};

/** What went wrong at the provider, as sentences naming it ({{provider}}). */
const ERROR_TEXT: Record<string, string> = {
  invalid_grant: msg('{{provider}} refused to refresh the access token'),
  unauthorized: msg('{{provider}} answered 401 Unauthorized'),
  token_expired: msg('{{provider}} let the access token expire'),
  revoke_failed: msg('{{provider}} could not be reached to revoke the access; the tokens were deleted here anyway'),
  rate_limited: msg('{{provider}} asked us to slow down (429); polling resumes after its Retry-After'),
};
const NO_LONGER_ACCEPTED = msg('{{provider}} no longer accepts our access');

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** One provider on the integrations tab: status, who connected it and when, last position, matched units, and the admin's actions. */
export function ProviderCard({ integration, canManage }: { integration: Integration; canManage: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [test, setTest] = useState<TestResult | null>(null);
  const authorize = useAuthorizeTrackingIntegration();
  const testing = useTestTrackingIntegration();
  const disconnecting = useDisconnectTrackingIntegration();
  const { provider, providerName, status } = integration;
  const stale = integration.lastPositionAt !== null && Date.now() - Date.parse(integration.lastPositionAt) > STALE_POSITION_MS;
  const onDisconnect = () =>
    disconnecting.mutate(provider, {
      onSuccess: () => {
        setConfirming(false);
        setTest(null);
        notify.success(t('{{provider}} disconnected', { provider: providerName }));
      },
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby={`integration-${provider}`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" id={`integration-${provider}`}>
            {t('{{provider}} ELD', { provider: providerName })}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[status]} label={t(INTEGRATION_STATUS_LABELS[status])} />
        </Stack>
        {status === 'needs_reauth' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {`${t(ERROR_TEXT[integration.lastErrorCode ?? ''] ?? NO_LONGER_ACCEPTED, { provider: providerName })}. ${t('Locations from your trucks are not reaching your loads until an admin reconnects.')}`}
          </Alert>
        )}
        {status !== 'needs_reauth' && integration.lastErrorCode && ERROR_TEXT[integration.lastErrorCode] && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {`${t(ERROR_TEXT[integration.lastErrorCode], { provider: providerName })} (${formatDateTimeWithZone(integration.lastErrorAt)}).`}
          </Alert>
        )}
        {!integration.configured && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('This server has no {{provider}} settings (SAMSARA_CLIENT_ID); ask your administrator.', { provider: providerName })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
          <Fact label={t('Connected by')}>
            {integration.connectedBy ? t('{{name}} on {{date}}', { name: integration.connectedBy, date: formatDateTimeWithZone(integration.connectedAt) }) : t('Not connected yet')}
          </Fact>
          <Fact label={t('{{provider}} organization', { provider: providerName })}>{integration.externalOrgName ?? '—'}</Fact>
          <Fact label={t('Last position received')}>
            {integration.lastPositionAt ? (
              <Box component="span" sx={{ color: stale ? 'warning.dark' : undefined }}>
                {formatAge(integration.lastPositionAt)} ({formatDateTimeWithZone(integration.lastPositionAt)})
              </Box>
            ) : (
              t('None yet')
            )}
          </Fact>
        </Box>
        {test && (
          <Alert severity={test.ok ? 'success' : 'error'} sx={{ mt: 2 }} onClose={() => setTest(null)}>
            {translateApiMessage(answerMessageOf(test))} ({test.latencyMs} ms)
          </Alert>
        )}
        {canManage && integration.configured && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {status === 'connected' && (
              <Button variant="outlined" onClick={() => testing.mutate(provider, { onSuccess: setTest })} disabled={testing.isPending}>
                {t('Test')}
              </Button>
            )}
            <Button variant={status === 'connected' ? 'outlined' : 'contained'} onClick={() => authorize.mutate(provider)} disabled={authorize.isPending}>
              {status === 'disconnected' ? t('Connect') : t('Reconnect')}
            </Button>
            {status !== 'disconnected' && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('Disconnect')}
              </Button>
            )}
          </Stack>
        )}
        {!canManage && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t("Only your company's admins can connect or disconnect the ELD.")}
          </Typography>
        )}
        <PowerUnitsTable units={integration.powerUnits} providerName={providerName} vehiclesKnown={integration.eldVehicleCount > 0} />
      </CardContent>
      {confirming && <DisconnectDialog providerName={providerName} busy={disconnecting.isPending} onConfirm={onDisconnect} onClose={() => setConfirming(false)} />}
    </Card>
  );
}
