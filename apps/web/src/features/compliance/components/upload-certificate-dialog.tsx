import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COVERAGES, type Coverage } from '@portal/domain/compliance/compliance-rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notifySuccessOf } from '../../../lib/notify';
import { readFileAsDataUrl } from '../../../lib/read-file';
import { useUploadCertificate } from '../api/change-compliance';
import { COVERAGE_LABELS } from '../lib/compliance-labels';

interface Draft {
  coverage: Coverage;
  insurer: string;
  policyNumber: string;
  amount: string;
  effectiveOn: string;
  expiresOn: string;
}

const EMPTY: Draft = { coverage: 'AutoLiability', insurer: '', policyNumber: '', amount: '', effectiveOn: '', expiresOn: '' };

/** A carrier admin files an insurance certificate: the PDF and what it says (coverage, insurer, policy, amount, dates). */
export function UploadCertificateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const upload = useUploadCertificate();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const close = () => {
    setDraft(EMPTY);
    setFile(null);
    setProblem([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem([t('Choose the certificate PDF')]);
      return;
    }
    setProblem([]);
    const data = await readFileAsDataUrl(file);
    const pending = upload.mutateAsync({ ...draft, amount: Number(draft.amount.replace(/[$,\s]/g, '')), fileName: file.name, data });
    notifySuccessOf(pending, () => t('Certificate uploaded'));
    try {
      await pending;
      close();
    } catch (error) {
      setProblem(errorMessages(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="upload-certificate-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="upload-certificate-title">{t('Upload insurance certificate')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem.length > 0 && (
              <Alert severity="error" role="alert">
                {problem.map((p) => (
                  <div key={p}>{p}</div>
                ))}
              </Alert>
            )}
            <TextField select label={t('Coverage')} value={draft.coverage} onChange={set('coverage')} required>
              {COVERAGES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(COVERAGE_LABELS[c])}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('Insurer')} value={draft.insurer} onChange={set('insurer')} required slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField label={t('Policy number')} value={draft.policyNumber} onChange={set('policyNumber')} required slotProps={{ htmlInput: { maxLength: 60 } }} />
            <TextField label={t('Amount (USD)')} value={draft.amount} onChange={set('amount')} required inputMode="numeric" slotProps={{ htmlInput: { maxLength: 16 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField type="date" label={t('Effective')} value={draft.effectiveOn} onChange={set('effectiveOn')} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
              <TextField type="date" label={t('Expires')} value={draft.expiresOn} onChange={set('expiresOn')} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {t('Choose PDF')}
                <input hidden type="file" accept="application/pdf,.pdf" aria-label={t('Certificate PDF')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
                {file ? file.name : t('No file chosen')}
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('Upload')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
