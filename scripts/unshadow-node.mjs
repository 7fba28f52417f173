// @ts-check
/**
 * The root `postinstall`. The optional package lighthouse-node-<platform>-<arch> (a Node 22 binary for
 * Lighthouse, see scripts/lighthouse-node.mjs) declares a `node` bin, so npm links it at node_modules/.bin/node —
 * and npm puts node_modules/.bin first on PATH in every npm script, which would silently run the whole project
 * on that Node instead of the developer's. This removes that one link (and only a link into such a package);
 * Lighthouse finds the binary by its path.
 */
import { lstatSync, readlinkSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Removes node_modules/.bin/node when it is a link into a lighthouse-node-* package; returns whether it did.
 * @param {string} projectRoot
 */
export function unshadowNode(projectRoot) {
  const binDir = join(projectRoot, 'node_modules', '.bin');
  const link = join(binDir, 'node');
  try {
    if (!lstatSync(link).isSymbolicLink()) return false;
  } catch {
    return false; // no link: nothing to do
  }
  if (!/[\\/]node_modules[\\/]lighthouse-node-[^\\/]+[\\/]/.test(resolve(binDir, readlinkSync(link)))) return false;
  unlinkSync(link);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  unshadowNode(join(dirname(fileURLToPath(import.meta.url)), '..'));
}
