// @ts-check
/**
 * The project runs on Node ≥ 22.19 (package.json "engines": Lighthouse 13 and the benchmarks' TypeScript imports
 * need it). `npm start` and `npm test` call this first, so an older Node stops with what to do rather than with an
 * error deep in a suite.
 */
const MINIMUM = [22, 19];

/** @param {string} version "22.19.0" or "v22.19.0" */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

export function requireSupportedNode() {
  if (isSupportedNode(process.versions.node)) return;
  console.error(
    `This project needs Node ${MINIMUM.join('.')} or newer (package.json "engines"); this is Node ${process.versions.node}.\n` +
      'Install Node 22 or 24 (nvm install 22, volta install node@22, fnm install 22, brew install node@22, or nodejs.org).',
  );
  process.exit(1);
}
