import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDriver } from '../api/get-driver';
import { useResendSignInLink } from '../api/resend-sign-in-link';
import { useRevokeSignInLink } from '../api/revoke-sign-in-link';
import { useSendSignInLink } from '../api/send-sign-in-link';

const STATUS_TEXT = { None: 'No sign-in link sent', Active: 'Link active', Expired: 'Link expired', Revoked: 'Link revoked' } as const;

/**
 * A driver's sign-in link for their loads: its state, and send by e-mail or text, resend, revoke.
 * Used on the drivers page and, through the route module, on a shipment's assignment panel.
 */
export function SignInLinkActions({ driverId, driverName }: { driverId: number; driverName: string }) {
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
        {link ? `${STATUS_TEXT[link.status]}${link.sentTo ? ` · ${link.channel === 'Text' ? 'text' : 'e-mail'} to ${link.sentTo}` : ''}${link.status === 'Active' && link.expiresAt ? ` · until ${formatDate(link.expiresAt)}` : ''}` : ' '}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" disabled={busy || !driver.data?.email} onClick={() => send.mutate({ driverId, channel: 'Email' }, { onSuccess: sent('e-mailed') })} aria-label={`E-mail a sign-in link to ${driverName}`}>
          E-mail link
        </Button>
        <Button size="small" disabled={busy || !driver.data?.mobilePhone} onClick={() => send.mutate({ driverId, channel: 'Text' }, { onSuccess: sent('texted') })} aria-label={`Text a sign-in link to ${driverName}`}>
          Text link
        </Button>
        {link && link.status !== 'None' && (
          <Button size="small" disabled={busy} onClick={() => resend.mutate(driverId, { onSuccess: sent('sent again') })} aria-label={`Resend the sign-in link to ${driverName}`}>
            Resend
          </Button>
        )}
        {link?.status === 'Active' && (
          <Button size="small" color="error" disabled={busy} onClick={() => revoke.mutate(driverId, { onSuccess: () => notify.success(`Sign-in link of ${driverName} revoked`) })} aria-label={`Revoke the sign-in link of ${driverName}`}>
            Revoke
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
