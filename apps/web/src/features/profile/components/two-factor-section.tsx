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

function Enrolment({ enrolment, onDone }: { enrolment: TwoFactorEnrolment; onDone: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <Stack spacing={2}>
      <Typography>Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key, then enter the 6-digit code it shows.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box component="img" src={qr} alt="QR code for your authenticator app" sx={{ width: 180, height: 180, bgcolor: 'common.white', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Setup key
          </Typography>
          <Typography data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 15 }}>
            {enrolment.secret}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label="Authentication code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
        <Button
          variant="contained"
          sx={{ mt: { sm: 1 } }}
          disabled={confirm.isPending || !/^\d{6}$/.test(code.trim())}
          onClick={() =>
            confirm.mutate(
              { code: code.trim() },
              {
                onSuccess: (answer) => {
                  notify.success(answer.message);
                  onDone(answer.data.recoveryCodes);
                },
              },
            )
          }
        >
          Turn On
        </Button>
      </Stack>
    </Stack>
  );
}

function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.</Alert>
      <Box component="ul" aria-label="Recovery codes" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, gap: 1, p: 0, m: 0, listStyle: 'none', fontFamily: 'monospace' }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onClose}>
          I Saved My Codes
        </Button>
      </Box>
    </Stack>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField label="Current password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button color="error" variant="outlined" sx={{ mt: { sm: 1 } }} disabled={!password || disable.isPending} onClick={() => disable.mutate({ currentPassword: password }, { onSuccess: (answer) => notify.success(answer.message) })}>
        Turn Off
      </Button>
    </Stack>
  );
}

/** Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Two-Factor Sign-In
        </Typography>
        {status.data && <Chip size="small" color={enabled ? 'success' : 'default'} label={enabled ? 'On' : 'Off'} />}
      </Stack>
      <Typography color="text.secondary">
        {enabled
          ? `Sign-in asks for a code from your authenticator app. ${status.data?.recoveryCodesLeft ?? 0} recovery codes left.`
          : 'Ask for a code from an authenticator app on your phone at every sign-in, so a password alone is not enough.'}
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
            Set Up Authenticator App
          </Button>
        </Box>
      )}
    </Stack>
  );
}
