import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { VIEWER_LOAD_ERROR, viewerErrorBanner } from '@portal/domain/common/messages';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { importWithReload } from '../../lib/lazy-import';
import { useTranslation } from '../../i18n/use-translation';

/** What the viewer needs of a document. */
export interface ViewerDocument {
  id: string;
  name: string;
  /** '.pdf', 'pdf', ...; the file's own bytes decide when they are recognisable. */
  extension?: string | null;
}

/**
 * The file's bytes, or why they could not be loaded; the viewer shows loading until one is there. The
 * area that owns the file loads it (its API call and cache), so the viewer imports no feature.
 */
export interface ViewerFile {
  data?: Blob | null;
  error?: unknown;
}

export interface DocumentViewerProps {
  open: boolean;
  document: ViewerDocument | null;
  onClose: () => void;
  file: ViewerFile;
}

// pdf.js and utif2 come with this chunk, on the first open, not with the shell.
const ViewerDialog = lazy(importWithReload(() => import('./viewer-dialog')));

/** Full-screen viewer for PDF, PNG, JPEG and TIFF: paging, zoom, rotate, download, print. */
export function DocumentViewer({ open, document, onClose, file }: DocumentViewerProps) {
  const { t } = useTranslation();
  if (!open || !document) return null;
  return (
    <ViewerLoadBoundary onClose={onClose}>
      <Suspense
        fallback={
          <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { 'aria-label': t('Loading document viewer'), sx: { bgcolor: '#3C4048', display: 'grid', placeItems: 'center' } } }}>
            <CircularProgress aria-label={t('Loading document viewer')} sx={{ color: '#fff' }} />
          </Dialog>
        }
      >
        <ViewerDialog key={document.id} open document={document} onClose={onClose} file={file} />
      </Suspense>
    </ViewerLoadBoundary>
  );
}

/** The viewer's own code failed to load (offline, a release replaced it twice): say so in place of the page crashing. */
class ViewerLoadBoundary extends Component<{ onClose: () => void; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[document viewer]', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ViewerLoadFailed message={error.message} onClose={this.props.onClose} />;
  }
}

function ViewerLoadFailed({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { 'aria-label': t('Document viewer') } }}>
      <Alert severity="error" square>
        {viewerErrorBanner(message || t(VIEWER_LOAD_ERROR))}
      </Alert>
      <DialogContent>{t(VIEWER_LOAD_ERROR)}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
