/**
 * A deployment without its site URL is refused. SITE_URL and ALLOWED_ORIGINS default to the local emulator
 * origins (so `npm start` needs no set-up); for a real project (id not starting with `demo-`) those defaults
 * would make every canonical, sitemap and feed point at http://127.0.0.1:5000 and refuse every sign-in.
 * Checked twice: before the deploy (functions/scripts/check-deploy-env.mjs, a firebase.json predeploy step,
 * reading the .env files the CLI will use) and when an instance builds the API's handlers (runtime.ts), so a
 * misconfigured function answers 500 with this message in its log instead of serving wrong URLs.
 */
export interface DeploymentSettings {
  SITE_URL?: string;
  ALLOWED_ORIGINS?: string;
}

const isDemoProject = (projectId: string) => projectId === '' || projectId.startsWith('demo-');

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;

/** True for an absolute http(s) origin on a real host (not loopback). */
function isPublicOrigin(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !LOOPBACK.test(url.hostname) && url.pathname.replace(/\/+$/, '') === ''
    );
  } catch {
    return false;
  }
}

/** What is wrong with the settings for this project; empty when a deploy may go ahead. */
export function deploymentProblems(projectId: string, settings: DeploymentSettings): string[] {
  if (isDemoProject(projectId)) return [];
  const file = `functions/.env.${projectId}`;
  const problems: string[] = [];
  const siteUrl = settings.SITE_URL?.trim() ?? '';
  if (!isPublicOrigin(siteUrl)) {
    problems.push(
      siteUrl
        ? `SITE_URL is "${siteUrl}", which is not the public origin of a site (like https://example.com): set it in ${file}.`
        : `SITE_URL is not set for project "${projectId}": sitemaps, feeds, canonicals and link previews would point at http://127.0.0.1:5000. Set SITE_URL=https://your-domain in ${file}.`,
    );
  }
  const origins = (settings.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0 || !origins.some(isPublicOrigin)) {
    problems.push(
      `ALLOWED_ORIGINS ${origins.length === 0 ? 'is not set' : `lists only local origins (${origins.join(', ')})`} for project "${projectId}": no one could sign in on the site. Set ALLOWED_ORIGINS=https://your-domain in ${file}.`,
    );
  }
  return problems;
}

/** Throws one error listing every problem (README, "Deploying to your own Firebase project", step 4). */
export function assertDeployable(projectId: string, settings: DeploymentSettings): void {
  const problems = deploymentProblems(projectId, settings);
  if (problems.length > 0) {
    throw new Error(
      `Refusing to run for Firebase project "${projectId}":\n- ${problems.join('\n- ')}\n(README, "Deploying to your own Firebase project", step 4.)`,
    );
  }
}

/** KEY=value lines of a dotenv file (the subset the Firebase CLI reads: comments, optional quotes). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  }
  return values;
}

/** SITE_URL once the settings are known to fit the project (GCLOUD_PROJECT, set by the runtime and the emulator). */
export function deployableSiteUrl(siteUrl: string, allowedOrigins: string, projectId = process.env.GCLOUD_PROJECT ?? ''): string {
  assertDeployable(projectId, { SITE_URL: siteUrl, ALLOWED_ORIGINS: allowedOrigins });
  return siteUrl;
}
