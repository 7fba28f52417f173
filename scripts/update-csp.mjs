#!/usr/bin/env node
// @ts-check
// Keeps the Content-Security-Policy in firebase.json in step with the inline scripts of the page.
// The CSP allows inline scripts only by hash (no 'unsafe-inline'), so any edit to the theme boot
// script in web/index.html must be followed by `npm run update-csp`, and the config test fails until it is.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Firebase endpoints the SDK talks to. The local emulators' origins are not here: emulator runs serve
// firebase.emulator.json, which scripts/emulator-config.mjs derives from this policy with them added.
const CONNECT_SRC = [
  "'self'",
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebasedatabase.app',
  'wss://*.firebasedatabase.app',
  'https://firebasestorage.googleapis.com',
];
const IMG_SRC = ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'];

/**
 * The bodies of the executable inline scripts: <script> without src and without a data type.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (application/json, ld+json) are never executed, so CSP does not govern them.
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** @param {string} body */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** @param {string[]} hashes */
export function buildCsp(hashes) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'"],
    ['img-src', ...IMG_SRC],
    ['font-src', "'self'"],
    ['connect-src', ...CONNECT_SRC],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The hashes of every inline script of web/index.html and of the built page when there is one. */
export function currentHashes() {
  const pages = [join(root, 'web/index.html'), join(root, 'web/dist/spa.html')].filter((file) => existsSync(file));
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const page of pages) for (const body of inlineScripts(readFileSync(page, 'utf8'))) hashes.add(scriptHash(body));
  return [...hashes].sort();
}

async function main() {
  const configPath = join(root, 'firebase.json');
  /** @type {import('./emulator-config.mjs').FirebaseConfig} */
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const all = config.hosting.headers.find((entry) => entry.source === '**');
  const csp = all?.headers.find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error('firebase.json: no Content-Security-Policy header on source "**"');
  const hashes = currentHashes();
  csp.value = buildCsp(hashes);
  // Written as Prettier writes it, so `npm run lint` stays green after an update.
  const { format, resolveConfig } = await import('prettier');
  const options = { ...(await resolveConfig(configPath)), filepath: configPath };
  writeFileSync(configPath, await format(JSON.stringify(config, null, 2), options));
  console.log(`CSP updated with ${hashes.length} inline script hash(es): ${hashes.join(' ') || '(none)'}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
