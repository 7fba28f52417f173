/**
 * Where an item was first published: the value of the URL field its model marks `canonical`, when set, else `''`.
 * Its pages name that address as their canonical URL and their JSON-LD says they are based on it; the sitemaps leave
 * them out (docs/adding-a-field.md). Apart from content-types.ts because it reads the model itself, which visitors'
 * pages do not load (the web app's loaders call it on the server only).
 */
import { POST_MODEL, PROJECT_MODEL, type Fields } from './content-model.ts';

export function originalAddress(fields: Fields, item: object): string {
  const name = Object.keys(fields).find((key) => fields[key].kind === 'url' && 'canonical' in fields[key]);
  const value = name ? (item as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : '';
}

/** The original address of a post or a project. */
export const itemOriginalAddress = (kind: 'post' | 'project', item: object): string =>
  originalAddress((kind === 'post' ? POST_MODEL : PROJECT_MODEL).summary, item);
