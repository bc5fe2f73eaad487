import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StepUp } from '@portal/domain/auth/step-up';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError, portal } from '../../lib/api-client';
import { problemMessage, translateApiMessage, translatedFieldError } from '../../lib/translate-message';

const TITLE_ID = 'step-up-title';

/**
 * "Confirm it's you": the password (or a code of the authenticator app, or a passkey) again, before a change to
 * the account's e-mail, second factor, payee or permissions. onDone(true) once the server took it.
 */
export function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(useCode ? t('Enter the 6-digit code from your authenticator app') : t('Enter your password'));
      return;
    }
    const body: StepUp = useCode ? { code: value.trim() } : { password: value };
    setSending(true);
    try {
      await portal.post('/auth/step-up', { body });
      onDone(true);
    } catch (cause) {
      const fieldError = isApiError(cause)
        ? (translatedFieldError(cause, 'code') ?? translatedFieldError(cause, 'password') ?? translatedFieldError(cause, 'currentPassword') ?? (cause.detail ? translateApiMessage(problemMessage(cause)) : undefined))
        : undefined;
      setError(fieldError ?? t('An Unknown Error Occurred'));
      setSending(false);
    }
  };

  // A passkey proves it too; the browser's WebAuthn code downloads on the click.
  const confirmWithPasskey = async () => {
    setSending(true);
    setError(undefined);
    try {
      const { data: optionsJSON } = await portal.post('/auth/step-up/passkey-options');
      const { startAuthentication } = await import('@simplewebauthn/browser');
      await portal.post('/auth/step-up', { body: { passkey: await startAuthentication({ optionsJSON }) } });
      onDone(true);
    } catch (cause) {
      setSending(false);
      const closed = [cause, (cause as { cause?: unknown } | null)?.cause].some((e) => e instanceof Error && e.name === 'NotAllowedError');
      if (!closed) setError((isApiError(cause) ? (translatedFieldError(cause, 'passkey') ?? (cause.detail ? translateApiMessage(problemMessage(cause)) : undefined)) : undefined) ?? t('This browser could not use a passkey here.'));
    }
  };

  return (
    <Dialog open onClose={() => onDone(false)} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>{t("Confirm it's you")}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('This change protects your account, so we ask again who you are.')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={useCode ? t('Authenticator code') : t('Password')}
            type={useCode ? 'text' : 'password'}
            autoComplete={useCode ? 'one-time-code' : 'current-password'}
            slotProps={{ htmlInput: useCode ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 200 } }}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!error}
            helperText={error}
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ mt: 1.5 }}
            onClick={() => {
              setUseCode((on) => !on);
              setValue('');
              setError(undefined);
            }}
          >
            {useCode ? t('Use my password instead') : t('Use a code from my authenticator app instead')}
          </Link>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap' }}>
          {typeof window.PublicKeyCredential === 'function' && (
            <Button disabled={sending} onClick={() => void confirmWithPasskey()} sx={{ mr: 'auto' }}>
              {t('Use a passkey')}
            </Button>
          )}
          <Button onClick={() => onDone(false)}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('Confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
