/** A small database tree for tests: published and draft items, one English-only post. */
import type { DbTree } from '@portfolio/content/db-mapping';

const DAY = 24 * 60 * 60 * 1000;
export const FIXTURE_NOW = Date.UTC(2026, 5, 15);

const image = (name: string) => ({
  path: '',
  url: `/images/seed/${name}.svg`,
  width: 1200,
  height: 630,
  alt: { en: `${name} picture`, es: `imagen de ${name}` },
});

export function testTree(): DbTree {
  return {
    posts: {
      summaries: {
        'hello-world': {
          version: 1,
          status: 'published',
          createdAt: FIXTURE_NOW - 10 * DAY,
          updatedAt: FIXTURE_NOW - 9 * DAY,
          publishedAt: FIXTURE_NOW - 10 * DAY,
          title: { en: 'Hello world', es: 'Hola mundo' },
          summary: { en: 'The first post.', es: 'La primera entrada.' },
          readingMinutes: { en: 1, es: 1 },
          tags: { react: true, intro: true },
          tagList: { 0: 'react', 1: 'intro' },
          cover: image('hello'),
        },
        'typed-code': {
          version: 1,
          status: 'published',
          createdAt: FIXTURE_NOW - 2 * DAY,
          updatedAt: FIXTURE_NOW - 2 * DAY,
          publishedAt: FIXTURE_NOW - 2 * DAY,
          title: { en: 'Typed code', es: 'Código tipado' },
          summary: { en: 'Why types help.', es: 'Por qué ayudan los tipos.' },
          readingMinutes: { en: 3, es: 3 },
          tags: { typescript: true },
          tagList: { 0: 'typescript' },
        },
        'only-english': {
          version: 1,
          status: 'published',
          createdAt: FIXTURE_NOW - 5 * DAY,
          updatedAt: FIXTURE_NOW - 5 * DAY,
          publishedAt: FIXTURE_NOW - 5 * DAY,
          title: { en: 'Only in English', es: '' },
          summary: { en: 'Not translated yet.', es: '' },
          readingMinutes: { en: 2, es: 0 },
        },
        'secret-draft': {
          version: 1,
          status: 'draft',
          createdAt: FIXTURE_NOW - DAY,
          updatedAt: FIXTURE_NOW - DAY,
          publishedAt: FIXTURE_NOW - DAY,
          title: { en: 'Secret draft', es: 'Borrador secreto' },
          summary: { en: 'Not for visitors.', es: 'No para visitantes.' },
          readingMinutes: { en: 1, es: 1 },
        },
      },
      bodies: {
        'hello-world': { en: '# Hello\n\nWelcome to **my** blog.', es: '# Hola\n\nBienvenido a **mi** blog.' },
        'typed-code': {
          en: '## Example\n\n```ts\nconst answer: number = 42;\n```\n',
          es: '## Ejemplo\n\n```ts\nconst answer: number = 42;\n```\n',
        },
        'only-english': { en: 'Just English.', es: '' },
        'secret-draft': { en: 'Draft body', es: 'Cuerpo del borrador' },
      },
    },
    projects: {
      summaries: {
        'portfolio-site': {
          version: 1,
          status: 'published',
          createdAt: FIXTURE_NOW - 30 * DAY,
          updatedAt: FIXTURE_NOW - 30 * DAY,
          publishedAt: FIXTURE_NOW - 30 * DAY,
          title: { en: 'Portfolio site', es: 'Sitio portfolio' },
          summary: { en: 'This very site.', es: 'Este mismo sitio.' },
          tags: { react: true, firebase: true },
          tagList: { 0: 'react', 1: 'firebase' },
          featured: true,
          order: 1,
          liveUrl: 'https://example.com',
          repoUrl: 'https://example.com/repo',
          cover: image('portfolio'),
        },
        'weather-app': {
          version: 1,
          status: 'published',
          createdAt: FIXTURE_NOW - 60 * DAY,
          updatedAt: FIXTURE_NOW - 60 * DAY,
          publishedAt: FIXTURE_NOW - 60 * DAY,
          title: { en: 'Weather app', es: 'App del tiempo' },
          summary: { en: 'Forecasts.', es: 'Previsiones.' },
          featured: false,
          order: 2,
          liveUrl: '',
          repoUrl: 'https://example.com/weather',
        },
        'hidden-project': {
          version: 1,
          status: 'draft',
          createdAt: FIXTURE_NOW - DAY,
          updatedAt: FIXTURE_NOW - DAY,
          publishedAt: FIXTURE_NOW - DAY,
          title: { en: 'Hidden project', es: 'Proyecto oculto' },
          summary: { en: 'Draft.', es: 'Borrador.' },
          featured: true,
          order: 0,
          liveUrl: '',
          repoUrl: '',
        },
      },
      details: {
        'portfolio-site': {
          body: { en: 'Built with **React**.', es: 'Hecho con **React**.' },
          gallery: [image('portfolio'), image('portfolio-2')],
        },
        'weather-app': { body: { en: 'A weather app.', es: 'Una app del tiempo.' } },
        'hidden-project': { body: { en: 'Hidden.', es: 'Oculto.' } },
      },
    },
    cv: {
      version: 1,
      name: 'Test Owner',
      role: { en: 'Web Developer', es: 'Desarrollador web' },
      location: { en: 'Madrid, Spain', es: 'Madrid, España' },
      email: 'owner@example.com',
      summary: { en: 'I build websites.', es: 'Construyo sitios web.' },
      experience: [
        {
          organization: 'Acme',
          role: { en: 'Frontend developer', es: 'Desarrollador frontend' },
          location: { en: 'Remote', es: 'Remoto' },
          start: '2021-03',
          end: '',
          highlights: { en: ['Shipped things'], es: ['Entregué cosas'] },
        },
      ],
      education: [
        {
          institution: 'University',
          degree: { en: 'Computer Science', es: 'Informática' },
          location: { en: 'Madrid', es: 'Madrid' },
          start: '2014-09',
          end: '2018-06',
        },
      ],
      skills: [
        {
          name: { en: 'Frontend', es: 'Frontend' },
          items: { en: ['React', 'TypeScript', 'Web performance'], es: ['React', 'TypeScript', 'Rendimiento web'] },
        },
      ],
      languages: [{ name: { en: 'Spanish', es: 'Español' }, level: { en: 'Native', es: 'Nativo' } }],
    },
  };
}
