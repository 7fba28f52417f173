import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from '../auth';
import { setContentStore } from '../../data/get-content-store';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { testTree } from '../../testing/fixtures';
import { clientQuickIndex, clientSearchIndex, hasSearchIndex, searchIndexUrl } from './client-index';
import { buildSearchIndex, search, searchDocument, serializeQuickIndex, serializeSearchIndex } from './search-index';

const serverDocument = searchDocument(
  'post',
  { id: 'from-server', title: { en: '', es: 'Índice del servidor' }, summary: { en: '', es: 'Resumen.' }, body: { en: '', es: 'Cuerpo.' } },
  [],
  'es',
);
const serverIndex = serializeSearchIndex(buildSearchIndex([serverDocument]));

afterEach(() => setAuthClient(null));

describe('the search index in the browser', () => {
  it('is built from the content store where the tab reads content itself (no backend)', async () => {
    setAuthClient(null);
    setContentStore(createMemoryContentStore(testTree()));
    const fetchIndex = vi.fn<typeof fetch>();
    const index = await clientSearchIndex('en', fetchIndex);
    expect(search(index, 'hello').hits.map((hit) => hit.slug)).toEqual(['hello-world']);
    expect(fetchIndex).not.toHaveBeenCalled();
    expect(hasSearchIndex('en')).toBe(true);
    // Such a tab has no quick tier to download: it has the whole index at once.
    expect(await clientQuickIndex('en', fetchIndex)).toBeNull();
    expect(fetchIndex).not.toHaveBeenCalled();
  });

  it('downloads the quick tier (titles, tags and summaries) once, apart from the full index, for a visitor of a site with a backend', async () => {
    setAuthClient({ fetchCurrentUser: async () => null, signIn: () => Promise.reject(new Error('no')), signOut: async () => {} });
    const fetchIndex = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response(serializeQuickIndex([serverDocument]), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    const quick = await clientQuickIndex('es', fetchIndex);
    expect(search(quick!, 'resumen').hits.map((hit) => hit.slug)).toEqual(['from-server']);
    expect(search(quick!, 'cuerpo').hits).toEqual([]);
    expect(await clientQuickIndex('es', fetchIndex)).toBe(quick);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/api/search/es.quick.json', expect.anything());
    // The quick tier is not the index: the page still lets its loader answer until the full one is here.
    expect(hasSearchIndex('es')).toBe(false);
  });

  it('is downloaded once by a visitor of a site with a backend, and a failed download is tried again', async () => {
    setAuthClient({ fetchCurrentUser: async () => null, signIn: () => Promise.reject(new Error('no')), signOut: async () => {} });
    const fetchIndex = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockResolvedValue(new Response(serverIndex, { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(hasSearchIndex('es')).toBe(false);
    await expect(clientSearchIndex('es', fetchIndex)).rejects.toThrow('/api/search/es.json answered 503');
    expect(hasSearchIndex('es')).toBe(false);
    const index = await clientSearchIndex('es', fetchIndex);
    expect(search(index, 'indice').hits.map((hit) => hit.slug)).toEqual(['from-server']);
    expect(await clientSearchIndex('es', fetchIndex)).toBe(index);
    expect(fetchIndex).toHaveBeenCalledTimes(2);
    expect(fetchIndex).toHaveBeenCalledWith(searchIndexUrl('es'), expect.anything());
    expect(hasSearchIndex('es')).toBe(true);
  });
});
