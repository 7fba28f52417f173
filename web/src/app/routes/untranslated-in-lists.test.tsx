import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DbTree } from '@portfolio/content/db-mapping';
import { testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

/**
 * An item written in one language only is listed in the other language's lists only when its owner says so
 * (`listUntranslated`), marked with the language it is written in (docs/decisions.md, "One-language items").
 */
function treeWith(listed: { post?: boolean; project?: boolean }): DbTree {
  const tree = testTree();
  const post = tree.posts!.summaries!['only-english']!;
  if (listed.post !== undefined) Object.assign(post, { listUntranslated: listed.post });
  // A project written in Spanish only.
  const weather = tree.projects!.summaries!['weather-app']!;
  Object.assign(weather, {
    title: { en: '', es: 'App del tiempo' },
    summary: { en: '', es: 'Previsiones.' },
    ...(listed.project !== undefined && { listUntranslated: listed.project }),
  });
  tree.projects!.details!['weather-app'] = { body: { en: '', es: 'Una app del tiempo.' } };
  return tree;
}

const cardTitles = (level: 2 | 3, container: HTMLElement = screen.getByRole('main')) =>
  within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('an untranslated item in the other language’s lists', () => {
  it('is listed in the Spanish blog when its owner lists it: its English text marked “(en inglés)”, linking to its Spanish address', async () => {
    renderRoute('/es/blog', { tree: treeWith({ post: true }) });
    await findPageHeading('Blog');
    expect(cardTitles(2)).toEqual(['Código tipado', 'Only in English (en inglés)', 'Hola mundo']);
    const link = screen.getByRole('link', { name: 'Only in English' });
    expect(link).toHaveAttribute('lang', 'en-US');
    expect(link).toHaveAttribute('href', '/es/blog/only-english');
    const card = link.closest('article')!;
    expect(within(card).getByText('Not translated yet.')).toHaveAttribute('lang', 'en-US');
    // Its date in Spanish, its reading time that of the English text.
    expect(within(card).getByText('2 min de lectura')).toBeInTheDocument();
  });

  it('is left out of the other language’s lists by default and when switched off', async () => {
    for (const post of [undefined, false]) {
      const { unmount } = renderRoute('/es/blog', { tree: treeWith({ post }) });
      await findPageHeading('Blog');
      expect(cardTitles(2)).toEqual(['Código tipado', 'Hola mundo']);
      unmount();
    }
  });

  it('is listed on the Spanish home page’s latest posts too, and never marked in its own language', async () => {
    renderRoute('/es', { tree: treeWith({ post: true }) });
    await findPageHeading('Hola, soy Emi Castellano');
    expect(cardTitles(3, screen.getByRole('region', { name: 'Últimas entradas' }))).toEqual([
      'Código tipado',
      'Only in English (en inglés)',
      'Hola mundo',
    ]);
  });

  it('lists a Spanish-only project in the English showcase marked “(in Spanish)”', async () => {
    renderRoute('/projects', { tree: treeWith({ project: true }) });
    await findPageHeading('Projects');
    expect(cardTitles(2)).toEqual(['Portfolio site', 'App del tiempo (in Spanish)']);
    expect(screen.getByRole('link', { name: 'App del tiempo' })).toHaveAttribute('lang', 'es-ES');
  });

  it('leaves a Spanish-only project out of the English showcase by default', async () => {
    renderRoute('/projects', { tree: treeWith({}) });
    await findPageHeading('Projects');
    expect(cardTitles(2)).toEqual(['Portfolio site']);
  });
});
