import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentViewer, type ViewerDocument } from '../../../components/document-viewer/document-viewer';
import { errorMessages } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { getRateConfirmation } from '../api/get-rate-confirmation';

/**
 * The generated rate confirmation in the shared viewer. The viewer reads files by document id
 * through queryKeys.documents.file(id); the confirmation is not a stored document, so its PDF is
 * fetched here and put under a synthetic id the viewer then finds in the cache.
 */
export function RateConfirmation({ shipmentId, shipmentNumber }: { shipmentId: number; shipmentNumber: string }) {
  const queryClient = useQueryClient();
  const [document, setDocument] = useState<ViewerDocument | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const viewerId = `rate-confirmation-${shipmentId}`;

  const open = async () => {
    setLoading(true);
    setError(null);
    try {
      const blob = await getRateConfirmation(shipmentId);
      queryClient.setQueryData(queryKeys.documents.file(viewerId), blob);
      setDocument({ id: viewerId, name: `Rate Confirmation ${shipmentNumber}.pdf`, extension: '.pdf' });
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
            Signed Rate Confirmation
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The rate confirmation for shipment {shipmentNumber}, generated from the booked rate and stops.
          </Typography>
        </div>
        <Button variant="contained" size="large" onClick={() => void open()} disabled={loading}>
          {loading ? 'Opening…' : 'Open Rate Confirmation'}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessages(error).join(' ')}
        </Alert>
      ) : null}
      <DocumentViewer open={!!document} document={document} onClose={() => setDocument(null)} />
    </Paper>
  );
}
