/** What the viewer hands each kind of view (PDF, TIFF, image). */
export interface ViewProps {
  blob: Blob;
  name: string;
  /** Percent, one of the zoom steps. */
  zoom: number;
  /** 0, 90, 180 or 270. */
  rotation: number;
  scroller: HTMLElement | null;
  /** Width the pages may take at 100 % without scrolling sideways. */
  availableWidth: number;
  onPageCount: (count: number) => void;
  onCurrentPageChange: (page: number) => void;
  onError: (error: unknown) => void;
}
