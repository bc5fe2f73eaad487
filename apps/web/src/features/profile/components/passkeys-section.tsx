import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeUserAgent } from '@portal/domain/auth/my-sessions';
import { PASSKEY_NAME_MAX, PASSKEY_REMOVED, type Passkey } from '@portal/domain/auth/passkeys';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { handleError, notify } from '../../../lib/notify';
import { answerMessageOf, problemMessage, translateMessage } from '../../../lib/translate-message';
import { useAddPasskey, useMyPasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';

const REMOVE_TITLE_ID = 'remove-passkey-title';

/** The person closed the browser's passkey prompt: nothing to report. */
function promptDismissed(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((e) => e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError'));
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: (answer) => { notify.success(answerMessageOf(answer)); onDone(); } });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: '1 1 16rem', alignItems: { sm: 'flex-start' } }} aria-label={t('Rename passkey')}>
      <TextField size="small" autoFocus label={t('Passkey name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }} sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={rename.isPending || !name.trim()}>
          {t('Save')}
        </Button>
        <Button onClick={onDone}>{t('Cancel')}</Button>
      </Stack>
    </Stack>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <ListItem divider disableGutters>
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      </ListItem>
    );
  }
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }} spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
          {passkey.synced && <Chip size="small" variant="outlined" label={t('Synced')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {passkey.lastUsedAt
            ? t('Added {{added}} · last used {{used}}', { added: formatDate(passkey.createdAt), used: formatDate(passkey.lastUsedAt) })
            : t('Added {{added}} · not used yet', { added: formatDate(passkey.createdAt) })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setRenaming(true)} aria-label={t('Rename {{name}}', { name: passkey.name })}>
          {t('Rename')}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={onRemove} aria-label={t('Remove {{name}}', { name: passkey.name })}>
          {t('Remove')}
        </Button>
      </Stack>
    </ListItem>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  return (
    <Dialog open onClose={onClose} aria-labelledby={REMOVE_TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={REMOVE_TITLE_ID}>{t('Remove this passkey?')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('"{{name}}" will no longer sign you in. Remove it from the device or password manager too.', { name: passkey.name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(passkey.id, { onSuccess: () => { notify.success(translateMessage(PASSKEY_REMOVED)); onClose(); } })}
        >
          {t('Remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Passkeys: sign in with the device's fingerprint, face or PIN; each also stands in for the authenticator code. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = useMyPasskeys();
  const add = useAddPasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = typeof window.PublicKeyCredential === 'function';

  const addOne = () =>
    add.mutate(t('Passkey on {{device}}', { device: describeUserAgent(navigator.userAgent) ?? t('this device') }).slice(0, PASSKEY_NAME_MAX), {
      onSuccess: (answer) => notify.success(answerMessageOf(answer)),
      onError: (error) => {
        if (promptDismissed(error)) return;
        if (!isApiError(error)) return void notify.error(t('This browser could not make a passkey here.'));
        // A confirmation of identity the person cancelled is not a failure.
        if (error.status === 403 && error.problem?.stepUpRequired) return;
        if (error.status >= 400 && error.status < 500) return void notify.error(problemMessage(error));
        handleError(error, 'add a passkey');
      },
    });

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="passkeys-title">
      <Typography id="passkeys-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Passkeys')}
      </Typography>
      <Typography color="text.secondary">
        {t('Sign in with your fingerprint, face or device PIN instead of your password. A passkey also counts as your second factor.')}
      </Typography>
      {passkeys.isPending && <Typography color="text.secondary">{t('Loading…')}</Typography>}
      {passkeys.data && passkeys.data.length > 0 && (
        <List aria-label={t('Your passkeys')} disablePadding>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </List>
      )}
      {passkeys.data?.length === 1 && (
        <Typography variant="body2" color="text.secondary">
          {t('Keep a second way in: a passkey on another device, or the authenticator app. With only one passkey, losing that device locks you out.')}
        </Typography>
      )}
      <Box>
        {supported ? (
          <Button variant="contained" disabled={add.isPending || !passkeys.data} onClick={addOne}>
            {add.isPending ? t('Waiting for your passkey…') : t('Add a Passkey')}
          </Button>
        ) : (
          <Typography color="text.secondary">{t('This browser cannot make passkeys.')}</Typography>
        )}
      </Box>
      {removing && <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
