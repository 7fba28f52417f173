// @ts-check
// firebase.json predeploy step for the functions (after the build, which compiles lib/config/deployment.js):
// refuses a deploy to a real project (id not starting with `demo-`) whose SITE_URL / ALLOWED_ORIGINS would be
// the local defaults. Reads the files the Firebase CLI reads for the params: functions/.env, .env.<project id>
// and .env.<alias> (aliases of that project in .firebaserc), later ones winning. The CLI sets GCLOUD_PROJECT
// and PROJECT_DIR for predeploy hooks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The build's output (lib/, compiled before this step), so imported by URL; its types are those of src/.
/** @type {typeof import('../src/config/deployment.js')} */
const { deploymentProblems, parseDotenv } = await import(new URL('../lib/config/deployment.js', import.meta.url).href);

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const projectDir = process.env.PROJECT_DIR ?? join(functionsDir, '..');
const projectId = process.env.GCLOUD_PROJECT ?? '';

/** @param {string} file */
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const aliases = Object.entries(JSON.parse(read(join(projectDir, '.firebaserc')) ?? '{}').projects ?? {})
  .filter(([alias, id]) => id === projectId && alias !== projectId)
  .map(([alias]) => alias);

/** @type {Record<string, string>} */
const settings = {};
for (const name of ['.env', `.env.${projectId}`, ...aliases.map((alias) => `.env.${alias}`)]) {
  const text = read(join(functionsDir, name));
  if (text !== null) Object.assign(settings, parseDotenv(text));
}

const problems = deploymentProblems(projectId, settings);
if (problems.length > 0) {
  console.error(
    `\nDeploy refused for Firebase project "${projectId}":\n- ${problems.join('\n- ')}\n(README, "Deploying to your own Firebase project", step 4.)\n`,
  );
  process.exit(1);
}
console.log(`deploy settings for "${projectId || '(no project)'}": ok`);
