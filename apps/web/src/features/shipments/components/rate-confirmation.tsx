import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DocumentViewer, type ViewerDocument } from '../../../components/document-viewer/document-viewer';
import { errorMessages } from '../../../lib/notify';
import { getRateConfirmation } from '../api/get-rate-confirmation';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The generated rate confirmation in the shared viewer. Its PDF is fetched here first, so a failure
 * shows in this panel, and handed to the viewer.
 */
export function RateConfirmation({ shipmentId, shipmentNumber }: { shipmentId: number; shipmentNumber: string }) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<ViewerDocument | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const open = async () => {
    setLoading(true);
    setError(null);
    try {
      setBlob(await getRateConfirmation(shipmentId));
      setDocument({ id: `rate-confirmation-${shipmentId}`, name: t('Rate Confirmation {{number}}.pdf', { number: shipmentNumber }), extension: '.pdf' });
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Description color="primary" sx={{ fontSize: 40 }} />
        <div style={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('Signed Rate Confirmation')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('The rate confirmation for shipment {{number}}, generated from the booked rate and stops.', { number: shipmentNumber })}
          </Typography>
        </div>
        <Button variant="contained" size="large" onClick={() => void open()} disabled={loading}>
          {loading ? t('Opening…') : t('Open Rate Confirmation')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessages(error).join(' ')}
        </Alert>
      ) : null}
      <DocumentViewer open={!!document} document={document} onClose={() => setDocument(null)} file={{ data: blob }} />
    </Paper>
  );
}
