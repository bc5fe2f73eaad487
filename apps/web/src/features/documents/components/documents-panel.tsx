import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TILE_PX } from '@portal/domain/common/constants';
import { FileType } from '@portal/domain/documents/file-type';
import { useState } from 'react';
import { useDocuments } from '../api/get-documents';
import { useRequiredDocuments } from '../api/get-required-documents';
import type { RequiredDocument, RequiredDocumentsAnswer } from '@portal/domain/documents/document-schemas';
import type { DocumentFilter, RequiredDocumentsFilter } from '../types';
import { ListError } from '../../../components/list-layout/list-states';
import { DocumentTiles } from './document-tiles';
import { UploadDialog, type UploadDialogProps, type UploadTarget } from './upload-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import type { TFunction } from '../../../i18n/i18n';

export interface DocumentsPanelProps {
  /** Whose documents are listed: one of shipmentId, apInvoiceId, thirdPartyInvoiceId, caseId, orderId. */
  filter: DocumentFilter;
  /** Where the Upload button sends files; defaults to the filter's ids. */
  uploadTarget?: UploadTarget;
  /** Also list this record's required documents, with an upload button for each missing one. */
  required?: RequiredDocumentsFilter;
  title?: string;
  /** Shown when the record has no documents. */
  emptyText?: string;
  /** No uploads (e.g. a settled invoice); deleting still follows each document's canDelete. */
  readOnly?: boolean;
}

type DialogState = Pick<UploadDialogProps, 'defaultFileType' | 'orderStopId' | 'shipmentId' | 'apInvoiceId' | 'thirdPartyInvoiceId' | 'caseId' | 'title'>;

/** A required document's upload goes to its own stop or invoice, with its type preset. */
function requiredUploadTarget(item: RequiredDocument, fallback: UploadTarget, t: TFunction): DialogState {
  const invoiceId = item.invoiceId ?? undefined;
  return {
    title: t('Upload {{document}}', { document: t(item.description) }),
    defaultFileType: item.fileType as FileType,
    shipmentId: item.shipmentId ?? fallback.shipmentId,
    orderStopId: item.fileType === FileType.ProofOfDelivery ? (item.orderStopId ?? undefined) : undefined,
    apInvoiceId: item.fileType === FileType.ApInvoice ? (invoiceId ?? fallback.apInvoiceId) : fallback.apInvoiceId,
    thirdPartyInvoiceId: item.fileType === FileType.ThirdParty ? (invoiceId ?? fallback.thirdPartyInvoiceId) : fallback.thirdPartyInvoiceId,
    caseId: fallback.caseId,
  };
}

/** Documents of a record: required documents with their counts, the document tiles, and Upload. */
export function DocumentsPanel({ filter, uploadTarget, required, title = msg('Documents'), emptyText = msg('No documents uploaded yet'), readOnly = false }: DocumentsPanelProps) {
  const { t } = useTranslation();
  const documents = useDocuments(filter);
  const requiredDocuments = useRequiredDocuments(required);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const target: UploadTarget = uploadTarget ?? {
    shipmentId: filter.shipmentId,
    apInvoiceId: filter.apInvoiceId,
    thirdPartyInvoiceId: filter.thirdPartyInvoiceId,
    caseId: filter.caseId,
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="documents-panel-title" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="documents-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t(title)}
          {documents.data && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
              ({documents.data.totalCount})
            </Typography>
          )}
        </Typography>
        {!readOnly && (
          <Button variant="contained" startIcon={<UploadFile />} onClick={() => setDialog({ ...target })}>
            {t('Upload')}
          </Button>
        )}
      </Box>

      {required && (
        <RequiredDocumentsList
          answer={requiredDocuments.data}
          loading={requiredDocuments.isPending}
          error={requiredDocuments.error}
          onRetry={() => void requiredDocuments.refetch()}
          onUpload={readOnly ? undefined : (item) => setDialog(requiredUploadTarget(item, target, t))}
        />
      )}

      {documents.error ? (
        <ListError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data ? (
        <DocumentTiles documents={documents.data.data} emptyText={emptyText} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5 }} aria-label={t('Loading documents')} role="status">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" width={DOCUMENT_TILE_PX} height={DOCUMENT_TILE_PX} />
          ))}
        </Box>
      )}

      <UploadDialog open={!!dialog} onClose={() => setDialog(null)} {...dialog} />
    </Paper>
  );
}

interface RequiredDocumentsListProps {
  answer: RequiredDocumentsAnswer | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onUpload?: (item: RequiredDocument) => void;
}

function RequiredDocumentsList({ answer, loading, error, onRetry, onUpload }: RequiredDocumentsListProps) {
  const { t } = useTranslation();
  if (error) return <ListError error={error} onRetry={onRetry} />;
  if (loading || !answer) return <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />;
  if (answer.requiredCount === 0) return null;
  const complete = answer.uploadedCount >= answer.requiredCount;
  return (
    <Box component="section" aria-label={t('Required documents')} sx={{ mb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography variant="subtitle2">{t('Required Documents')}</Typography>
        <Typography variant="body2" color={complete ? 'success.main' : 'text.secondary'} data-testid="required-documents-count" sx={{ fontWeight: 600 }}>
          {t('{{uploaded}} of {{required}} uploaded', { uploaded: answer.uploadedCount, required: answer.requiredCount })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(100 * Math.min(answer.uploadedCount, answer.requiredCount)) / answer.requiredCount}
        color={complete ? 'success' : 'primary'}
        aria-label={t('Required documents uploaded')}
        sx={{ height: 6, borderRadius: 3, mb: 1 }}
      />
      {/* Rules between items drawn by the items: a divider element inside the list is not a list item (axe's list rule). */}
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {answer.data.map((item, index) => (
          <Box component="li" key={`${item.fileType}-${item.orderStopId ?? item.invoiceId ?? index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.25, py: 1 }}>
            {item.isUploaded ? (
              <CheckCircle color="success" fontSize="small" aria-label={t('Uploaded')} />
            ) : (
              <RadioButtonUnchecked color="disabled" fontSize="small" aria-label={t('Missing')} />
            )}
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              {t(item.description)}
            </Typography>
            {!item.isUploaded && onUpload && (
              <Button size="small" variant="outlined" startIcon={<UploadFile />} onClick={() => onUpload(item)} aria-label={t('Upload {{document}}', { document: t(item.description) })}>
                {t('Upload')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
