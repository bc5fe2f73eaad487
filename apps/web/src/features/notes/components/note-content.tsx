import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { NOTE_CONTENT_MAX_HEIGHT_PX } from '@portal/domain/common/constants';
import { useLayoutEffect, useRef } from 'react';

/**
 * The editor nests a list inside an item of its own (<li><ul>...</ul></li>); such an item shows no
 * bullet of its own. CSS cannot tell it from an item with text before its sub-list, so it is marked here.
 */
function hideWrapperBullets(container: HTMLElement): void {
  for (const item of container.querySelectorAll('li')) {
    const onlyLists = Array.from(item.childNodes).every(
      (child) => (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) || child.nodeName === 'UL' || child.nodeName === 'OL',
    );
    if (onlyLists && item.childNodes.length > 0) item.style.listStyleType = 'none';
  }
}

/**
 * A note's content: its HTML (sanitised by the server before it is stored or sent) in a box at most
 * 450 px high that scrolls; notes without HTML show their plain text.
 */
export function NoteContent({ html, text }: { html: string | null; text: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current && html) hideWrapperBullets(box.current);
  }, [html]);
  return (
    <Box
      ref={box}
      data-testid="note-content"
      tabIndex={0}
      sx={{
        maxHeight: NOTE_CONTENT_MAX_HEIGHT_PX,
        overflowY: 'auto',
        overflowWrap: 'anywhere',
        fontSize: 15,
        lineHeight: 1.5,
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        '& p': { m: 0 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { m: '0.35em 0', lineHeight: 1.25 },
        '& h1': { fontSize: '1.75rem' },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.3rem' },
        '& h4': { fontSize: '1.15rem' },
        '& h5': { fontSize: '1rem' },
        '& h6': { fontSize: '0.9rem' },
        '& ul, & ol': { m: '0.25em 0', pl: 3 },
        '& blockquote': { m: '0.5em 0', pl: 1.5, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& pre, & code': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
        '& pre': { p: 1.25, bgcolor: 'surface.sunken', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre' },
        '& a': { color: 'primary.main' },
        // Mentions look as they did in the editor (the server keeps their data attributes, not their class).
        '& [data-lexical-mention]': { color: 'primary.main', bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.1), borderRadius: 0.5, px: 0.25, fontWeight: 600 },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      {...(html ? { dangerouslySetInnerHTML: { __html: html } } : { children: <Box sx={{ whiteSpace: 'pre-wrap' }}>{text}</Box> })}
    />
  );
}
