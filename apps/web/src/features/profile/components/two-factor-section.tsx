import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TwoFactorEnrolment } from '@portal/domain/profile/two-factor';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

function Enrolment({ enrolment, onDone }: { enrolment: TwoFactorEnrolment; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <Stack spacing={2}>
      <Typography>
        {t('Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key, then enter the 6-digit code it shows.')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box component="img" src={qr} alt={t('QR code for your authenticator app')} sx={{ width: 180, height: 180, bgcolor: 'common.white', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('Setup key')}
          </Typography>
          <Typography data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 15 }}>
            {enrolment.secret}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label={t('Authentication code')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
        <Button
          variant="contained"
          sx={{ mt: { sm: 1 } }}
          disabled={confirm.isPending || !/^\d{6}$/.test(code.trim())}
          onClick={() =>
            confirm.mutate(
              { code: code.trim() },
              {
                onSuccess: (answer) => {
                  notify.success(answerMessageOf(answer));
                  onDone(answer.data.recoveryCodes);
                },
              },
            )
          }
        >
          {t('Turn On')}
        </Button>
      </Stack>
    </Stack>
  );
}

function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.')}</Alert>
      <Box component="ul" aria-label={t('Recovery codes')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, gap: 1, p: 0, m: 0, listStyle: 'none', fontFamily: 'monospace' }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onClose}>
          {t('I Saved My Codes')}
        </Button>
      </Box>
    </Stack>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField label={t('Current password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button color="error" variant="outlined" sx={{ mt: { sm: 1 } }} disabled={!password || disable.isPending} onClick={() => disable.mutate({ currentPassword: password }, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}>
        {t('Turn Off')}
      </Button>
    </Stack>
  );
}

/** Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('Two-Factor Sign-In')}
        </Typography>
        {status.data && <Chip size="small" color={enabled ? 'success' : 'default'} label={enabled ? t('On') : t('Off')} />}
      </Stack>
      <Typography color="text.secondary">
        {enabled
          ? t('Sign-in asks for a code from your authenticator app. {{count}} recovery codes left.', { count: status.data?.recoveryCodesLeft ?? 0 })
          : t('Ask for a code from an authenticator app on your phone at every sign-in, so a password alone is not enough.')}
      </Typography>
      {codes ? (
        <RecoveryCodes codes={codes} onClose={() => setCodes(null)} />
      ) : enrolment ? (
        <Enrolment enrolment={enrolment} onDone={(c) => { setEnrolment(null); setCodes(c); }} />
      ) : enabled ? (
        <TurnOff />
      ) : (
        <Box>
          <Button variant="contained" disabled={!status.data || start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}>
            {t('Set Up Authenticator App')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
