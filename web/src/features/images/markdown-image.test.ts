import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../components/markdown/render-markdown';
import { markdownImage } from './markdown-image';

const STORAGE_URL = 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fposts%2Fhello%2F1-abc.webp?alt=media&token=t-1';

/** What a browser gets from the Markdown: the rendered, sanitised <img>. */
function rendered(markdown: string): HTMLImageElement {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(markdown);
  const image = element.querySelector('img');
  if (!image) throw new Error(`no image in ${element.innerHTML}`);
  return image;
}

describe('markdownImage', () => {
  it('writes ![alt](url) for a Storage download URL, which renders as that image', () => {
    const markdown = markdownImage('A tide chart', STORAGE_URL);
    expect(markdown).toBe(`![A tide chart](${STORAGE_URL})`);
    expect(rendered(markdown).getAttribute('src')).toBe(STORAGE_URL);
    expect(rendered(markdown).getAttribute('alt')).toBe('A tide chart');
  });

  it('keeps brackets, backslashes and line breaks in the alt text from breaking the Markdown', () => {
    const markdown = markdownImage('  The [draft] layout \\ v2\nsecond line ', STORAGE_URL);
    expect(markdown).toBe(`![The \\[draft\\] layout \\\\ v2 second line](${STORAGE_URL})`);
    expect(rendered(`Before ${markdown} after`).getAttribute('alt')).toBe('The [draft] layout \\ v2 second line');
  });

  it('encodes what would end the address early', () => {
    const markdown = markdownImage('x', 'https://example.com/a (1)<b>.png');
    expect(markdown).toBe('![x](https://example.com/a%20%281%29%3Cb%3E.png)');
    expect(rendered(markdown).getAttribute('src')).toBe('https://example.com/a%20%281%29%3Cb%3E.png');
  });

  it('writes an empty alt for a decorative image', () => {
    expect(markdownImage('   ', STORAGE_URL)).toBe(`![](${STORAGE_URL})`);
  });
});
