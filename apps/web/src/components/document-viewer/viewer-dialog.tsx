import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { VIEWER_IMAGE_NOT_FOUND, VIEWER_LOAD_ERROR, VIEWER_UNKNOWN_FILE_TYPE, viewerErrorBanner } from '@portal/domain/common/messages';
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { handleError } from '../../lib/notify';
import { downloadName, saveBlob } from '../../lib/save-file';
import type { DocumentViewerProps, ViewerDocument } from './document-viewer';
import { ImageNotFoundError, ImageView } from './image-view';
import { clampPage } from './page-position';
import { scrollToPage } from './page-stack';
import { PdfView } from './pdf-view';
import { printImages, printPdf } from './print-file';
import { rotateClockwise } from './rotation';
import { readTiff, tiffPagesAsPng } from './tiff-decode';
import { TiffView } from './tiff-view';
import { sniffViewerKind, type ViewerKind } from './viewer-kind';
import { ViewerToolbar } from './viewer-toolbar';
import { DEFAULT_ZOOM, zoomIn, zoomOut } from './zoom';
import { useTranslation } from '../../i18n/use-translation';
import { msg } from '../../i18n/msg';

interface Failure {
  /** One of the viewer messages of the spec, in the page area. */
  message: string;
  /** The cause, in the 'Error: {message}' banner. */
  detail: string;
}

function failureOf(error: unknown): Failure {
  const detail = error instanceof Error && error.message ? error.message : String(error ?? VIEWER_LOAD_ERROR);
  const notFound = error instanceof ImageNotFoundError || (isApiError(error) && error.status === 404);
  return { message: notFound ? VIEWER_IMAGE_NOT_FOUND : VIEWER_LOAD_ERROR, detail };
}

/** The full-screen viewer (lazy chunk: pdf.js and utif2 load with it, not with the shell). */
export default function ViewerDialog({ document, onClose, file }: DocumentViewerProps & { document: ViewerDocument }) {
  const { t } = useTranslation();
  const blob = file.data ?? null;
  const [kind, setKind] = useState<ViewerKind | null | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const availableWidth = useMemo(() => Math.max(200, (scroller?.clientWidth ?? window.innerWidth) - 32), [scroller]);

  useEffect(() => {
    if (file.error) setFailure(failureOf(file.error));
  }, [file.error]);

  useEffect(() => {
    if (!blob) return;
    let cancelled = false;
    if (blob.size === 0) {
      setFailure({ message: VIEWER_IMAGE_NOT_FOUND, detail: msg('The file is empty') });
      return;
    }
    sniffViewerKind(blob, document.name, document.extension)
      .then((found) => {
        if (cancelled) return;
        setKind(found);
        if (!found) setFailure({ message: VIEWER_UNKNOWN_FILE_TYPE, detail: VIEWER_UNKNOWN_FILE_TYPE });
      })
      .catch((error: unknown) => !cancelled && setFailure(failureOf(error)));
    return () => {
      cancelled = true;
    };
  }, [blob, document.name, document.extension]);

  const onError = useCallback((error: unknown) => {
    console.error('[document viewer]', error);
    setFailure((current) => current ?? failureOf(error));
  }, []);
  const onPageCount = useCallback((count: number) => setPageCount(count), []);
  const onCurrentPageChange = useCallback((current: number) => setPage(current), []);

  const goToPage = (target: number) => {
    const next = clampPage(target, pageCount);
    setPage(next);
    scrollToPage(scroller, next);
  };

  // A new zoom or rotation moves every page: keep the page being read in view. Only zoom and
  // rotation move pages (paging scrolls by itself), so the page is read in an effect event.
  const keepPageInView = useEffectEvent(() => {
    if (pageCount > 0) scrollToPage(scroller, page);
  });
  useEffect(() => keepPageInView(), [zoom, rotation]);

  const ready = pageCount > 0 && !failure;

  const download = () => {
    if (blob) saveBlob(blob, downloadName(document.name, document.extension));
  };

  const print = () => {
    if (!blob || !kind) return;
    if (kind === 'pdf') return printPdf(blob);
    if (kind === 'image') return printImages([blob], document.name);
    blob
      .arrayBuffer()
      .then((buffer) => tiffPagesAsPng(readTiff(buffer)))
      .then((pages) => printImages(pages, document.name))
      .catch((error: unknown) => handleError(error, 'print'));
  };

  const viewProps = { blob: blob as Blob, name: document.name, zoom, rotation, scroller, availableWidth, onPageCount, onCurrentPageChange, onError };

  return (
    <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { 'aria-label': t('Document viewer: {{name}}', { name: document.name }), sx: { bgcolor: '#3C4048' } } }}>
      <ViewerToolbar
        name={document.name}
        page={page}
        pageCount={pageCount}
        zoom={zoom}
        ready={ready}
        hasFile={!!blob}
        onPageChange={goToPage}
        onZoomChange={setZoom}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onRotate={() => setRotation(rotateClockwise)}
        onDownload={download}
        onPrint={print}
        onClose={onClose}
      />
      {failure && (
        <Alert severity="error" variant="filled" square role="alert" sx={{ borderRadius: 0 }}>
          {viewerErrorBanner(t(failure.detail))}
        </Alert>
      )}
      {/* Focusable so the pages can be scrolled and panned from the keyboard. */}
      <Box ref={setScroller} tabIndex={0} data-testid="viewer-pages" sx={{ flex: 1, overflow: 'auto', position: 'relative' }}>
        {failure ? (
          <Centered>
            <Typography sx={{ color: '#fff', fontWeight: 600 }} data-testid="viewer-message">
              {t(failure.message)}
            </Typography>
          </Centered>
        ) : !blob || kind === undefined ? (
          <Centered>
            <CircularProgress aria-label={t('Loading document')} sx={{ color: '#fff' }} />
          </Centered>
        ) : kind === 'pdf' ? (
          <PdfView {...viewProps} />
        ) : kind === 'tiff' ? (
          <TiffView {...viewProps} />
        ) : kind === 'image' ? (
          <ImageView {...viewProps} />
        ) : null}
      </Box>
    </Dialog>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>{children}</Box>;
}
