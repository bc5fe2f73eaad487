import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './static-closure.ts';

/**
 * Writes driver-sw.js, the driver app's service worker: its source (`source`) with, in front, the
 * files it keeps at install: the entry, the signed-in app's start and the driver's page module
 * (`page`), each with every module it imports, statically or lazily, and their stylesheets. The
 * driver's pages then open with no connection, tabs and dialogs included. VERSION changes with that
 * list, so a release installs a new worker that keeps the new files and drops the old ones.
 */
export function driverWorker({ source, start, page }: { source: string; start: string; page: string }): Plugin {
  return {
    name: 'portal-driver-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const roots = [start, page].map((id) => chunks.find((chunk) => chunk.facadeModuleId === id));
      if (!entry || roots.some((chunk) => !chunk)) return this.error(`the entry chunk, ${start}'s or ${page}'s chunk is not in the bundle`);
      const chunkOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output : undefined;
      };
      const [app, driverPage] = roots as [Rolldown.OutputChunk, Rolldown.OutputChunk];
      // The app's frame as it loads (its lazy routes are the office's pages, not followed), and the
      // driver's page with everything it may load later (its tabs, dialogs and viewers).
      const frameFiles = staticClosure([entry.fileName, app.fileName], (file) => chunkOf(file)?.imports ?? []);
      const pageFiles = staticClosure([driverPage.fileName], (file) => (frameFiles.has(file) ? [] : [...(chunkOf(file)?.imports ?? []), ...(chunkOf(file)?.dynamicImports ?? [])]));
      const files = new Set([...frameFiles, ...pageFiles]);
      const css = [...files].flatMap((file) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
      });
      const precache = [...files, ...css].sort().map((file) => `/${file}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
      const code = `const PRECACHE = ${JSON.stringify(precache)};\nconst VERSION = '${version}';\n${readFileSync(source, 'utf8')}`;
      this.emitFile({ type: 'asset', fileName: 'driver-sw.js', source: code });
    },
  };
}
