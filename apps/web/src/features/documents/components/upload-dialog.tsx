import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DOCUMENT_SUCCESSFULLY_UPLOADED, DOCUMENT_UPLOADED_SUCCESSFULLY, UPLOAD_UNKNOWN_ERROR } from '@portal/domain/common/messages';
import { FILE_TYPES, FileType } from '@portal/domain/documents/file-type';
import { selectableFileTypes, uploadFileProblem, validateUpload } from '@portal/domain/documents/upload-validation';
import { displayName } from '@portal/domain/common/enum';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useOrderDropoffs } from '../api/get-order-dropoffs';
import { useUploadDocument } from '../api/upload-document';
import type { PortalDocument, UploadDocumentBody } from '@portal/domain/documents/document-schemas';
import type { OrderDropoffs } from '@portal/domain/shipments/shipment-detail-schemas';
import { notify } from '../../../lib/notify';
import { isQueuedWrite, QUEUED_WRITE_MESSAGE, type QueuedWrite } from '../../../lib/offline-writes';
import { FileDropZone, type PickedFile } from './file-drop-zone';
import { readFileAsBase64 } from '../../../lib/read-file';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import type { TFunction } from '../../../i18n/i18n';
import { problemMessage, translateApiMessage } from '../../../lib/translate-message';
import { isApiError } from '../../../lib/api-client';

type Id = string | number;

/** The record an upload is attached to. */
export interface UploadTarget {
  shipmentId?: Id;
  apInvoiceId?: Id;
  thirdPartyInvoiceId?: Id;
  caseId?: Id;
  /** A preset stop for a proof of delivery: the stop selector shows it, disabled. */
  orderStopId?: Id;
}

export interface UploadDialogProps extends UploadTarget {
  open: boolean;
  onClose: () => void;
  /** A preset type: the selector shows only it, disabled. Without one, only Shipment Miscellaneous is offered. */
  defaultFileType?: FileType;
  title?: string;
  onUploaded?: (document: PortalDocument) => void;
}

/** The thrown message (a problem's by its code, in the portal's language), or 'An unknown error has occurred'. */
export function uploadFailureMessage(error: unknown): string {
  if (isApiError(error) && error.message) return translateApiMessage(problemMessage(error));
  return error instanceof Error && error.message ? error.message : UPLOAD_UNKNOWN_ERROR;
}

function hasId(id: Id | undefined): id is Id {
  return id !== undefined && id !== null && String(id).trim() !== '';
}

/**
 * The success toast: an upload to a case says 'Document uploaded successfully', every other upload
 * 'Document Successfully Uploaded' (docs/decisions/0286-a-case-upload-says-document-uploaded-successfully.md).
 */
export function uploadedMessage(target: UploadTarget): string {
  return hasId(target.caseId) ? DOCUMENT_UPLOADED_SUCCESSFULLY : DOCUMENT_SUCCESSFULLY_UPLOADED;
}

/** The invoice an AP invoice or third-party document belongs to (validateUpload's invoiceId). */
function invoiceIdFor(fileType: FileType | '', target: UploadTarget): Id | undefined {
  if (fileType === FileType.ApInvoice) return target.apInvoiceId;
  if (fileType === FileType.ThirdParty) return target.thirdPartyInvoiceId;
  return target.apInvoiceId ?? target.thirdPartyInvoiceId;
}

/**
 * The document upload dialog. States: no file, file selected (clearable),
 * uploading, closed on success. A file can be picked, dropped or pasted.
 */
/** The upload's toast; a document kept on a driver's phone to be sent later is said so, and is not added yet. */
function announceUpload(document: PortalDocument | QueuedWrite, target: UploadTarget, onUploaded: UploadDialogProps['onUploaded']) {
  if (isQueuedWrite(document)) {
    notify.info(QUEUED_WRITE_MESSAGE);
    return;
  }
  notify.success(uploadedMessage(target));
  onUploaded?.(document);
}

export function UploadDialog({ open, onClose, defaultFileType, title = msg('Upload Document'), onUploaded, ...target }: UploadDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [refused, setRefused] = useState(false);
  const typeChoices = selectableFileTypes(defaultFileType ?? null);
  // When only one type is possible it is chosen already: nobody should have to pick the only option.
  const startingType: FileType | '' = defaultFileType ?? (typeChoices.length === 1 ? typeChoices[0] : '');
  const [fileType, setFileType] = useState<FileType | ''>(startingType);
  const [stopId, setStopId] = useState<string>(hasId(target.orderStopId) ? String(target.orderStopId) : '');
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadDocument();
  const uploading = upload.isPending;

  const typePreset = defaultFileType !== undefined;
  const stopPreset = hasId(target.orderStopId);
  const needsStop = fileType === FileType.ProofOfDelivery;
  const dropoffs = useOrderDropoffs(target.shipmentId, open && needsStop && !stopPreset);

  // Each opening starts from the caller's presets, read when the dialog opens (an effect event).
  const startFromPresets = useEffectEvent(() => {
    setPicked(null);
    setRefused(false);
    setFileType(startingType);
    setStopId(hasId(target.orderStopId) ? String(target.orderStopId) : '');
    setMessage(null);
    upload.reset();
  });
  useEffect(() => {
    if (open) startFromPresets();
  }, [open]);

  const offer = (candidate: PickedFile) => {
    if (uploading) return;
    if (uploadFileProblem(candidate.file, { pasted: candidate.pasted })) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setMessage(null);
    setPicked(candidate);
  };

  // Pasting a file anywhere while the dialog is open picks it.
  useEffect(() => {
    if (!open) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files?.[0];
      if (!file) return;
      event.preventDefault();
      offer({ file, pasted: true });
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const submit = async () => {
    const problem = validateUpload({
      file: picked?.file ?? null,
      fileType: fileType === '' ? null : fileType,
      orderStopId: stopId,
      shipmentId: target.shipmentId,
      invoiceId: invoiceIdFor(fileType, target),
    });
    setMessage(problem);
    if (problem || !picked || fileType === '') return;

    try {
      const body: UploadDocumentBody = {
        name: picked.file.name,
        fileType,
        data: await readFileAsBase64(picked.file),
        shipmentId: target.shipmentId,
        apInvoiceId: target.apInvoiceId,
        thirdPartyInvoiceId: target.thirdPartyInvoiceId,
        caseId: target.caseId,
        orderStopId: needsStop ? stopId : undefined,
      };
      announceUpload(await upload.mutateAsync(body), target, onUploaded);
      onClose();
    } catch (error) {
      notify.error(uploadFailureMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={uploading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="upload-dialog-title"
      aria-busy={uploading}
    >
      <DialogTitle id="upload-dialog-title">{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <FileDropZone picked={picked} onPick={offer} onClear={() => setPicked(null)} disabled={uploading} refused={refused} />

          <TextField
            select
            label={t('File Type')}
            value={fileType}
            onChange={(event) => setFileType(Number(event.target.value) as FileType)}
            disabled={typePreset || uploading}
            fullWidth
          >
            {typeChoices.map((code) => (
              <MenuItem key={code} value={code}>
                {t(displayName(FILE_TYPES, code) ?? '')}
              </MenuItem>
            ))}
          </TextField>

          {needsStop && (
            <TextField
              select
              label={t('Dropoff')}
              value={stopId}
              onChange={(event) => setStopId(String(event.target.value))}
              disabled={stopPreset || uploading}
              fullWidth
              helperText={!stopPreset && dropoffs.isSuccess && dropoffs.data.length === 0 ? t('This shipment has no dropoffs') : undefined}
            >
              {stopPreset && !dropoffs.data ? (
                <MenuItem value={stopId}>{t('Stop {{number}}', { number: stopId })}</MenuItem>
              ) : (
                dropoffMenuItems(dropoffs.data ?? [], t)
              )}
            </TextField>
          )}

          {message && (
            <Alert severity="error" role="alert" data-testid="upload-message">
              {t(message)}
            </Alert>
          )}

          {uploading && (
            <Stack spacing={1}>
              <LinearProgress aria-label={t('Uploading')} />
              <Typography variant="body2" color="text.secondary">
                {t('Uploading {{name}}…', { name: picked?.file.name })}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={uploading} color="inherit">
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={uploading}>
          {uploading ? t('Uploading…') : t('Upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Order 1001' headers with their dropoffs: 'Stop 1 · Acme DC, Dallas, TX' (stop numbers are zero-based). */
function dropoffMenuItems(orders: readonly OrderDropoffs[], t: TFunction): ReactNode[] {
  return orders.flatMap((order) => [
    <ListSubheader key={`order-${order.orderNumber}`}>{t('Order {{number}}', { number: order.orderNumber })}</ListSubheader>,
    ...order.dropoffs.map((stop) => (
      <MenuItem key={stop.stopId} value={String(stop.stopId)}>
        {t('Stop {{number}}', { number: stop.stopNumber + 1 })} · {[stop.name, [stop.city, stop.state].filter(Boolean).join(', ')].filter(Boolean).join(', ')}
      </MenuItem>
    )),
  ]);
}
