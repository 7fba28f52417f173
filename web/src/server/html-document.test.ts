import { describe, expect, it } from 'vitest';
import { assemblePage } from './html-document';

const template = [
  '<html lang="en-US"><head><title>Site</title>',
  '<link rel="stylesheet" crossorigin href="/assets/style.css">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const parts = {
  langTag: 'es-ES',
  head: '<title>Blog — Site</title><meta name="description" content="d"/>',
  body: '<main>Posts</main>',
  css: ['/assets/style.css'],
  preload: ['/assets/blog.js', '/assets/index.js'],
};

describe('assemblePage', () => {
  it('puts the page in the template: language, head tags for the title, markup in #root, new preloads once', () => {
    const html = assemblePage(template, parts);
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<title>Blog — Site</title><meta name="description" content="d"/>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).toContain('<div id="root"><main>Posts</main></div>');
    expect(html.match(/style\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/blog.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index.js"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).not.toContain('app-scripts');
  });

  it('holds the scripts of a page that is whole without them in an inert template, for after the first paint', () => {
    const withPreload = template.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n</head>');
    const html = assemblePage(withPreload, { ...parts, completeWithoutScripts: true });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(head).not.toMatch(/<script type="module"|^\s*<link rel="modulepreload"/m);
    expect(head).toContain(
      '<template id="app-scripts" data-entry="/assets/index.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/blog.js"></template>',
    );
  });
});

describe('the page data block', () => {
  it('follows #root as a non-executable JSON block', () => {
    const html = assemblePage(template, { ...parts, data: '{"status":200}' });
    expect(html).toContain('<div id="root"><main>Posts</main></div><script type="application/json" id="page-data">{"status":200}</script>');
  });
});
