import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SHARE_LINK_HOURS, type ShareLinkHours } from '@portal/domain/share-links/share-link-rules';
import { useState, type FocusEvent } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateShareLink } from '../api/create-share-link';

/** Choose how long, make the link, and copy it: its address is shown this once (only its hash is kept). */
export function NewShareLink({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const [hours, setHours] = useState<ShareLinkHours>(4);
  const [address, setAddress] = useState<string | null>(null);

  const make = () =>
    create.mutate({ shipmentId, body: { hours } }, { onSuccess: (link) => setAddress(`${window.location.origin}${paths.sharedLoad.getHref(link.token)}`) });

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.success(t('Link copied'));
    } catch {
      notify.error(t('Could not copy: select the address and copy it'));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select id="share-link-hours" label={t('Link works for')} value={hours} onChange={(event) => setHours(Number(event.target.value) as ShareLinkHours)} sx={{ minWidth: 160 }} size="small">
          {SHARE_LINK_HOURS.map((option) => (
            <MenuItem key={option} value={option}>
              {option === 1 ? t('1 hour') : t('{{count}} hours', { count: option })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={make} disabled={create.isPending}>
          {t('Create link')}
        </Button>
      </Stack>
      {create.error ? <Alert severity="error">{errorMessages(create.error).join(' ')}</Alert> : null}
      {address && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            id="share-link-address"
            label={t('New link (shown once)')}
            value={address}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
          />
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
            {t('Copy')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
