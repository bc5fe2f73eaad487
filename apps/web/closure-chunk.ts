import type { Plugin } from 'vite';
import { staticClosure } from './static-closure.ts';

export interface ClosureChunkOptions {
  /** The modules whose static imports make the group. */
  roots: string[];
  /** Modules whose own static closures stay out of the group (what an earlier load already carries). */
  outside: string[];
  /** Roots that stay out: chunks of their own, named by lazy imports and the budget check. */
  keep?: string[];
  /** Modules that stay out whatever imports them (a library other areas load on its own). */
  skip?: RegExp;
}

/**
 * A chunk group made of what some modules import statically: every module in the static closure of
 * `roots`, less the closures of `outside`. Pages that need those modules need nearly all of them, so
 * splitting them into dozens of 1-3 KB files bought nothing but requests: over HTTP/1.1 a browser
 * fetches six at a time, each waiting a round trip (docs/decisions/0241-every-lighthouse-run-a-first-visit-the-signed-in-frame-in-a.md).
 *
 * The plugin collects the modules once the graph is built; `test` is the chunk group's matcher
 * (vite.config.ts, codeSplitting.groups), which Rolldown calls after that.
 */
export function closureChunk({ roots, outside, keep = [], skip }: ClosureChunkOptions): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-closure-chunk',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const excluded = staticClosure(outside, importsOf);
      members.clear();
      for (const id of staticClosure(roots, importsOf)) {
        if (excluded.has(id) || keep.includes(id) || skip?.test(id)) continue;
        members.add(id);
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
