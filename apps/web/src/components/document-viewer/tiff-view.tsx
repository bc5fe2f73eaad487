import { memo, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type * as UTIF from 'utif2';
import { PageStack } from './page-stack';
import type { Size } from './rotation';
import { drawTiffPage, readTiff, tiffPageSize, type TiffFile } from './tiff-decode';
import type { ViewProps } from './view-props';

/** A TIFF (single or multi-page) decoded by utif2, each page drawn on a canvas when it nears the view. */
export function TiffView({ blob, name, availableWidth, onPageCount, onError, ...stack }: ViewProps) {
  const [file, setFile] = useState<{ tiff: TiffFile; baseScale: number } | null>(null);

  // Effect events: the width is read once, when the file opens; only a new file reloads.
  const opened = useEffectEvent((tiff: TiffFile) => {
    const first = tiffPageSize(tiff.pages[0]);
    setFile({ tiff, baseScale: Math.min(1, Math.max(0.05, availableWidth / first.width)) });
    onPageCount(tiff.pages.length);
  });
  const failed = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    let cancelled = false;
    blob
      .arrayBuffer()
      .then((buffer) => {
        if (!cancelled) opened(readTiff(buffer));
      })
      .catch((error: unknown) => {
        if (!cancelled) failed(error);
      });
    return () => {
      cancelled = true;
    };
  }, [blob]);

  const pageSize = useCallback(
    (index: number): Size => {
      if (!file) return { width: 0, height: 0 };
      const size = tiffPageSize(file.tiff.pages[index]);
      return { width: size.width * file.baseScale, height: size.height * file.baseScale };
    },
    [file],
  );

  const renderPage = useCallback((index: number) => file && <TiffPage file={file.tiff} page={file.tiff.pages[index]} onError={onError} />, [file, onError]);

  if (!file) return null;
  return <PageStack {...stack} pageCount={file.tiff.pages.length} pageSize={pageSize} renderPage={renderPage} />;
}

const TiffPage = memo(function TiffPage({ file, page, onError }: { file: TiffFile; page: UTIF.IFD; onError: (error: unknown) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    try {
      drawTiffPage(file, page, canvas.current);
    } catch (error) {
      onError(error);
    }
  }, [file, page, onError]);
  return <canvas ref={canvas} style={{ display: 'block', width: '100%', height: '100%' }} />;
});
