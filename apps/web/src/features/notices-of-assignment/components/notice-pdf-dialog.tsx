import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notifySuccessOf } from '../../../lib/notify';
import { readFileAsDataUrl } from '../../../lib/read-file';
import { answerMessageOf, type ApiMessage } from '../../../lib/translate-message';

export interface NoticePdf {
  carrierNumber: string;
  effectiveOn: string;
  fileName: string;
  data: string;
}

interface NoticePdfDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A new notice names the carrier; a release does not. */
  asksCarrier: boolean;
  send: (pdf: NoticePdf) => Promise<{ message: string; messageCode?: string; messageParams?: ApiMessage['params'] }>;
  pending: boolean;
}

/** A factoring company files a signed PDF with its effective date: a notice of assignment (naming the carrier) or its release. */
export function NoticePdfDialog({ open, onClose, title, asksCarrier, send, pending }: NoticePdfDialogProps) {
  const { t } = useTranslation();
  const [carrierNumber, setCarrierNumber] = useState('');
  const [effectiveOn, setEffectiveOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string[]>([]);

  const close = () => {
    setCarrierNumber('');
    setEffectiveOn('');
    setFile(null);
    setProblem([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem([t('Choose the signed PDF')]);
      return;
    }
    setProblem([]);
    const sent = send({ carrierNumber, effectiveOn, fileName: file.name, data: await readFileAsDataUrl(file) });
    notifySuccessOf(sent, answerMessageOf);
    try {
      await sent;
      close();
    } catch (error) {
      setProblem(errorMessages(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="notice-pdf-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="notice-pdf-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem.length > 0 && (
              <Alert severity="error" role="alert">
                {problem.map((p) => (
                  <div key={p}>{p}</div>
                ))}
              </Alert>
            )}
            {asksCarrier && (
              <TextField label={t("Carrier's MC or USDOT number")} value={carrierNumber} onChange={(e) => setCarrierNumber(e.target.value)} required slotProps={{ htmlInput: { maxLength: 20 } }} />
            )}
            <TextField type="date" label={t('Effective date')} value={effectiveOn} onChange={(e) => setEffectiveOn(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {t('Choose PDF')}
                <input hidden type="file" accept="application/pdf,.pdf" aria-label={t('Signed PDF')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
                {file ? file.name : t('No file chosen')}
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('File')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
