import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShareLink } from '@portal/domain/share-links/share-link-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useShareLinks } from '../api/get-share-links';
import { useRevokeShareLink } from '../api/revoke-share-link';
import { NewShareLink } from './new-share-link';

const STATE_LABELS = { Active: msg('Active'), Expired: msg('Expired'), Revoked: msg('Revoked') } as const;

function LinkLine({ link, shipmentId }: { link: ShareLink; shipmentId: number }) {
  const { t } = useTranslation();
  const revoke = useRevokeShareLink();
  const ended = link.state === 'Revoked' ? link.revokedAt : link.expiresAt;
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ py: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={t(STATE_LABELS[link.state])} color={link.state === 'Active' ? 'success' : 'default'} />
          <Typography variant="body2">{t('Made by {{name}}', { name: link.createdBy })}</Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {link.state === 'Active' ? t('Works until {{time}}', { time: formatDateTimeWithZone(link.expiresAt) }) : t('Ended {{time}}', { time: formatDateTimeWithZone(ended) })}
        </Typography>
      </div>
      {link.state === 'Active' && (
        <Button color="error" onClick={() => revoke.mutate({ shipmentId, shareLinkId: link.id })} disabled={revoke.isPending} aria-label={t('Revoke the link made {{time}}', { time: formatDateTimeWithZone(link.createdAt) })}>
          {t('Revoke')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The load's share links for its carrier: a link shows the load's last position and ETA on a map to
 * anyone holding it, without signing in, for the hours chosen or until revoked, and only as far as
 * the load's tracking consent shares the position.
 */
export function ShareLinksPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const links = useShareLinks(shipmentId);
  if (!links.data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="share-links-title" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
      <Typography id="share-links-title" variant="h6" component="h2">
        {t('Share tracking')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('A link shows this load’s last position and ETA on a map without signing in. The tracking consent still applies.')}
      </Typography>
      <NewShareLink shipmentId={shipmentId} />
      {links.data.length > 0 && (
        <Stack component="ul" aria-label={t('Share links')} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
          {links.data.map((link) => (
            <LinkLine key={link.id} link={link} shipmentId={shipmentId} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
