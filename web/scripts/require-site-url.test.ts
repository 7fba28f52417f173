import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { requireSiteUrl } from './require-site-url';

// The plugin's hook as Vite calls it, with the VITE_* variables Vite loaded from .env files and the environment.
const build = (env: Record<string, string>) => {
  const plugin = requireSiteUrl();
  const hook = plugin.configResolved as (config: ResolvedConfig) => void;
  return () => hook.call({} as never, { env } as unknown as ResolvedConfig);
};

describe('vite build refuses a real project without its site URL', () => {
  it('fails for a non-demo project without VITE_SITE_URL, naming the variable and the file', () => {
    expect(build({ VITE_FIREBASE_PROJECT_ID: 'emi-site' })).toThrow(
      /^Build refused: VITE_SITE_URL is not set.*web\/\.env\.production\.local/,
    );
  });

  it('builds for a demo- project, for no project, and for a real project with its URL', () => {
    expect(build({ VITE_FIREBASE_PROJECT_ID: 'demo-portfolio' })).not.toThrow();
    expect(build({})).not.toThrow();
    expect(build({ VITE_FIREBASE_PROJECT_ID: 'emi-site', VITE_SITE_URL: 'https://emi.dev' })).not.toThrow();
  });

  it('runs for builds only, not the dev server', () => {
    expect(requireSiteUrl().apply).toBe('build');
  });
});
