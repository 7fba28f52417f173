import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../components/markdown/render-markdown';
import { tableOfContents } from './table-of-contents';

describe('tableOfContents', () => {
  it('lists second- and third-level headings in order, as plain text, linked to the ids the body has', () => {
    const html = renderMarkdown(
      '# Title\n\n## Set up & run\n\ntext\n\n### Día 1: `npm`\n\n#### Too deep\n\n## See [the docs](https://example.com)\n\n## Set up & run\n',
    );
    const entries = tableOfContents(html);
    expect(entries.map(({ depth, text }) => [depth, text])).toEqual([
      [2, 'Set up & run'],
      [3, 'Día 1: npm'],
      [2, 'See the docs'],
      [2, 'Set up & run'],
    ]);
    const ids = entries.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(html).toContain(`<h${id === ids[1] ? 3 : 2} id="${id}"`);
  });

  it('gives none to a post with fewer than three headings', () => {
    expect(tableOfContents(renderMarkdown('## One\n\n## Two\n\n#### Not counted\n'))).toEqual([]);
  });
});
