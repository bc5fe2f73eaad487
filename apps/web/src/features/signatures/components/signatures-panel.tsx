import Draw from '@mui/icons-material/Draw';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignableStop } from '@portal/domain/signatures/signature-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useSignatures } from '../api/get-signatures';
import { SignDialog } from './sign-dialog';
import { SignedDocumentViewer } from './signed-document-viewer';

function StopLine({ stop, canSign, onSign, onOpen }: { stop: SignableStop; canSign: boolean; onSign: () => void; onOpen: () => void }) {
  const { t } = useTranslation();
  const signature = stop.signature;
  const what = stop.kind === 'Pickup' ? t('Bill of lading') : t('Proof of delivery');
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1.25, alignItems: { sm: 'center' }, justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <div>
        <Typography variant="subtitle2" component="h3">
          {t('Stop {{number}} · {{what}}', { number: stop.stopNumber, what })} · {stop.city}, {stop.state}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {signature
            ? t('Signed by {{name}} ({{role}}), {{time}}', { name: signature.signerName, role: signature.signerRole, time: formatDateTimeWithZone(signature.signedAt) })
            : t('Not signed yet')}
        </Typography>
      </div>
      {signature ? (
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={onOpen} aria-label={t('Open the signed PDF of stop {{number}}', { number: stop.stopNumber })}>
          {t('Open PDF')}
        </Button>
      ) : canSign ? (
        <Button variant="contained" size="large" startIcon={<Draw />} onClick={onSign} aria-label={t('Get a signature at stop {{number}}', { number: stop.stopNumber })}>
          {t('Get signature')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The load's pickups and dropoffs with their signatures: sign on the phone, open the signed PDF. */
export function SignaturesPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const signatures = useSignatures(shipmentId);
  const [signing, setSigning] = useState<SignableStop | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  const data = signatures.data;
  if (!data || data.stops.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="signatures-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id="signatures-title" variant="h6" component="h2">
        {t('Signatures')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('The shipper signs the bill of lading at pickup and the receiver the proof of delivery at the dropoff, on this phone.')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.stops.map((stop) => (
          <StopLine
            key={stop.stopId}
            stop={stop}
            canSign={data.canSign}
            onSign={() => setSigning(stop)}
            onOpen={() => stop.signature && setViewing({ id: stop.signature.documentId, name: stop.signature.documentName })}
          />
        ))}
      </Stack>
      {signing && <SignDialog shipmentId={shipmentId} stop={signing} onClose={() => setSigning(null)} />}
      <SignedDocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </Paper>
  );
}
