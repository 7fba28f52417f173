// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { seedParts } from './seed-parts-plugin';

/** The plugin's hooks as Vite calls them, for a build whose env file holds `env`. */
function loadPart(part: string, env: string): string {
  const envDir = mkdtempSync(join(tmpdir(), 'seed-parts-'));
  writeFileSync(join(envDir, '.env.check'), env);
  const plugin = seedParts();
  const root = '/work/web';
  (plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ root, mode: 'check', envDir });
  const context = { error: (message: string) => Promise.reject(new Error(message)), addWatchFile: () => undefined };
  const id = (plugin.resolveId as (this: unknown, id: string) => string).call(context, `virtual:seed/${part}`);
  return (plugin.load as (this: unknown, id: string) => string).call(context, id);
}

describe('seedParts', () => {
  it('ships the seed’s published content to a bundled build', () => {
    const lists = JSON.parse(loadPart('lists', '')) as { posts: { summaries: Record<string, { status: string }> } };
    const statuses = Object.values(lists.posts.summaries).map((summary) => summary.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['published']));
  });

  it('ships no content at all to a database build (decided at build time from its env)', () => {
    const database = 'VITE_FIREBASE_API_KEY=key\n';
    for (const part of ['lists', 'post-bodies', 'project-details', 'cv']) expect(loadPart(part, database), part).toBe('{}');
    expect(loadPart('cv', `${database}VITE_CONTENT_SOURCE=bundled\n`)).not.toBe('{}');
  });
});
