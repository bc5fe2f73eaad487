import { PDF_RENDER_SCALE } from '@portal/domain/common/constants';
// The legacy build carries polyfills: the modern one needs JavaScript newer than many carriers' browsers.
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { memo, useCallback, useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { PageStack } from './page-stack';
import type { Size } from './rotation';
import type { ViewProps } from './view-props';
import './pdf-text-layer.css';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Keeps a page's canvas within what browsers draw reliably (4096 x 4096 pixels) at high zoom. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

interface LoadedPdf {
  pdf: PDFDocumentProxy;
  /** First page size in PDF points; other pages are assumed alike until drawn. */
  firstPage: Size;
  /** CSS pixels per point at 100 %: the spec's 1.6, or less when the page would not fit the width. */
  baseScale: number;
}

/** Cancelling a render or a text layer rejects with these; they are not failures. */
function isCancellation(error: unknown): boolean {
  return error instanceof Error && (error.name === 'RenderingCancelledException' || error.name === 'AbortException');
}

/** A PDF through pdf.js: pages drawn at scale 1.6 on canvas, with a text layer for selecting and finding text. */
export function PdfView({ blob, name, availableWidth, onPageCount, onError, ...stack }: ViewProps) {
  const [loaded, setLoaded] = useState<LoadedPdf | null>(null);
  const [pageSizes, setPageSizes] = useState<ReadonlyMap<number, Size>>(new Map());

  // Effect events: the width is read once, when the file opens; zooming is the user's business after that.
  const opened = useEffectEvent((pdf: PDFDocumentProxy, firstPage: Size) => {
    const baseScale = Math.min(PDF_RENDER_SCALE, Math.max(0.1, availableWidth / firstPage.width));
    setLoaded({ pdf, firstPage, baseScale });
    onPageCount(pdf.numPages);
  });
  const failed = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    let cancelled = false;
    const task = { destroy: () => Promise.resolve() as Promise<void> };
    (async () => {
      const data = new Uint8Array(await blob.arrayBuffer());
      const loading = getDocument({ data, isEvalSupported: false });
      task.destroy = () => loading.destroy();
      const pdf = await loading.promise;
      const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
      if (!cancelled) opened(pdf, { width: viewport.width, height: viewport.height });
    })().catch((error: unknown) => {
      if (!cancelled) failed(error);
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [blob]);

  const rememberSize = useCallback((index: number, size: Size) => {
    setPageSizes((current) => {
      const known = current.get(index);
      if (known && known.width === size.width && known.height === size.height) return current;
      return new Map(current).set(index, size);
    });
  }, []);

  const pageSize = useCallback(
    (index: number): Size => {
      const points = pageSizes.get(index) ?? loaded?.firstPage ?? { width: 612, height: 792 };
      const scale = loaded?.baseScale ?? PDF_RENDER_SCALE;
      return { width: points.width * scale, height: points.height * scale };
    },
    [pageSizes, loaded],
  );

  const renderPage = useCallback(
    (index: number) =>
      loaded && <PdfPage pdf={loaded.pdf} pageNumber={index + 1} scale={(loaded.baseScale * stack.zoom) / 100} onPageSize={rememberSize} onError={onError} />,
    [loaded, stack.zoom, rememberSize, onError],
  );

  if (!loaded) return null;
  return <PageStack {...stack} pageCount={loaded.pdf.numPages} pageSize={pageSize} renderPage={renderPage} />;
}

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels per PDF point. */
  scale: number;
  onPageSize: (index: number, size: Size) => void;
  onError: (error: unknown) => void;
}

const PdfPage = memo(function PdfPage({ pdf, pageNumber, scale, onPageSize, onError }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      onPageSize(pageNumber - 1, { width: natural.width, height: natural.height });

      const viewport = page.getViewport({ scale });
      const pixelRatio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      renderTask = page.render({ canvas, viewport, transform: pixelRatio !== 1 ? [pixelRatio, 0, 0, pixelRatio, 0, 0] : undefined });

      container.replaceChildren();
      textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await Promise.all([renderTask.promise, textLayer.render()]);
    })().catch((error: unknown) => {
      if (!cancelled && !isCancellation(error)) onError(error);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, pageNumber, scale, onPageSize, onError]);

  const layerStyle = { '--total-scale-factor': scale, '--scale-round-x': '1px', '--scale-round-y': '1px' } as CSSProperties;
  return (
    <div className="pdf-page" style={{ position: 'relative', width: '100%', height: '100%' }}>
      <canvas ref={canvasRef} style={{ display: 'block', width: '100%', height: '100%' }} />
      <div ref={textRef} className="textLayer" style={layerStyle} />
    </div>
  );
});
