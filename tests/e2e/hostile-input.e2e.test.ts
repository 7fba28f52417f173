/**
 * Hostile input through the Hosting emulator (docs/security.md): malformed sign-in bodies, strange ids and
 * queries on every public page the `pages` function renders, wrong methods and oversized headers. Each answers
 * a 4xx (or the page itself, where the input is harmless), never a 5xx, and never a stack trace or an internal path.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';

interface Probe {
  name: string;
  path: string;
  init?: RequestInit;
  /** Allowed statuses: a 4xx by default. */
  ok?: (status: number) => boolean;
  /**
   * Refused by the platform's JSON parser before the function runs: Express's default error page, which shows
   * its stack only outside production (Cloud Functions runs with NODE_ENV=production; the emulator does not).
   * Only our own code's traces count then.
   */
  platformParser?: boolean;
}

const clientError = (status: number) => status >= 400 && status < 500;
const pageOrClientError = (status: number) => status === 200 || clientError(status);
const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', origin: BASE_URL, 'sec-fetch-site': 'same-origin', ...headers },
});

const LOGIN: Probe[] = [
  { name: 'login: not JSON', path: '/api/user/login', init: json('{email:'), platformParser: true },
  { name: 'login: null', path: '/api/user/login', init: json('null'), platformParser: true },
  ...[
    ['empty body', json('')],
    ['an array', json('[]')],
    ['no token', json('{}')],
    ['a number token', json('{"idToken":42}')],
    ['an object token', json('{"idToken":{"$gt":""}}')],
    ['a forged token', json('{"idToken":"eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."}')],
    ['a 200 KB token', json(JSON.stringify({ idToken: 'a'.repeat(200_000) }))],
    ['a form body', { ...json('idToken=x'), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE_URL } }],
    ['another origin', json('{"idToken":"x"}', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })],
  ].map(([name, init]) => ({ name: `login: ${name as string}`, path: '/api/user/login', init: init as RequestInit })),
];

const IDS = [
  '..%2F..%2Fetc%2Fpasswd',
  'a%00b',
  '%00',
  'x'.repeat(2000),
  '%F0%9F%92%A9',
  'caf%C3%A9',
  '%E2%80%AE',
  'UPPER-Case',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%25',
  '.json',
  '__proto__',
  'constructor',
];
const ITEM_PAGES: Probe[] = IDS.flatMap((id) => [
  { name: `post id ${id.slice(0, 40)}`, path: `/blog/${id}` },
  { name: `project id ${id.slice(0, 40)} (es)`, path: `/es/projects/${id}` },
]);

const QUERIES: Probe[] = [
  '/blog?page=-1',
  '/blog?page=99999999999999999999',
  '/blog?page=1e3',
  '/blog?page=%00',
  `/blog?tag=${'t'.repeat(5000)}`,
  '/blog?tag=%3Cscript%3E',
  '/blog?tag=__proto__',
  '/es/blog?tag=a&tag=b&page=2&page=3',
  '/api/page/blog?page=abc',
  '/api/page/..%2Fadmin',
  '/api/page/blog/%00',
].map((path) => ({ name: `query ${path.slice(0, 50)}`, path, ok: pageOrClientError }));

const METHODS: Probe[] = [
  { name: 'DELETE a post page', path: '/blog/accessible-forms-checklist', init: { method: 'DELETE' } },
  { name: 'POST the home page', path: '/', init: { method: 'POST', body: 'x' } },
  { name: 'PUT page data', path: '/api/page/blog', init: { method: 'PUT', body: '{}' } },
  { name: 'GET the login API', path: '/api/user/login' },
  { name: 'PATCH the token API', path: '/api/user/token', init: { method: 'PATCH' } },
  { name: 'an unknown API path', path: '/api/user/unknown' },
  { name: 'an 8 KB cookie on the token API', path: '/api/user/token', init: { headers: { cookie: `__session=${'c'.repeat(8000)}` } } },
];

const PROBES = [...LOGIN, ...ITEM_PAGES, ...QUERIES, ...METHODS];
const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/work\/|functions\/lib|Error: |TypeError|ReferenceError/;
const OUR_CODE = /functions\/lib|functions\/src|web\/src/;

describe('hostile input (Hosting emulator)', () => {
  it('has a corpus of at least 40 requests', () => {
    expect(PROBES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s: 4xx, no 5xx, no stack trace', async (_name, probe) => {
    const response = await fetch(`${BASE_URL}${probe.path}`, { redirect: 'manual', ...probe.init });
    const body = await response.text();
    expect((probe.ok ?? clientError)(response.status), `${probe.path} → ${response.status}`).toBe(true);
    expect(body).not.toMatch(probe.platformParser ? OUR_CODE : LEAKS);
  });
});
