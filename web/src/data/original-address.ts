/**
 * Where an item was first published, if its model marks such a field (`originalAddress`, docs/adding-a-field.md).
 * Loaders call it: they run on the server and in the owner's tab, never in a visitor's, so the content model it reads
 * is loaded on demand and stays out of the visitors' pages.
 */
import { originalAddress } from '@portfolio/content/content-types';

export async function originalAddressOf(kind: 'post' | 'project', item: object): Promise<string> {
  const { POST_MODEL, PROJECT_MODEL } = await import('@portfolio/content/content-model');
  return originalAddress((kind === 'post' ? POST_MODEL : PROJECT_MODEL).summary, item);
}
