import Box from '@mui/material/Box';
import { memo, useEffect, type ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';
import { pageAtLine, READING_LINE_RATIO } from './page-position';
import { rotatedSize, rotationTransform, type Size } from './rotation';
import { useTranslation } from '../../i18n/use-translation';

export interface PageStackProps {
  pageCount: number;
  /** Size of a page at 100 % zoom, unrotated, in CSS pixels. */
  pageSize: (index: number) => Size;
  /** Percent. */
  zoom: number;
  rotation: number;
  /** The scrolling element the pages sit in. */
  scroller: HTMLElement | null;
  /** Draws page `index` at `size` (zoomed, unrotated CSS pixels); only called for pages near the view. */
  renderPage: (index: number, size: Size) => ReactNode;
  onCurrentPageChange: (page: number) => void;
}

const GAP_PX = 16;

/**
 * Pages one under the other. A page is drawn only while it is near the view (within one and a half
 * screens) and dropped again when it is far, so a 50-page document costs a few pages of memory and
 * opens at once. Rotation turns each page inside a box of its rotated size, so scrolling stays right.
 */
export function PageStack({ pageCount, pageSize, zoom, rotation, scroller, renderPage, onCurrentPageChange }: PageStackProps) {
  useCurrentPage(scroller, pageCount, onCurrentPageChange);
  const factor = zoom / 100;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `${GAP_PX}px`, py: 2, px: 2, minWidth: 'fit-content' }}>
      {Array.from({ length: pageCount }, (_, index) => {
        const base = pageSize(index);
        const size = { width: Math.round(base.width * factor), height: Math.round(base.height * factor) };
        return <PageFrame key={index} index={index} size={size} rotation={rotation} scroller={scroller} renderPage={renderPage} />;
      })}
    </Box>
  );
}

interface PageFrameProps {
  index: number;
  size: Size;
  rotation: number;
  scroller: HTMLElement | null;
  renderPage: (index: number, size: Size) => ReactNode;
}

const PageFrame = memo(function PageFrame({ index, size, rotation, scroller, renderPage }: PageFrameProps) {
  const { t } = useTranslation();
  const [ref, near] = useInView({ root: scroller, rootMargin: '150% 0px' });
  const box = rotatedSize(size, rotation);
  return (
    <Box
      ref={ref}
      data-page-number={index + 1}
      aria-label={t('Page {{number}}', { number: index + 1 })}
      role="region"
      sx={{ position: 'relative', flexShrink: 0, width: box.width, height: box.height, scrollMarginTop: `${GAP_PX}px` }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: size.width,
          height: size.height,
          transform: rotationTransform(rotation),
          bgcolor: '#fff',
          boxShadow: '0 1px 3px rgba(0,0,0,0.35)',
          overflow: 'hidden',
        }}
      >
        {near && renderPage(index, size)}
      </Box>
    </Box>
  );
});

/** Tracks the page under the reading line as the user scrolls. */
function useCurrentPage(scroller: HTMLElement | null, pageCount: number, onChange: (page: number) => void) {
  useEffect(() => {
    if (!scroller) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = scroller.getBoundingClientRect().top;
      const tops = Array.from(scroller.querySelectorAll<HTMLElement>('[data-page-number]'), (page) => page.getBoundingClientRect().top - top);
      onChange(pageAtLine(tops, scroller.clientHeight * READING_LINE_RATIO));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller, pageCount, onChange]);
}

/** Scrolls the stack so the page's top edge is at the top of the view. */
export function scrollToPage(scroller: HTMLElement | null, page: number): void {
  scroller?.querySelector<HTMLElement>(`[data-page-number="${page}"]`)?.scrollIntoView({ block: 'start', inline: 'nearest' });
}
