import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DbPostSummary, DbTree } from '@portfolio/content/db-mapping';
import { FIXTURE_NOW, testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

const DAY = 24 * 60 * 60 * 1000;

/** A tree with `count` published posts, post-1 the oldest; every third is tagged "css". */
function manyPosts(count: number): DbTree {
  const summaries: Record<string, DbPostSummary> = {};
  const bodies: Record<string, { en: string; es: string }> = {};
  for (let index = 1; index <= count; index += 1) {
    const time = FIXTURE_NOW - (count - index) * DAY;
    summaries[`post-${index}`] = {
      status: 'published',
      createdAt: time,
      updatedAt: time,
      publishedAt: time,
      title: { en: `Post number ${index}`, es: `Entrada número ${index}` },
      summary: { en: `Summary ${index}`, es: `Resumen ${index}` },
      readingMinutes: { en: 1, es: 1 },
      tags: index % 3 === 0 ? { css: true } : { misc: true },
    };
    bodies[`post-${index}`] = { en: `Body ${index}`, es: `Cuerpo ${index}` };
  }
  return { posts: { summaries, bodies } };
}

const postTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('blog list', () => {
  it('lists published English posts newest first with date, reading time, summary and tags', async () => {
    renderRoute('/blog');
    await findPageHeading('Blog');
    expect(postTitles()).toEqual(['Typed code', 'Only in English', 'Hello world']);
    const card = screen.getByRole('heading', { name: 'Hello world' }).closest('article')!;
    expect(within(card).getByText('June 5, 2026')).toHaveAttribute('dateTime', '2026-06-05');
    expect(within(card).getByText('1 min read')).toBeInTheDocument();
    expect(within(card).getByText('The first post.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'react' })).toHaveAttribute('href', '/blog?tag=react');
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Follow the blog by RSS' })).toHaveAttribute('href', '/feed.xml');
  });

  it('in Spanish leaves out untranslated posts and formats dates in Spanish', async () => {
    renderRoute('/es/blog');
    await findPageHeading('Blog');
    expect(postTitles()).toEqual(['Código tipado', 'Hola mundo']);
    expect(screen.getByText('5 de junio de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hola mundo' })).toHaveAttribute('href', '/es/blog/hello-world');
    expect(screen.getAllByText('1 min de lectura')).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sigue el blog por RSS' })).toHaveAttribute('href', '/es/feed.xml');
  });

  it('shows an empty state when there are no posts in the language', async () => {
    renderRoute('/es/blog', { tree: { posts: { summaries: {}, bodies: {} } } });
    await findPageHeading('Blog');
    expect(screen.getByText('Todavía no hay entradas en español.')).toBeInTheDocument();
  });

  it('paginates 10 posts a page with accessible links', async () => {
    const { router } = renderRoute('/blog', { tree: manyPosts(23) });
    await findPageHeading('Blog');
    expect(postTitles()).toHaveLength(10);
    expect(postTitles()[0]).toBe('Post number 23');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');

    await userEvent.click(within(pagination).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByRole('heading', { name: 'Post number 13' });
    expect(postTitles()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Post number 3' });
    expect(postTitles()).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog?page=2');
  });

  it.each(['/blog?page=4', '/blog?page=abc', '/blog?page=0'])('answers 404 for %s (past the end or malformed)', async (url) => {
    renderRoute(url, { tree: manyPosts(23) });
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('filters by tag, keeps the tag across pages and can clear the filter', async () => {
    const { router } = renderRoute('/blog?tag=css', { tree: manyPosts(40) });
    await screen.findByRole('heading', { level: 2, name: 'Posts tagged “css”' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toHaveLength(10);
    expect(titles.every((title) => Number(title!.replace(/\D/g, '')) % 3 === 0)).toBe(true);
    expect(screen.getByText('13 posts')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Filter by tag' })).getByRole('link', { name: 'css' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?tag=css&page=2');

    await userEvent.click(screen.getByRole('link', { name: 'Clear filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 40' })).toBeInTheDocument();
  });

  it('answers 404 for a tag no live post in the language carries, naming nothing stored', async () => {
    // "plans" is carried by a draft only, and named; "typescript" by a post written in both languages.
    const tree = testTree();
    tree.posts!.summaries!['secret-draft'] = { ...tree.posts!.summaries!['secret-draft'], tags: { plans: true }, tagList: { 0: 'plans' } };
    tree.tags = { plans: { en: 'Secret plans', es: 'Planes secretos' } };
    for (const url of ['/blog?tag=plans', '/es/blog?tag=plans', '/blog?tag=cobol']) {
      const { router, unmount } = renderRoute(url, { tree });
      expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/secret plans|planes secretos/i);
      expect(JSON.stringify(router.state)).not.toMatch(/secret plans|planes secretos/i);
      unmount();
    }
    renderRoute('/es/blog?tag=typescript', { tree });
    expect(await screen.findByRole('heading', { level: 2, name: 'Entradas con la etiqueta «typescript»' })).toBeInTheDocument();
  });
});

describe('blog post', () => {
  it('renders the post in English with cover, meta, tags and Markdown body', async () => {
    renderRoute('/blog/hello-world');
    await findPageHeading('Hello world');
    expect(screen.getByRole('img', { name: 'hello picture' })).toHaveAttribute('width', '1200');
    expect(screen.getByText('June 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'intro' })).toHaveAttribute('href', '/blog?tag=intro');
    expect(screen.getByText('my').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe('Hello world — Emi Castellano'));
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}'));
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: 'Hello world' }));
  });

  it('renders the Spanish version under /es', async () => {
    renderRoute('/es/blog/typed-code');
    await findPageHeading('Código tipado');
    expect(screen.getByRole('heading', { level: 2, name: 'Ejemplo' })).toBeInTheDocument();
    expect(screen.getByText('13 de junio de 2026')).toBeInTheDocument();
    expect(screen.getByText('3 min de lectura')).toBeInTheDocument();
  });

  it('links the previous (older) and next (newer) posts in the same language', async () => {
    renderRoute('/es/blog/hello-world');
    await findPageHeading('Hola mundo');
    const nav = screen.getByRole('navigation', { name: 'Más entradas' });
    // "only-english" sits between them in time but has no Spanish version.
    expect(within(nav).getByRole('link', { name: /Entrada siguiente.*Código tipado/ })).toHaveAttribute('href', '/es/blog/typed-code');
    expect(within(nav).queryByRole('link', { name: /Entrada anterior/ })).not.toBeInTheDocument();
  });

  it('on a post written only in English: the language picker lands on the same post in Spanish, not a list or a 404', async () => {
    renderRoute('/blog/only-english');
    await findPageHeading('Only in English');
    expect(screen.getByRole('link', { name: /^Español (ES )?– change language$/ })).toHaveAttribute('href', '/es/blog/only-english');
    // The English page is the post's own: no notice.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('still sends the picker to the section from a list page the other language does not have', async () => {
    const tree = manyPosts(12);
    // Two of them in English only: the Spanish list has one page, the English one two.
    for (const id of ['post-1', 'post-2']) tree.posts!.summaries![id].summary.es = '';
    renderRoute('/blog?page=2', { tree });
    await findPageHeading();
    expect(screen.getByRole('link', { name: /^Español (ES )?– this page has no Español version/ })).toHaveAttribute('href', '/es/blog');
  });

  it('keeps the language picker on the same post when it exists in both languages, with no notice', async () => {
    renderRoute('/blog/hello-world');
    await findPageHeading('Hello world');
    expect(screen.getByRole('link', { name: /^Español (ES )?– change language$/ })).toHaveAttribute('href', '/es/blog/hello-world');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows an English-only post at its Spanish address: English text marked as such, a notice in Spanish, noindex', async () => {
    const { container } = renderRoute('/es/blog/only-english');
    const heading = await findPageHeading('Only in English');
    expect(heading).toHaveAttribute('lang', 'en-US');
    expect(container.querySelector('.markdown')).toHaveAttribute('lang', 'en-US');
    expect(container.querySelector('.markdown')).toHaveTextContent('Just English.');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Este artículo aún no está traducido al español; aquí lo tienes en inglés.');
    expect(note).not.toHaveAttribute('lang');
    expect(within(note).getByRole('link', { name: 'Ver los artículos en español' })).toHaveAttribute('href', '/es/blog');
    // The page's own words stay Spanish, with the English post's reading time.
    expect(screen.getByText('2 min de lectura')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/es/blog');
    // Not in the Spanish list, so no neighbours in it.
    expect(screen.queryByRole('navigation', { name: 'Más entradas' })).not.toBeInTheDocument();
    // The picker goes back to the same post.
    expect(screen.getByRole('link', { name: /^English (EN )?– cambiar idioma$/ })).toHaveAttribute('href', '/blog/only-english');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/[^s]\/blog\/only-english$/);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates).toEqual(['en-US', 'x-default']);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('never shows a half-written Spanish translation on the Spanish address: the English text instead', async () => {
    const tree = testTree();
    // A Spanish title and body typed, no summary yet: not written in Spanish.
    tree.posts!.summaries!['only-english'].title.es = 'Solo en inglés (a medias)';
    tree.posts!.bodies!['only-english'].es = 'Texto a medio traducir.';
    renderRoute('/es/blog/only-english', { tree });
    await findPageHeading('Only in English');
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/a medias|medio traducir/);
  });

  it('shows a Spanish-only post at its English address, with the notice in English', async () => {
    const tree = testTree();
    tree.posts!.summaries!['hello-world'].title.en = '';
    tree.posts!.summaries!['hello-world'].summary.en = '';
    const { container } = renderRoute('/blog/hello-world', { tree });
    expect(await findPageHeading('Hola mundo')).toHaveAttribute('lang', 'es-ES');
    expect(container.querySelector('.markdown')).toHaveTextContent('Bienvenido a mi blog.');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This article hasn’t been translated into English yet, so here it is in Spanish.');
    expect(within(note).getByRole('link', { name: 'See the articles in English' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('img', { name: 'imagen de hello' })).toHaveAttribute('lang', 'es-ES');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/es\/blog\/hello-world$/),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('walks to the neighbour post by link', async () => {
    renderRoute('/blog/only-english');
    await findPageHeading('Only in English');
    await userEvent.click(screen.getByRole('link', { name: /Previous post.*Hello world/ }));
    expect(await findPageHeading('Hello world')).toBeInTheDocument();
  });

  it.each([
    ['a draft', '/blog/secret-draft'],
    ['a draft in Spanish', '/es/blog/secret-draft'],
    ['an unknown id', '/blog/no-such-post'],
  ])('answers 404 for %s', async (_name, url) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Secret draft|Borrador secreto|Only in English/)).not.toBeInTheDocument();
  });

  it('does not execute hostile Markdown from the store', async () => {
    const tree = testTree();
    tree.posts!.bodies!['hello-world'].en =
      'Hi <img src=x onerror="window.hacked=1"> [x](javascript:alert(1))\n\n<script>window.hacked=1</script>';
    const { container } = renderRoute('/blog/hello-world', { tree });
    await findPageHeading('Hello world');
    const body = container.querySelector('.markdown')!;
    expect(body).toHaveTextContent('Hi');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('x')).not.toHaveAttribute('href', expect.stringMatching(/javascript/));
  });
});

describe('related posts at the end of a post', () => {
  /** hello-world (react, intro) shares react with typed-code and only-english; the draft shares both tags. */
  function treeWithSharedTags(): DbTree {
    const tree = testTree();
    const summaries = tree.posts!.summaries! as Record<string, DbPostSummary>;
    summaries['typed-code'].tags = { typescript: true, react: true };
    summaries['only-english'].tags = { react: true };
    summaries['secret-draft'].tags = { react: true, intro: true };
    return tree;
  }
  const relatedTitles = () =>
    within(screen.getByRole('region', { name: /^(Related posts|Entradas relacionadas)$/ }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('lists the published posts sharing a tag, in the page’s language, never a draft or the post itself', async () => {
    renderRoute('/blog/hello-world', { tree: treeWithSharedTags() });
    await findPageHeading('Hello world');
    expect(relatedTitles()).toEqual(['Typed code', 'Only in English']);
  });

  it('leaves out posts not written in Spanish on the Spanish page', async () => {
    renderRoute('/es/blog/hello-world', { tree: treeWithSharedTags() });
    await findPageHeading('Hola mundo');
    expect(relatedTitles()).toEqual(['Código tipado']);
    expect(screen.getByRole('link', { name: 'Código tipado' })).toHaveAttribute('href', '/es/blog/typed-code');
  });

  it('shows no section when no post shares a tag', async () => {
    renderRoute('/blog/typed-code');
    await findPageHeading('Typed code');
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
  });
});

describe('table of contents', () => {
  function treeWithHeadings(): DbTree {
    const tree = testTree();
    const bodies = tree.posts!.bodies! as Record<string, { en: string; es: string }>;
    bodies['hello-world'] = {
      en: '## Why\n\nText.\n\n## How\n\n### Step one\n\nMore.\n\n## Next',
      es: '## Por qué\n\nTexto.\n\n## Cómo',
    };
    return tree;
  }

  it('links to each section of a post with three or more headings, collapsed above the body', async () => {
    renderRoute('/blog/hello-world', { tree: treeWithHeadings() });
    await findPageHeading('Hello world');
    const [inline] = screen.getAllByRole('navigation', { name: 'On this page' });
    expect(within(inline).getByText('On this page').tagName).toBe('SUMMARY');
    const links = within(inline).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why', '#user-content-why'],
      ['How', '#user-content-how'],
      ['Step one', '#user-content-step-one'],
      ['Next', '#user-content-next'],
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('has none for a post with fewer than three headings', async () => {
    renderRoute('/es/blog/hello-world', { tree: treeWithHeadings() });
    await findPageHeading('Hola mundo');
    expect(screen.queryByRole('navigation', { name: 'En esta página' })).not.toBeInTheDocument();
  });
});

describe('tags in the reader’s language', () => {
  /** hello-world is tagged react and intro; the owner named "intro" in both languages, "react" in neither. */
  const named = (): DbTree => ({
    ...testTree(),
    tags: { intro: { en: 'introduction', es: 'introducción' }, secret: { en: '', es: 'secreto' } },
  });

  it('shows each tag by its name in the page’s language, linking by its slug, on the post and in its structured data', async () => {
    renderRoute('/es/blog/hello-world', { tree: named() });
    await findPageHeading('Hola mundo');
    const header = screen.getByRole('heading', { level: 1, name: 'Hola mundo' }).closest('header')!;
    expect(within(header).getByRole('link', { name: 'introducción' })).toHaveAttribute('href', '/es/blog?tag=intro');
    expect(within(header).getByRole('link', { name: 'react' })).toHaveAttribute('href', '/es/blog?tag=react');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}'));
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', keywords: 'react, introducción' }));
  });

  it('names the filtered tag in the heading and the filter, in English and Spanish', async () => {
    renderRoute('/blog?tag=intro', { tree: named() });
    await screen.findByRole('heading', { level: 2, name: 'Posts tagged “introduction”' });
    expect(within(screen.getByRole('navigation', { name: 'Filter by tag' })).getByRole('link', { name: 'introduction' })).toHaveAttribute(
      'href',
      '/blog?tag=intro',
    );
  });

  it('sends only the names of the tags the page shows', async () => {
    const { router } = renderRoute('/es/blog?tag=intro', { tree: named() });
    await screen.findByRole('heading', { level: 2, name: 'Entradas con la etiqueta «introducción»' });
    expect(router.state.loaderData['blog-es']).toMatchObject({ tagLabels: { intro: 'introducción' } });
    expect(JSON.stringify(router.state.loaderData)).not.toContain('secreto');
  });
});

describe('dates that tell the truth', () => {
  /** hello-world: published 10 days before FIXTURE_NOW; marked updated `revisedDaysAgo` days before it. */
  const revised = (revisedDaysAgo: number): DbTree => {
    const tree = testTree();
    const summary = tree.posts!.summaries!['hello-world'];
    Object.assign(summary, { revisedAt: FIXTURE_NOW - revisedDaysAgo * DAY, updatedAt: FIXTURE_NOW });
    return tree;
  };
  const blogPosting = () =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, string>)
      .find((entry) => entry['@type'] === 'BlogPosting')!;

  it('shows “Updated …” on the post in the reader’s language, and the structured data’s dateModified is that day', async () => {
    renderRoute('/es/blog/hello-world', { tree: revised(3) });
    await findPageHeading('Hola mundo');
    const meta = screen.getByRole('heading', { level: 1, name: 'Hola mundo' }).closest('header')!.querySelector('.post-meta')!;
    expect(meta.textContent).toBe('5 de junio de 2026 · 1 min de lectura · Actualizada el 12 de junio de 2026');
    expect(within(meta as HTMLElement).getByText('12 de junio de 2026')).toHaveAttribute('dateTime', '2026-06-12');
    expect(blogPosting().dateModified).toBe(new Date(FIXTURE_NOW - 3 * DAY).toISOString());
    expect(document.querySelector('meta[property="article:modified_time"]')).toHaveAttribute(
      'content',
      new Date(FIXTURE_NOW - 3 * DAY).toISOString(),
    );
  });

  it('keeps a later save that was not marked (a typo fix) out of sight: no “Updated”, dateModified is the publication', async () => {
    renderRoute('/blog/hello-world');
    await findPageHeading('Hello world');
    expect(screen.queryByText(/Updated/)).toBeNull();
    expect(blogPosting().dateModified).toBe(blogPosting().datePublished);
  });

  it('leaves the list’s cards as they were: the date of publication only', async () => {
    renderRoute('/blog', { tree: revised(3) });
    await findPageHeading('Blog');
    const card = screen.getByRole('heading', { name: 'Hello world' }).closest('article')!;
    expect(within(card).queryByText(/Updated/)).toBeNull();
  });
});
