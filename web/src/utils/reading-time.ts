/**
 * Reading time of a Markdown body (the content package's rule, shared with the Markdown import), per language for the
 * editor's save.
 */
import type { Localized } from '@portfolio/content/languages';
import { readingMinutes } from '@portfolio/content/reading-time';

export { readingMinutes };

export function readingMinutesOf(body: Localized): Localized<number> {
  return { en: readingMinutes(body.en), es: readingMinutes(body.es) };
}
