import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from '../auth';
import { setContentStore } from '../content/api/get-content-store';
import { createMemoryContentStore } from '../content/api/memory-content-store';
import { testTree } from '../../testing/fixtures';
import { clientSearchIndex, hasSearchIndex, searchIndexUrl } from './client-index';
import { buildSearchIndex, search, searchDocument, serializeSearchIndex } from './search-index';

const serverIndex = serializeSearchIndex(
  buildSearchIndex([
    searchDocument(
      'post',
      { id: 'from-server', title: { en: '', es: 'Índice del servidor' }, summary: { en: '', es: 'Resumen.' }, body: { en: '', es: '' } },
      [],
      'es',
    ),
  ]),
);

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
