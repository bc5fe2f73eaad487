import { VIEWER_IMAGE_NOT_FOUND } from '@portal/domain/common/messages';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { PageStack } from './page-stack';
import type { Size } from './rotation';
import type { ViewProps } from './view-props';

/** Why an image could not be shown: the viewer answers it with 'Image not found'. */
export class ImageNotFoundError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ImageNotFoundError';
  }
}

/** A PNG or JPEG through <img>, as one page. */
export function ImageView({ blob, name, zoom, rotation, scroller, availableWidth, onPageCount, onCurrentPageChange, onError }: ViewProps) {
  const [image, setImage] = useState<{ url: string; size: Size } | null>(null);

  // Effect events: the width is read once, when the file opens; only a new file reloads.
  const shown = useEffectEvent((url: string, natural: Size) => {
    const fit = Math.min(1, availableWidth / natural.width);
    setImage({ url, size: { width: natural.width * fit, height: natural.height * fit } });
    onPageCount(1);
  });
  const failed = useEffectEvent(() => onError(new ImageNotFoundError(VIEWER_IMAGE_NOT_FOUND)));

  useEffect(() => {
    let cancelled = false;
    const url = URL.createObjectURL(blob);
    const probe = new Image();
    probe.src = url;
    probe
      .decode()
      .then(() => {
        if (!cancelled) shown(url, { width: probe.naturalWidth, height: probe.naturalHeight });
      })
      .catch(() => {
        if (!cancelled) failed();
      });
    return () => {
      cancelled = true;
      URL.revokeObjectURL(url);
    };
  }, [blob]);

  const pageSize = useCallback(() => image?.size ?? { width: 0, height: 0 }, [image]);
  const renderPage = useCallback(
    () => image && <img src={image.url} alt={name} draggable={false} style={{ display: 'block', width: '100%', height: '100%' }} />,
    [image, name],
  );

  if (!image) return null;
  return (
    <PageStack pageCount={1} pageSize={pageSize} zoom={zoom} rotation={rotation} scroller={scroller} renderPage={renderPage} onCurrentPageChange={onCurrentPageChange} />
  );
}
