// @ts-check
/**
 * Debian's Chromium and the flags every browser run here uses (the e2e suites through browser.ts, Lighthouse, the
 * image-bytes benchmark): plain JavaScript, so a script run by Node 20 without a type stripper can import it too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Offline-safe, quiet flags; the resolver rule makes any third-party host fail at once instead of timing out. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
