import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './static-closure.ts';

/**
 * Writes app.html: the built index.html plus a `modulepreload` link for each file the signed-in
 * app's start (`start`, loaded by the entry with a dynamic import) imports statically, less what the
 * entry already loads. The server sends it for every address that starts the app, so the frame
 * downloads beside React instead of after the entry has run: one round trip, and the idle time of new
 * connections, earlier. The lean sign-in page's addresses get index.html, which loads none of the
 * app (LEAN_SIGN_IN_PATHS, packages/domain/src/auth/lean-sign-in.ts).
 */
export function appHtml({ start }: { start: string }): Plugin {
  return {
    name: 'portal-app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return this.error('index.html is not in the bundle');
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const app = chunks.find((chunk) => chunk.facadeModuleId === start);
      if (!entry || !app) return this.error(`the entry chunk or ${start}'s chunk is not in the bundle`);
      const importsOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output.imports : [];
      };
      const inEntry = staticClosure([entry.fileName], importsOf);
      const files = [...staticClosure([app.fileName], importsOf)].filter((file) => !inEntry.has(file));
      const links = files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `).join('');
      const html = String(index.source);
      if (!html.includes('</head>')) return this.error('index.html has no </head>');
      this.emitFile({ type: 'asset', fileName: 'app.html', source: html.replace('</head>', `${links}</head>`) });
    },
  };
}

