import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SIGNER_NAME_MAX_LENGTH, SIGNER_ROLE_MAX_LENGTH } from '@portal/domain/signatures/signature-rules';
import type { SignableStop } from '@portal/domain/signatures/signature-schemas';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages } from '../../../lib/notify';
import { SignaturePad } from './signature-pad';
import { useSignatureForm } from './use-signature-form';

interface SignDialogProps {
  shipmentId: number;
  stop: SignableStop;
  onClose: () => void;
}

/**
 * The signer's screen, handed over on the phone: name and role typed, the signature drawn (or, for
 * someone who cannot draw, the typed name signed instead), and the phone's place when it gives it.
 */
export function SignDialog({ shipmentId, stop, onClose }: SignDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useSignatureForm(shipmentId, stop.stopId, onClose);
  const { fields, errors } = form;
  const title = stop.kind === 'Pickup' ? t('Shipper signs the bill of lading') : t('Receiver signs the proof of delivery');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Dialog open fullScreen={phone} fullWidth maxWidth="sm" onClose={form.busy ? undefined : onClose} aria-labelledby="sign-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="sign-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('Stop {{number}}: {{name}}, {{city}}, {{state}}', { number: stop.stopNumber, name: stop.name, city: stop.city, state: stop.state })}
            </Typography>
            <TextField
              id="signer-name"
              autoFocus
              label={t('Name of the person signing')}
              value={fields.signerName}
              onChange={(event) => fields.setSignerName(event.target.value)}
              autoComplete="off"
              required
              error={!!errors.signerName}
              helperText={errors.signerName}
              slotProps={{ htmlInput: { maxLength: SIGNER_NAME_MAX_LENGTH } }}
            />
            <TextField
              id="signer-role"
              label={t('Their role')}
              placeholder={stop.kind === 'Pickup' ? t('Shipping clerk') : t('Receiving clerk')}
              value={fields.signerRole}
              onChange={(event) => fields.setSignerRole(event.target.value)}
              autoComplete="off"
              required
              error={!!errors.signerRole}
              helperText={errors.signerRole}
              slotProps={{ htmlInput: { maxLength: SIGNER_ROLE_MAX_LENGTH } }}
            />
            <FormControlLabel
              control={<Checkbox checked={fields.typed} onChange={(event) => fields.setTyped(event.target.checked)} />}
              label={t('Sign with the typed name instead of drawing')}
            />
            {!fields.typed && (
              <>
                <SignaturePad onChange={fields.setImage} describedBy={errors.image ? 'signature-error' : undefined} />
                {errors.image && (
                  <FormHelperText id="signature-error" error>
                    {errors.image}
                  </FormHelperText>
                )}
              </>
            )}
            <FormControlLabel control={<Checkbox checked={fields.withPlace} onChange={(event) => fields.setWithPlace(event.target.checked)} />} label={t("Add this phone's location")} />
            <Typography variant="caption" color="text.secondary">
              {t('The signed PDF is sealed with its SHA-256: the portal keeps it as signed and checks it on every download.')}
            </Typography>
            {form.error ? <Alert severity="error">{errorMessages(form.error).join(' ')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={form.busy}>
            {form.busy ? t('Signing…') : t('Sign')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
