import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertDeployable, deployableSiteUrl, deploymentProblems, parseDotenv } from './deployment.js';

const LOCAL = {
  SITE_URL: 'http://127.0.0.1:5000',
  ALLOWED_ORIGINS: 'http://127.0.0.1:5000,http://localhost:5000,http://127.0.0.1:5173,http://localhost:5173',
};

describe('a deployment without its site URL is refused', () => {
  it('lets the demo project (and a run without a project) use the local defaults', () => {
    expect(deploymentProblems('demo-portfolio', LOCAL)).toEqual([]);
    expect(deploymentProblems('demo-portfolio', {})).toEqual([]);
    expect(deploymentProblems('', {})).toEqual([]);
    // The demo project's own settings file is what the emulators load.
    const demo = parseDotenv(readFileSync(join(__dirname, '..', '..', '.env.demo-portfolio'), 'utf8'));
    expect(deploymentProblems('demo-portfolio', demo)).toEqual([]);
  });

  it('refuses a real project without SITE_URL and ALLOWED_ORIGINS, saying where to set them', () => {
    const problems = deploymentProblems('emi-site', {});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SITE_URL is not set for project "emi-site".*127\.0\.0\.1:5000.*functions\/\.env\.emi-site/);
    expect(problems[1]).toMatch(/^ALLOWED_ORIGINS is not set for project "emi-site".*functions\/\.env\.emi-site/);
    expect(() => assertDeployable('emi-site', {})).toThrow(/Refusing to run for Firebase project "emi-site"/);
  });

  it('refuses a real project on the local defaults (what the params fall back to)', () => {
    const problems = deploymentProblems('emi-site', LOCAL);
    expect(problems[0]).toMatch(/SITE_URL is "http:\/\/127\.0\.0\.1:5000", which is not the public https origin/);
    expect(problems[1]).toMatch(/ALLOWED_ORIGINS lists origins that are not the site's own https origins \(http:\/\/127\.0\.0\.1:5000, /);
    expect(deploymentProblems('emi-site', { SITE_URL: 'https://emi.dev/blog', ALLOWED_ORIGINS: 'https://emi.dev' })).toHaveLength(1);
  });

  it('refuses an http site URL, and any loopback, http or unrelated sign-in origin beside the site’s own', () => {
    expect(deploymentProblems('emi-site', { SITE_URL: 'http://emi.dev', ALLOWED_ORIGINS: 'https://emi.dev' })).toEqual([
      expect.stringMatching(/^SITE_URL is "http:\/\/emi\.dev", which is not the public https origin/),
    ]);
    for (const extra of [
      'http://localhost:5173',
      'https://127.0.0.1',
      'https://[::1]:5000',
      'http://www.emi.dev',
      'https://evil.example',
      'https://emi.dev.evil.example',
    ]) {
      const problems = deploymentProblems('emi-site', { SITE_URL: 'https://emi.dev', ALLOWED_ORIGINS: `https://emi.dev,${extra}` });
      expect(problems, extra).toHaveLength(1);
      expect(problems[0], extra).toContain(`(${extra})`);
    }
  });

  it('accepts a real project with its public origin', () => {
    const settings = { SITE_URL: 'https://emi.dev', ALLOWED_ORIGINS: 'https://emi.dev,https://www.emi.dev' };
    expect(deploymentProblems('emi-site', settings)).toEqual([]);
    // The project's own Hosting domains serve the same site.
    const hosting = {
      SITE_URL: 'https://www.emi.dev',
      ALLOWED_ORIGINS: 'https://emi.dev,https://emi-site.web.app,https://emi-site.firebaseapp.com',
    };
    expect(deploymentProblems('emi-site', hosting)).toEqual([]);
    expect(() => assertDeployable('emi-site', settings)).not.toThrow();
  });
});

describe('deployableSiteUrl (the functions at run time)', () => {
  it('passes the site URL through for the demo project and a configured real one, and refuses the local defaults', () => {
    expect(deployableSiteUrl(LOCAL.SITE_URL, LOCAL.ALLOWED_ORIGINS, 'demo-portfolio')).toBe(LOCAL.SITE_URL);
    expect(deployableSiteUrl('https://emi.dev', 'https://emi.dev', 'emi-site')).toBe('https://emi.dev');
    expect(() => deployableSiteUrl(LOCAL.SITE_URL, LOCAL.ALLOWED_ORIGINS, 'emi-site')).toThrow(
      /Refusing to run for Firebase project "emi-site"/,
    );
  });
});

describe('parseDotenv', () => {
  it('reads KEY=value lines as the Firebase CLI writes them', () => {
    expect(parseDotenv('# comment\nSITE_URL=https://emi.dev\nALLOWED_ORIGINS="https://emi.dev"\n\nEMPTY=\nX=1 # note\n')).toEqual({
      SITE_URL: 'https://emi.dev',
      ALLOWED_ORIGINS: 'https://emi.dev',
      EMPTY: '',
      X: '1',
    });
  });
});
