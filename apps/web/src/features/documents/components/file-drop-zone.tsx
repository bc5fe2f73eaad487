import Close from '@mui/icons-material/Close';
import { alpha } from '@mui/material/styles';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_BYTES } from '@portal/domain/common/constants';
import { acceptAttribute } from '@portal/domain/documents/file-extensions';
import { useId, useRef, useState, type DragEvent } from 'react';
import { DocumentIcon } from './document-icon';
import { formatFileSize } from './file-size';
import { useTranslation } from '../../../i18n/use-translation';

export interface PickedFile {
  file: File;
  /** Pasted or dropped rather than picked: images may also be heic, heif, gif or webp. */
  pasted: boolean;
}

interface FileDropZoneProps {
  picked: PickedFile | null;
  onPick: (picked: PickedFile) => void;
  onClear: () => void;
  disabled?: boolean;
  /** The last offered file was refused (type or size): the hint turns red. */
  refused?: boolean;
}

const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** Where a file is dropped, pasted or picked; once chosen it shows the file with a clear button. */
export function FileDropZone({ picked, onPick, onClear, disabled = false, refused = false }: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onPick({ file, pasted: true });
  };

  if (picked) {
    return (
      <Box
        data-testid="picked-file"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <DocumentIcon name={picked.file.name} size={36} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap title={picked.file.name} sx={{ fontWeight: 600 }}>
            {picked.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(picked.file.size)}
          </Typography>
        </Box>
        <Tooltip title={t('Clear file')}>
          <span>
            <IconButton aria-label={t('Clear file')} onClick={onClear} disabled={disabled} size="small">
              <Close fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : refused ? 'error.main' : 'divider',
        bgcolor: (t) => (dragging ? alpha(t.palette.primary.main, 0.06) : t.palette.background.default),
        borderRadius: 2,
        px: 2,
        py: 3,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlined color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t('Drag and drop a file here, or paste it')}</Typography>
      <Button variant="outlined" size="small" sx={{ mt: 1.5 }} disabled={disabled} onClick={() => input.current?.click()} aria-describedby={hintId}>
        {t('Browse files')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="file-input"
        accept={acceptAttribute()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick({ file, pasted: false });
          event.target.value = '';
        }}
      />
      <Typography id={hintId} variant="caption" component="p" color={refused ? 'error' : 'text.secondary'} aria-live="polite" sx={{ mt: 1.5 }}>
        {t('PDF, PNG, JPEG or TIFF, up to {{size}} MB. Pasted or dropped images may also be HEIC, HEIF, GIF or WebP.', { size: MAX_UPLOAD_MB })}
      </Typography>
    </Box>
  );
}
