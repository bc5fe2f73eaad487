import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDriver } from '../api/get-driver';
import { useResendSignInLink } from '../api/resend-sign-in-link';
import { useRevokeSignInLink } from '../api/revoke-sign-in-link';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const STATUS_TEXT = { None: msg('No sign-in link sent'), Active: msg('Link active'), Expired: msg('Link expired'), Revoked: msg('Link revoked') } as const;

/**
 * A driver's sign-in link for their loads: its state, and send by e-mail or text, resend, revoke.
 * Used on the drivers page and, through the route module, on a shipment's assignment panel.
 */
export function SignInLinkActions({ driverId, driverName }: { driverId: number; driverName: string }) {
  const { t } = useTranslation();
  const driver = useDriver(driverId);
  const send = useSendSignInLink();
  const resend = useResendSignInLink();
  const revoke = useRevokeSignInLink();
  const link = driver.data?.signInLink;
  const busy = send.isPending || resend.isPending || revoke.isPending;
  const sent = (how: string) => () => notify.success(`Sign-in link ${how} to ${driverName}`);
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary" data-testid="sign-in-link-status">
        {link ? `${t(STATUS_TEXT[link.status])}${link.sentTo ? ` · ${link.channel === 'Text' ? t('text to {{to}}', { to: link.sentTo }) : t('e-mail to {{to}}', { to: link.sentTo })}` : ''}${link.status === 'Active' && link.expiresAt ? ` · ${t('until {{date}}', { date: formatDate(link.expiresAt) })}` : ''}` : ' '}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" disabled={busy || !driver.data?.email} onClick={() => send.mutate({ driverId, channel: 'Email' }, { onSuccess: sent('e-mailed') })} aria-label={t('E-mail a sign-in link to {{driver}}', { driver: driverName })}>
          {t('E-mail link')}
        </Button>
        <Button size="small" disabled={busy || !driver.data?.mobilePhone} onClick={() => send.mutate({ driverId, channel: 'Text' }, { onSuccess: sent('texted') })} aria-label={t('Text a sign-in link to {{driver}}', { driver: driverName })}>
          {t('Text link')}
        </Button>
        {link && link.status !== 'None' && (
          <Button size="small" disabled={busy} onClick={() => resend.mutate(driverId, { onSuccess: sent('sent again') })} aria-label={t('Resend the sign-in link to {{driver}}', { driver: driverName })}>
            {t('Resend')}
          </Button>
        )}
        {link?.status === 'Active' && (
          <Button size="small" color="error" disabled={busy} onClick={() => revoke.mutate(driverId, { onSuccess: () => notify.success(`Sign-in link of ${driverName} revoked`) })} aria-label={t('Revoke the sign-in link of {{driver}}', { driver: driverName })}>
            {t('Revoke')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
