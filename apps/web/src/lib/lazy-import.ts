import { storage } from './storage';

/**
 * A dynamic import that reloads the page once when the module cannot be fetched (typically after a
 * new release replaced the chunk files). A second failure in the same tab is thrown to the error
 * page instead of reloading for ever.
 */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      storage.setChunkReloaded(false);
      return module;
    } catch (error) {
      if (isDynamicImportFailure(error) && reloadOnce()) {
        // Keep the route pending until the reload replaces the page.
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}

const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isDynamicImportFailure(error: unknown): boolean {
  return error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(`${error.name} ${error.message}`);
}

/** Reloads the page unless this tab already did so for a failed module; true when reloading. */
export function reloadOnce(): boolean {
  if (storage.getChunkReloaded()) return false;
  storage.setChunkReloaded(true);
  window.location.reload();
  return true;
}

/** Whether an error is a failed module load that has not yet been answered with a reload. */
export function canReloadFor(error: unknown): boolean {
  return isDynamicImportFailure(error) && !storage.getChunkReloaded();
}
