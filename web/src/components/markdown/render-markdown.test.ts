import { describe, expect, it } from 'vitest';
import { codeLanguages, renderMarkdown } from './render-markdown';
import { highlight } from './highlight';

/** Renders into a detached element so the assertions look at what the browser would get. */
function dom(source: string, withHighlight = false): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(source, withHighlight ? highlight : undefined);
  return element;
}

const hasHandler = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].some((node) => [...node.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on')));

describe('renderMarkdown sanitising', () => {
  const hostile: [string, string][] = [
    ['script tag', '<script>alert(1)</script>Hello'],
    ['img onerror', '<img src="x" onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['iframe', '<iframe src="https://example.com"></iframe>'],
    ['javascript link in markdown', '[click](javascript:alert(1))'],
    ['entity-encoded javascript link', '[click](&#106;avascript:alert(1))'],
    ['javascript link in raw html', '<a href="jAvAsCrIpT:alert(1)">x</a>'],
    ['tab-split javascript url', '<a href="java\tscript:alert(1)">x</a>'],
    ['hex-encoded javascript url', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
    ['data url link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['tab-split data url image', '<img src="da\tta:image/png;base64,AAAA" alt="x">'],
    ['data url image', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)'],
    ['style and form', '<style>body{display:none}</style><form action="https://evil.example"><input name="q"><button>go</button></form>'],
    ['style attribute', '<p style="position:fixed;inset:0">cover</p>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['mutation xss', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>'],
  ];

  it.each(hostile)('neutralises %s', (_name, source) => {
    const root = dom(source);
    expect(root.querySelector('script, iframe, svg, style, form, input, button, object, embed, math')).toBeNull();
    expect(hasHandler(root)).toBe(false);
    for (const node of root.querySelectorAll('[href], [src]')) {
      const url = (node.getAttribute('href') ?? node.getAttribute('src') ?? '').replace(/\s/g, '');
      expect(url).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('keeps ordinary content and text', () => {
    const root = dom('<script>alert(1)</script>\n\nHello **world**');
    expect(root.textContent).toContain('Hello world');
    expect(root.querySelector('strong')?.textContent).toBe('world');
  });

  it('opens external links in a new tab without opener, internal ones in place', () => {
    const root = dom('[out](https://example.com/a) [in](/blog/x) [hash](#top) <a href="/x" target="_top">t</a>');
    const [out, inside, hash, targeted] = root.querySelectorAll('a');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(inside).not.toHaveAttribute('target');
    expect(hash.getAttribute('href')).toBe('#user-content-top');
    expect(targeted).not.toHaveAttribute('target');
  });

  it('gives headings unique ids with self-links', () => {
    const root = dom('## Getting started\n\n## Getting started\n\n### ¿Qué tal?\n\n## [Linked](https://example.com)');
    const headings = [...root.querySelectorAll('h2, h3')];
    expect(headings.map((heading) => heading.id)).toEqual(
      ['getting-started', 'getting-started-2', 'que-tal', 'linked'].map((id) => `user-content-${id}`),
    );
    expect(headings[1].querySelector('a')?.getAttribute('href')).toBe('#user-content-getting-started-2');
    // A heading that already holds a link does not get a nested anchor.
    expect(headings[3].querySelectorAll('a')).toHaveLength(1);
  });

  it('escapes heading text that tries to break out of the id attribute', () => {
    const root = dom('## "><img src=x onerror=alert(1)>');
    expect(hasHandler(root)).toBe(false);
    expect(root.querySelector('h2')?.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('keeps an uploaded image’s Storage address intact, and still drops blob:, data: and script addresses', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/demo-portfolio.appspot.com/o/images%2Fposts%2Fhello%2F1-abc.webp?alt=media&token=0a-1b';
    const image = dom(`![A chart](${url})`).querySelector('img');
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute('alt', 'A chart');
    for (const src of ['blob:http://127.0.0.1:5000/0a1b', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'vbscript:x']) {
      expect(dom(`![x](${src})`).querySelector('img')?.getAttribute('src') ?? null, src).toBeNull();
    }
  });

  it('shows an image of this page not saved yet (a blob: URL of its own origin), and nothing else from blob:', () => {
    const own = `blob:${window.location.origin}/0a1b-2c3d`;
    expect(window.location.origin).not.toBe('null');
    expect(dom(`![Just inserted](${own})`).querySelector('img')).toHaveAttribute('src', own);
    expect(dom(`[a link](${own})`).querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(dom(`<img src="${own}" onerror="alert(1)">`).querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect(dom('![x](blob:https://elsewhere.example/0a1b)').querySelector('img')?.getAttribute('src') ?? null).toBeNull();
  });

  it('lazy-loads images found in bodies', () => {
    expect(dom('![A cat](/images/cat.png)').querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('highlights known languages and leaves unknown ones escaped', () => {
    const root = dom('```ts\nconst x: number = 1; // note\n```\n\n```brainfuck\n<script>++</script>\n```', true);
    const [ts, unknown] = root.querySelectorAll('pre code');
    expect(ts.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(ts.querySelector('.hljs-comment')?.textContent).toBe('// note');
    expect(unknown.textContent).toBe('<script>++</script>');
    expect(root.querySelector('script')).toBeNull();
  });

  it('lists the languages of fenced code blocks', () => {
    expect(codeLanguages('text\n```ts\nx\n```\n~~~bash\ny\n~~~\n```\nplain\n```')).toEqual(['ts', 'bash']);
  });
});

describe('ids a body cannot take from the page', () => {
  it('prefixes every id and name in a body with user-content-, and its links to them', () => {
    const root = dom('## Page data\n\n<p id="page-data">{}</p><a name="root">x</a>\n\n[see below](#page-data)');
    expect(root.querySelector('#page-data, #root, [name="root"]')).toBeNull();
    expect([...root.querySelectorAll('[id]')].map((node) => node.id)).toEqual(['user-content-page-data', 'user-content-page-data']);
    expect(root.querySelector('a[name]')?.getAttribute('name')).toBe('user-content-root');
    expect([...root.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href'))).toEqual([
      '#user-content-page-data',
      '#user-content-page-data',
    ]);
  });
});
