import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, installChunkReloadGuard, shouldReloadForMissingChunk } from './chunk-reload-guard';

describe('chunk reload guard', () => {
  it('reloads the first time and again only after the guard time', () => {
    expect(shouldReloadForMissingChunk(null, 1_000)).toBe(true);
    expect(shouldReloadForMissingChunk(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(false);
    expect(shouldReloadForMissingChunk(1_000, 1_001 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads the page once when a chunk fails to load, not twice in a row', () => {
    const reload = vi.fn();
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
    sessionStorage.clear();
    installChunkReloadGuard(target);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page the navigation was heading for, when the router knows it', () => {
    const reload = vi.fn();
    const assign = vi.fn();
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload, assign } });
    sessionStorage.clear();
    installChunkReloadGuard(target, { pendingUrl: () => '/es/blog?page=2' });
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('/es/blog?page=2');
    expect(reload).not.toHaveBeenCalled();
  });
});
