import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TILE_PX } from '@portal/domain/common/constants';
import { DOCUMENT_DELETED, FAILED_TO_DELETE_DOCUMENT } from '@portal/domain/common/messages';
import { useState } from 'react';
import { useDeleteDocument } from '../api/delete-document';
import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { formatDate, fullName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { DocumentIcon } from './document-icon';
import { opensInViewer, useOpenDocument } from './use-open-document';
import { useTranslation } from '../../../i18n/use-translation';

export interface DocumentTilesProps {
  documents: readonly PortalDocument[];
  /** Shown when there are no documents; nothing when omitted. */
  emptyText?: string;
}

/** Documents as 125 px tiles: click to view (or download), delete when allowed. */
export function DocumentTiles({ documents, emptyText }: DocumentTilesProps) {
  const { t } = useTranslation();
  const { open, viewer, downloading } = useOpenDocument();
  const [confirming, setConfirming] = useState<PortalDocument | null>(null);
  const remove = useDeleteDocument();

  const confirmDelete = async () => {
    if (!confirming) return;
    const deleted = await remove.mutateAsync(confirming.id).catch(() => false);
    if (deleted) notify.success(DOCUMENT_DELETED);
    else notify.error(FAILED_TO_DELETE_DOCUMENT);
    setConfirming(null);
  };

  if (documents.length === 0) {
    return emptyText ? (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid="documents-empty">
        {t(emptyText)}
      </Typography>
    ) : null;
  }

  return (
    <>
      <Box
        role="list"
        aria-label={t('Documents')}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, ${DOCUMENT_TILE_PX}px)`, gap: 1.5, justifyContent: { xs: 'center', sm: 'start' } }}
      >
        {documents.map((document) => (
          <DocumentTile
            key={document.id}
            document={document}
            busy={downloading === document.id}
            onOpen={() => open(document)}
            onDelete={() => setConfirming(document)}
          />
        ))}
      </Box>
      {viewer}
      <ConfirmDeleteDialog
        open={!!confirming}
        titleId="delete-document-title"
        title={t('Delete document?')}
        text={
          confirming?.entityDescription
            ? t('{{name}} will be removed from {{record}}. This cannot be undone.', { name: confirming.name, record: confirming.entityDescription })
            : t('{{name}} will be removed. This cannot be undone.', { name: confirming?.name })
        }
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

interface DocumentTileProps {
  document: PortalDocument;
  busy: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

function DocumentTile({ document, busy, onOpen, onDelete }: DocumentTileProps) {
  const { t } = useTranslation();
  const uploadedBy = document.uploadedBy ? fullName(document.uploadedBy) : '';
  const details = [t(document.type), uploadedBy && t('Uploaded by {{name}}', { name: uploadedBy }), formatDate(document.createdAt)].filter(Boolean).join(' · ');
  const label = opensInViewer(document) ? t('View {{name}}', { name: document.name }) : t('Download {{name}}', { name: document.name });
  return (
    <Box role="listitem" sx={{ position: 'relative', width: DOCUMENT_TILE_PX, height: DOCUMENT_TILE_PX }}>
      <Tooltip title={`${document.name}${details ? ` — ${details}` : ''}`} enterDelay={500}>
        <ButtonBase
          onClick={onOpen}
          aria-label={label}
          sx={{
            width: '100%',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'flex-start',
            gap: 0.5,
            p: 1,
            pt: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            textAlign: 'center',
            transition: 'border-color 120ms, box-shadow 120ms',
            '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', boxShadow: (t) => `0 2px 8px ${alpha(t.palette.primary.main, 0.15)}` },
          }}
        >
          {busy ? <CircularProgress size={32} sx={{ my: 0.5 }} aria-label={t('Downloading')} /> : <DocumentIcon name={document.name} extension={document.extension} size={40} />}
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, lineHeight: 1.25, width: '100%', overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', wordBreak: 'break-word' }}
          >
            {document.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ width: '100%' }}>
            {t(document.type)}
          </Typography>
        </ButtonBase>
      </Tooltip>
      {document.canDelete && (
        <Tooltip title={t('Delete')}>
          <IconButton
            aria-label={t('Delete {{name}}', { name: document.name })}
            onClick={onDelete}
            size="small"
            sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: (t) => alpha(t.palette.error.main, 0.08), color: 'error.main' } }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
