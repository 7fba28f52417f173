/**
 * firebase.json: the CSP must carry the hash of every inline script of web/index.html (the theme
 * boot script), or browsers refuse to run it; and the rewrites/headers must keep their order and shape.
 * The hash is recomputed here independently of scripts/update-csp.mjs, which writes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@portfolio/content/languages';
import { localize, PUBLIC_ROUTES } from '@portfolio/content/paths';
import { emulatorConfig } from '../../scripts/emulator-config.mjs';
import { buildCsp, deployedProject } from '../../scripts/update-csp.mjs';

interface Header {
  key: string;
  value: string;
}
interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string; region: string };
}
interface FirebaseJson {
  database: { rules: string };
  storage: { rules: string };
  functions: { source: string; codebase: string; runtime: string; predeploy: string[] }[];
  hosting: {
    public: string;
    cleanUrls: boolean;
    redirects: { regex?: string; source?: string; destination: string; type: number }[];
    rewrites: Rewrite[];
    headers: { source?: string; regex?: string; headers: Header[] }[];
  };
  emulators: Record<string, { host?: string; port?: number; enabled?: boolean } | boolean>;
}

const repo = join(__dirname, '..', '..');
const config = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8')) as FirebaseJson;

function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || ['text/javascript', 'module', 'application/javascript'].includes(type);
    })
    .map(([, , body]) => body);
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const headersFor = (source: string) => config.hosting.headers.find((entry) => entry.source === source)?.headers ?? [];
const header = (source: string, key: string) => headersFor(source).find((entry) => entry.key === key)?.value;
const csp = header('**', 'Content-Security-Policy') ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('allows exactly the inline scripts of web/index.html (and web/dist/spa.html when built), by hash', () => {
    const pages = ['web/index.html', 'web/dist/spa.html'].map((file) => join(repo, file)).filter((file) => existsSync(file));
    const expected = new Set(pages.flatMap((page) => executableInlineScripts(readFileSync(page, 'utf8')).map(sha256)));
    const actual = new Set(directive('script-src').filter((source) => source.startsWith("'sha256-")));
    expect([...actual].sort(), 'run `npm run update-csp` after editing an inline script').toEqual([...expected].sort());
  });

  it('never allows unsafe-inline or unsafe-eval scripts, and locks down framing, base and objects', () => {
    expect(directive('script-src')[0]).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
  });

  it('lets the app reach Firebase Auth and this project’s Database and bucket, no other project’s', () => {
    const { storageBucket } = deployedProject();
    const bucket = `https://firebasestorage.googleapis.com/v0/b/${storageBucket}/`;
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      bucket,
    ]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', bucket]);
    // A regional database is reached on its region's servers only.
    const regional = buildCsp([], {
      databaseUrl: 'https://emi-site-default-rtdb.europe-west1.firebasedatabase.app',
      storageBucket: 'emi-site.firebasestorage.app',
    });
    expect(regional).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://*.europe-west1.firebasedatabase.app wss://*.europe-west1.firebasedatabase.app https://firebasestorage.googleapis.com/v0/b/emi-site.firebasestorage.app/;",
    );
  });

  it('names no local emulator, nor any plain-http or ws: source, in production (firebase.json)', () => {
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|:9099|:9000|:9199/);
    const sources = csp.split(';').flatMap((part) => part.trim().split(/\s+/).slice(1));
    expect(sources.filter((source) => /^(http|ws):/.test(source))).toEqual([]);
    // scripts/update-csp.mjs writes the production policy.
    expect(buildCsp(directive('script-src').filter((source) => source.startsWith("'sha256-")))).toBe(csp);
  });
});

describe('the emulator config (firebase.emulator.json, written by scripts/emulator-config.mjs)', () => {
  const emulated = emulatorConfig(config);
  const emulatedCsp =
    emulated.hosting.headers.find((entry) => entry.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  const emulatedDirective = (name: string) =>
    emulatedCsp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];

  it('is firebase.json with the emulator ports added to connect-src and img-src, its own database rules, and nothing else changed', () => {
    expect(emulatedDirective('connect-src')).toEqual([
      ...directive('connect-src'),
      'http://127.0.0.1:9099',
      'http://127.0.0.1:9000',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:9199',
    ]);
    expect(emulatedDirective('img-src')).toEqual([...directive('img-src'), 'http://127.0.0.1:9199']);
    for (const name of ['default-src', 'script-src', 'style-src', 'frame-ancestors', 'object-src', 'base-uri', 'form-action']) {
      expect(emulatedDirective(name), name).toEqual(directive(name));
    }
    // The emulators load the rules with the Storage emulator's image URLs (emulatorDatabaseRules, database-rules.test.ts).
    expect((emulated as { database?: { rules: string } }).database?.rules).toBe('database.rules.emulator.json');
    const withoutCsp = (json: FirebaseJson) =>
      JSON.stringify(json, (key, value: unknown) =>
        (key === 'value' && typeof value === 'string' && value.includes('default-src')) || key === 'database' ? '' : value,
      );
    expect(withoutCsp(emulated)).toBe(withoutCsp(config));
    expect(emulatorConfig(emulated)).toEqual(emulated); // adding twice changes nothing
  });

  it('is what every script that starts the emulators passes, and git ignores it', () => {
    const launchers = [
      'scripts/start.mjs',
      'scripts/site-emulator.mjs',
      'scripts/run-emulator-suite.mjs',
      'scripts/bench/api.mjs',
      'tests/e2e/support/run-e2e.mjs',
    ];
    for (const file of launchers) {
      const source = readFileSync(join(repo, file), 'utf8');
      const starts = [...source.matchAll(/\[\s*'emulators:(start|exec)',([^\]]*)\]/g)];
      expect(starts.length, `${file} starts the emulators`).toBeGreaterThan(0);
      for (const [call, , rest] of starts) expect(rest.trimStart().startsWith('...writeEmulatorConfig()'), `${file}: ${call}`).toBe(true);
    }
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).toMatch(/^firebase\.emulator\.json\*?$/m);
  });
});

describe('hosting headers', () => {
  it('sends the security headers on every response', () => {
    expect(header('**', 'Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  /** Does a header entry apply to a request path? Globs here use only `*` (one segment) and `**` (any). */
  const applies = (entry: { source?: string; regex?: string }, path: string): boolean => {
    if (entry.regex) return new RegExp(entry.regex).test(path);
    const pattern = entry
      .source!.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '§')
      .replace(/\*/g, '[^/]*')
      .replace(/§/g, '.*');
    return new RegExp(`^${pattern}$`).test(path);
  };
  const cacheControlFor = (path: string) =>
    config.hosting.headers
      .filter((entry) => applies(entry, path))
      .flatMap((entry) => entry.headers.filter((item) => item.key === 'Cache-Control').map((item) => item.value))
      .at(-1);

  it('revalidates the static HTML (the admin shell) and caches hashed assets for a year; the asset rule comes last so it wins', () => {
    for (const path of ['/admin/blog', '/es/admin/blog/crear', '/spa.html', '/robots.txt', '/manifest.webmanifest'])
      expect(cacheControlFor(path), path).toBe('no-cache');
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    const sources = config.hosting.headers.map((entry) => entry.source);
    expect(sources.indexOf('/assets/**')).toBe(sources.length - 1);
  });

  it('sets no Cache-Control on what a function answers: Hosting would override the function’s own', () => {
    const functionPaths = config.hosting.rewrites
      .filter((rewrite) => rewrite.function)
      .map((rewrite) => rewrite.source.replace(/\*\*?/g, 'some-id'));
    expect(functionPaths).toEqual(
      expect.arrayContaining([
        '/api/user/some-id',
        '/sitemap.xml',
        '/',
        '/es',
        '/blog',
        '/blog/some-id',
        '/es/projects/some-id',
        '/api/page/some-id',
        '/api/search/some-id',
        '/search',
        '/es/buscar',
        '/og/some-id',
      ]),
    );
    for (const path of functionPaths) expect(cacheControlFor(path), path).toBeUndefined();
  });
});

describe('hosting rewrites', () => {
  const rewrites = config.hosting.rewrites;
  const target = (source: string) => rewrites.find((rewrite) => rewrite.source === source);

  it('sends the session API and the sitemaps to the api function', () => {
    for (const source of ['/api/user/**', '/sitemap.xml', '/es/sitemap.xml']) {
      expect(target(source)?.function, source).toEqual({ functionId: 'api', region: 'us-central1' });
    }
  });

  it('sends the feeds to the pages function, whose renderer makes their full text', () => {
    for (const source of ['/feed.xml', '/es/feed.xml']) {
      expect(target(source)?.function, source).toEqual({ functionId: 'pages', region: 'us-central1' });
    }
  });

  /** Every public page of the route table (packages/content/src/paths.ts) in each language, `:id` as `filler`. */
  const pagePaths = (filler: string) =>
    LANGS.flatMap((lang) => Object.values(PUBLIC_ROUTES).map((route) => localize(route.path.replace(':id', filler), lang)));
  const PAGES = { functionId: 'pages', region: 'us-central1' };

  it('sends every public page of the route table, and nothing else, to the pages function (docs/rendering.md)', () => {
    const pages = pagePaths('*');
    for (const source of pages) expect(target(source)?.function, source).toEqual(PAGES);
    const otherPagesRewrites = ['/api/page/**', '/api/search/**', '/feed.xml', '/es/feed.xml'];
    const pageRewrites = rewrites.filter(
      (rewrite) => rewrite.function?.functionId === 'pages' && !otherPagesRewrites.includes(rewrite.source),
    );
    expect(pageRewrites.map((rewrite) => rewrite.source).sort()).toEqual([...pages].sort());
  });

  it('sends the page data and the search index to the pages function; search is a word of each language', () => {
    for (const source of ['/api/page/**', '/api/search/**']) expect(target(source)?.function, source).toEqual(PAGES);
    expect(target('/es/buscar')?.function).toEqual(PAGES);
    expect(target('/es/search')).toBeUndefined();
  });

  it('redirects every public page asked with a trailing slash to its address (301), and no other path', () => {
    const slash = config.hosting.redirects.find((redirect) => redirect.regex);
    expect(slash).toMatchObject({ destination: '/:path', type: 301 });
    const regex = new RegExp(slash!.regex!);
    for (const path of pagePaths('some-id').filter((page) => page !== '/')) {
      expect(regex.exec(`${path}/`)?.groups?.path, path).toBe(path.slice(1));
      expect(regex.test(path), path).toBe(false);
    }
    for (const path of ['/', '/api/page/blog/', '/es/admin/blog/', '/og/en/home.png/', '/feed.xml/', '/blog/a/b/', '/assets/x/'])
      expect(regex.test(path), path).toBe(false);
  });

  it('sends the link-preview images to the ogImages function', () => {
    expect(target('/og/**')?.function).toEqual({ functionId: 'ogImages', region: 'us-central1' });
  });

  it('serves the admin shell only on admin routes, after the function rewrites, with no catch-all', () => {
    for (const source of ['/admin/**', '/es/admin/**']) expect(target(source)?.destination, source).toBe('/spa.html');
    expect(rewrites.filter((rewrite) => rewrite.destination)).toHaveLength(2);
    const lastFunction = Math.max(...rewrites.map((rewrite, index) => (rewrite.function ? index : -1)));
    const firstSpa = rewrites.findIndex((rewrite) => rewrite.destination);
    expect(firstSpa).toBeGreaterThan(lastFunction);
    expect(rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
    expect(rewrites.filter((rewrite) => /^\/?\*\*$|^\/\*$/.test(rewrite.source))).toEqual([]);
    expect(config.hosting.cleanUrls).toBe(false);
    expect(config.hosting.public).toBe('web/dist');
  });
});

describe('deploy and emulator settings', () => {
  it('deploys the rules files and the functions codebase', () => {
    expect(config.database.rules).toBe('database.rules.json');
    expect(config.storage.rules).toBe('storage.rules');
    expect(config.functions).toEqual([expect.objectContaining({ source: 'functions', codebase: 'functions', runtime: 'nodejs22' })]);
    // Build, then refuse a real project whose SITE_URL / ALLOWED_ORIGINS are missing (functions/src/config/deployment.ts).
    expect(config.functions[0].predeploy).toEqual([
      'npm --prefix "$RESOURCE_DIR" run build',
      'node "$RESOURCE_DIR/scripts/check-deploy-env.mjs"',
    ]);
  });

  it('fixes the emulator ports on 127.0.0.1 and disables the UI', () => {
    const ports = {
      auth: 9099,
      functions: 5001,
      database: 9000,
      storage: 9199,
      hosting: 5000,
      hub: 4400,
      logging: 4500,
      eventarc: 9299,
      tasks: 9499,
    };
    for (const [name, port] of Object.entries(ports)) expect(config.emulators[name], name).toEqual({ host: '127.0.0.1', port });
    expect(config.emulators.ui).toEqual({ enabled: false });
    expect(config.emulators.singleProjectMode).toBe(true);
  });
});
