/**
 * Every node reachable from `starts` through `importsOf`, the starts included: a module's or a chunk's
 * static imports, followed to the end. Used by the build's chunk groups (closure-chunk.ts) and by
 * app.html's preload list (app-html.ts).
 */
export function staticClosure(starts: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}
