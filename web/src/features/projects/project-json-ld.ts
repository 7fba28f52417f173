/** Structured data (schema.org CreativeWork) for a project page. */
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { TagLabels } from '../../data/tag-labels';
import { LANGS, isAvailableIn, type Lang, type Project } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { absoluteUrl } from '../../config/absolute-url';

/**
 * `tagLabels`: the tags' names in `lang` (data/tag-labels.tsx), so the keywords are words of the page's language;
 * `original`: where the project was first published, if elsewhere (@portfolio/content/original-address).
 */
export function projectJsonLd(project: Omit<Project, 'body'>, lang: Lang, tagLabels: TagLabels = {}, original = ''): object {
  const images = project.gallery.length > 0 ? project.gallery : project.cover ? [project.cover] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title[lang],
    description: project.summary[lang],
    inLanguage: LOCALES[lang].tag,
    url: absoluteUrl(paths.project(lang, project.id)),
    datePublished: new Date(project.publishedAt).toISOString(),
    dateModified: new Date(project.updatedAt).toISOString(),
    ...(images.length > 0 ? { image: images.map((image) => absoluteUrl(image.url)) } : {}),
    ...(project.tags.length > 0 ? { keywords: project.tags.map((tag) => tagLabels[tag] ?? tag).join(', ') } : {}),
    isBasedOn: original || undefined,
    ...(project.liveUrl ? { sameAs: project.liveUrl } : {}),
    ...(project.repoUrl ? { codeRepository: project.repoUrl } : {}),
    creator: { '@type': 'Person', name: site.name, url: absoluteUrl(paths.home(lang)) },
  };
}

export const projectLanguages = (project: Project): Lang[] => LANGS.filter((lang) => isAvailableIn(project, lang));
