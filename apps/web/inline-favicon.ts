import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes the favicon into index.html as a data: address instead of a link to /favicon.svg. The
 * browser asks for the icon as soon as it reads the head: on a phone over HTTP/1.1 that request
 * took one of the six connections the page's scripts download on. The file stays in
 * public/ for anything that links to it.
 */
export function inlineFavicon(file: string): Plugin {
  return {
    name: 'portal-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(file, 'utf8').trim();
      const link = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/;
      if (!link.test(html)) throw new Error('index.html has no <link rel="icon" href="/favicon.svg">');
      return html.replace(link, `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg)}" />`);
    },
  };
}
