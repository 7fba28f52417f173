import { describe, expect, it } from 'vitest';
import { codeSplitting, stylesheetsFirst } from './build-shape';

describe('stylesheetsFirst', () => {
  it('moves every stylesheet link before the first module script and keeps everything else in order', () => {
    const html = [
      '<head>',
      '    <script>theme()</script>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
      '  </head>',
    ].join('\n');
    expect(stylesheetsFirst(html)).toBe(
      [
        '<head>',
        '    <script>theme()</script>',
        '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('leaves a page without a module script or without stylesheets alone', () => {
    const noScript = '<head>\n<link rel="stylesheet" href="/a.css">\n</head>';
    const noStyles = '<head>\n<script type="module" src="/a.js"></script>\n</head>';
    expect(stylesheetsFirst(noScript)).toBe(noScript);
    expect(stylesheetsFirst(noStyles)).toBe(noStyles);
  });
});

describe('the public chunk', () => {
  const isPublic = codeSplitting.groups[1].test!;
  it('takes the content access and the cards that public pages share', () => {
    expect(isPublic('/repo/web/src/features/content/api/bundled-content-store.ts')).toBe(true);
    expect(isPublic('C:\\repo\\web\\src\\features\\blog\\components\\post-card.tsx')).toBe(true);
  });
  it('never takes the admin, Firebase code or the database store', () => {
    expect(isPublic('/repo/web/src/features/editor/components/post-form.tsx')).toBe(false);
    expect(isPublic('/repo/web/src/features/content/api/database-content-store.ts')).toBe(false);
    expect(isPublic('/repo/node_modules/firebase/database/dist/index.esm.js')).toBe(false);
  });
});
