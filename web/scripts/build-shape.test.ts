import { describe, expect, it } from 'vitest';
import { isPublicModule as isPublic, publicStylesheetLinkedOnce, stylesheetsFirst, takeoverStepFiles } from './build-shape';

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
  it('takes the cards that public pages share', () => {
    expect(isPublic('/repo/web/src/data/get-content-store.ts')).toBe(true);
    expect(isPublic('C:\\repo\\web\\src\\features\\blog\\components\\post-card.tsx')).toBe(true);
    // The cards' srcset helper rides with them, not as a chunk of its own (one more request on every page).
    expect(isPublic('/repo/web/src/utils/responsive-image.ts')).toBe(true);
    expect(isPublic('/repo/web/src/features/images/upload-image-file.ts')).toBe(false);
  });
  it('leaves out what a page loads only when a visitor asks for it (the gallery’s full-size view)', () => {
    expect(isPublic('/repo/web/src/features/projects/components/project-gallery.tsx')).toBe(true);
    expect(isPublic('/repo/web/src/features/projects/components/gallery-viewer.tsx')).toBe(false);
  });
  it('never takes the content stores, which only the owner’s tab and a site without a backend run (lazily)', () => {
    for (const store of ['bundled-content-store', 'bundled-seed', 'memory-content-store', 'db-mapping', 'database-content-store'])
      expect(isPublic(`/repo/web/src/data/${store}.ts`), store).toBe(false);
  });
  it('never takes the admin, Firebase code or the database store', () => {
    expect(isPublic('/repo/web/src/features/editor/components/post-form.tsx')).toBe(false);
    expect(isPublic('/repo/web/src/data/database-content-store.ts')).toBe(false);
    expect(isPublic('/repo/node_modules/firebase/database/dist/index.esm.js')).toBe(false);
  });
});

describe('takeoverStepFiles', () => {
  const chunk = (fileName: string, extra: object = {}) => ({ type: 'chunk' as const, fileName, ...extra });
  it("lists the chunks of the entry's steps and their static imports, dependencies first, each once", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/runtime.js'],
        dynamicImports: ['assets/react.js', 'assets/take-over.js'],
      }),
      'assets/runtime.js': chunk('assets/runtime.js'),
      'assets/react.js': chunk('assets/react.js', { imports: ['assets/runtime.js'] }),
      'assets/take-over.js': chunk('assets/take-over.js', {
        imports: ['assets/framework.js', 'assets/react.js'],
        dynamicImports: ['assets/post.js'],
      }),
      'assets/framework.js': chunk('assets/framework.js', { imports: ['assets/react.js'] }),
      'assets/post.js': chunk('assets/post.js'),
    };
    expect(takeoverStepFiles(bundle)).toEqual(['assets/react.js', 'assets/framework.js', 'assets/take-over.js']);
  });
  it('lists nothing without an entry', () => {
    expect(takeoverStepFiles({ 'assets/a.js': chunk('assets/a.js') })).toEqual([]);
  });
});

describe('publicStylesheetLinkedOnce', () => {
  it("takes the public stylesheet out of the entry's CSS, so no lazy import's preload list names it; lazy chunks keep theirs", () => {
    const withCss = (fileName: string, css: string[], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      isEntry,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    });
    const bundle = {
      'assets/index.js': withCss('assets/index.js', ['assets/index.css'], true),
      'assets/editor.js': withCss('assets/editor.js', ['assets/editor.css']),
      'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
    };
    const hook = publicStylesheetLinkedOnce().generateBundle as unknown as (options: unknown, output: typeof bundle) => void;
    hook.call({}, {}, bundle);
    expect([...bundle['assets/index.js'].viteMetadata.importedCss]).toEqual([]);
    expect([...bundle['assets/editor.js'].viteMetadata.importedCss]).toEqual(['assets/editor.css']);
    expect(bundle['assets/index.css']).toBeDefined();
  });
});
