/**
 * After a deploy, a tab opened earlier may ask for a hashed chunk that no longer
 * exists. Vite reports that as `vite:preloadError`; the cure is to reload the page
 * once to get the new build (at the URL the navigation was heading for, when known).
 * Installed by the takeover, web/src/client/take-over.tsx. The guard (10 seconds, docs/decisions.md, "Errors") stops a reload loop
 * when the chunk is missing for another reason.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY = 'chunk-reload-at';

export function shouldReloadForMissingChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

export interface ChunkReloadGuardOptions {
  /**
   * Where the failed navigation was going. A data router moves the address bar only once the new route's
   * modules have loaded, so a plain reload would leave the visitor on the page they were leaving.
   */
  pendingUrl?: () => string | null | undefined;
}

export function installChunkReloadGuard(target: Window = window, options: ChunkReloadGuardOptions = {}): void {
  target.addEventListener('vite:preloadError', (event) => {
    const storage = target.sessionStorage;
    const stored = Number(storage.getItem(KEY));
    const now = Date.now();
    if (!shouldReloadForMissingChunk(stored > 0 ? stored : null, now)) return;
    storage.setItem(KEY, String(now));
    event.preventDefault();
    const next = options.pendingUrl?.();
    if (next) target.location.assign(next);
    else target.location.reload();
  });
}
