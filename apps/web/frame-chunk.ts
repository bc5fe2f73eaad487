import type { Plugin } from 'vite';

/**
 * The signed-in frame in a few large chunks: every module the app (src/app/start-app.tsx) and the signed-in
 * frame (src/app/shell/app-shell.tsx) import statically, except what the entry already carries. Every
 * signed-in page loads all of them, so splitting them into some fifty small files bought nothing but
 * requests: over HTTP/1.1 a browser fetches six at a time, each waiting a round trip.
 *
 * The plugin collects the modules once the graph is built; `test` is the chunk group's matcher
 * (vite.config.ts, codeSplitting.groups), which Rolldown calls after that.
 */
export function frameChunk({ roots, entry }: { roots: string[]; entry: string }): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-frame-chunk',
    apply: 'build',
    buildEnd() {
      const staticClosure = (starts: string[]) => {
        const seen = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const inEntry = staticClosure([entry]);
      members.clear();
      // The roots stay chunks of their own, which the router's lazy imports and the budget check name.
      for (const id of staticClosure(roots)) if (!inEntry.has(id) && !roots.includes(id)) members.add(id);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
