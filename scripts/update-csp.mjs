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

// Firebase endpoints the SDK talks to: Auth's, and this project's Database and Storage bucket only
// (projectSources). The local emulators' origins are not here: emulator runs serve firebase.emulator.json,
// which scripts/emulator-config.mjs derives from this policy with them added.
const AUTH_SRC = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * The project the site deploys to, as the production build sees it: web/.env.production.local (or
 * .env.production, .env) when there is one, else the default project of .firebaserc with Firebase's default
 * Database and bucket names.
 * @returns {{ databaseUrl: string, storageBucket: string }}
 */
export function deployedProject() {
  /** @type {Record<string, string>} */
  const env = {};
  for (const name of ['.env', '.env.production', '.env.production.local']) {
    const file = join(root, 'web', name);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(VITE_FIREBASE_[A-Z_]+)\s*=\s*["']?([^"'\s#]*)/gm)) {
      if (match[2]) env[match[1]] = match[2];
    }
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID || JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects.default;
  return {
    databaseUrl: env.VITE_FIREBASE_DATABASE_URL || `https://${projectId}-default-rtdb.firebaseio.com`,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.firebasestorage.app`,
  };
}

/**
 * The sources of one project's Database and bucket (docs/security.md, "Content-Security-Policy"). The bucket is
 * named by its path on the Storage host, so no other project's bucket is reachable. The Database is named by the
 * servers of its own domain (firebaseio.com, or its region of firebasedatabase.app), not by its host alone: after
 * the first handshake the SDK connects to the server that holds the database (`s-….firebaseio.com`, a name the
 * handshake gives), which a policy cannot name in advance.
 * @param {{ databaseUrl: string, storageBucket: string }} project
 */
export function projectSources({ databaseUrl, storageBucket }) {
  const host = new URL(databaseUrl).hostname;
  const servers = `*.${host.slice(host.indexOf('.') + 1)}`;
  const bucket = `https://firebasestorage.googleapis.com/v0/b/${storageBucket}/`;
  return { connect: [`https://${servers}`, `wss://${servers}`, bucket], img: [bucket] };
}

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

/**
 * @param {string[]} hashes
 * @param {{ databaseUrl: string, storageBucket: string }} project
 */
export function buildCsp(hashes, project = deployedProject()) {
  const sources = projectSources(project);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', ...sources.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...AUTH_SRC, ...sources.connect],
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
