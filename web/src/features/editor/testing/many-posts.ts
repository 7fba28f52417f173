/** The test fixtures with `count` more posts: every third a draft, every fifth in English only. */
import type { DbTree } from '@portfolio/content/db-mapping';
import { adminTree } from './render-admin';

export function manyPostsTree(count: number): DbTree {
  const tree = adminTree();
  const day = 86_400_000;
  for (let n = 1; n <= count; n++) {
    const id = `generated-${n}`;
    const draft = n % 3 === 0;
    const english = n % 5 === 0;
    const title = draft ? `Generated draft ${n}` : `Generated post ${n}`;
    tree.posts!.summaries![id] = {
      version: 1,
      status: draft ? 'draft' : 'published',
      createdAt: Date.UTC(2025, 0, 1) + n * day,
      updatedAt: Date.UTC(2025, 0, 1) + n * day,
      publishedAt: Date.UTC(2025, 0, 1) + n * day,
      title: { en: title, es: english ? '' : `Entrada generada ${n}` },
      summary: { en: 'A summary.', es: english ? '' : 'Un resumen.' },
      readingMinutes: { en: 1, es: english ? 0 : 1 },
      tags: { [n % 2 ? 'odd' : 'even']: true },
      tagList: { 0: n % 2 ? 'odd' : 'even' },
    };
    tree.posts!.bodies![id] = { en: 'Body', es: english ? '' : 'Cuerpo' };
  }
  return tree;
}
