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

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/** The host of an absolute https origin on a real host (not loopback, no path), else null. */
function publicOriginHost(value: string): string | null {
  try {
    const url = new URL(value.trim());
    const bare = url.pathname.replace(/\/+$/, '') === '' && !url.search && !url.hash && !url.username && !url.password;
    return url.protocol === 'https:' && !LOOPBACK.test(url.hostname) && bare ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a sign-in origin belongs to the site: its own host or its www twin (any subdomain of the site's domain),
 * or the project's own Firebase Hosting domains. Any other origin could sign the owner in from a page it controls.
 */
function belongsToSite(host: string, siteHost: string, projectId: string): boolean {
  const domain = siteHost.replace(/^www\./, '');
  return host === domain || host.endsWith(`.${domain}`) || host === `${projectId}.web.app` || host === `${projectId}.firebaseapp.com`;
}

/** What is wrong with the settings for this project; empty when a deploy may go ahead. */
export function deploymentProblems(projectId: string, settings: DeploymentSettings): string[] {
  if (isDemoProject(projectId)) return [];
  const file = `functions/.env.${projectId}`;
  const problems: string[] = [];
  const siteUrl = settings.SITE_URL?.trim() ?? '';
  const siteHost = publicOriginHost(siteUrl);
  if (!siteHost) {
    problems.push(
      siteUrl
        ? `SITE_URL is "${siteUrl}", which is not the public https origin of a site (like https://example.com): set it in ${file}.`
        : `SITE_URL is not set for project "${projectId}": sitemaps, feeds, canonicals and link previews would point at http://127.0.0.1:5000. Set SITE_URL=https://your-domain in ${file}.`,
    );
  }
  const origins = (settings.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) {
    problems.push(
      `ALLOWED_ORIGINS is not set for project "${projectId}": no one could sign in on the site. Set ALLOWED_ORIGINS=https://your-domain in ${file}.`,
    );
  }
  // Every origin listed may sign the owner in: each must be the site's own, over https (docs/security.md, "Sign-in").
  const foreign = origins.filter((origin) => {
    const host = publicOriginHost(origin);
    return !host || (siteHost !== null && !belongsToSite(host, siteHost, projectId));
  });
  if (foreign.length > 0) {
    problems.push(
      `ALLOWED_ORIGINS lists origins that are not the site's own https origins (${foreign.join(', ')}) for project "${projectId}": list only the site's, like ${siteHost ? `https://${siteHost}` : 'https://your-domain'}, in ${file}.`,
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
