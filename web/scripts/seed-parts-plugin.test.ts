// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { seedParts } from './seed-parts-plugin';

/** The plugin's hooks as Vite calls them, for a build whose env file holds `env` (the server renderer's with `ssr`). */
function loadPart(part: string, env: string, { seedFile, ssr = false }: { seedFile?: string; ssr?: boolean } = {}): string {
  const envDir = mkdtempSync(join(tmpdir(), 'seed-parts-'));
  writeFileSync(join(envDir, '.env.check'), env);
  const plugin = seedParts({ seedFile });
  const root = '/work/web';
  (plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ root, mode: 'check', envDir });
  const context = { error: (message: string) => Promise.reject(new Error(message)), addWatchFile: () => undefined };
  const id = (plugin.resolveId as (this: unknown, id: string) => string).call(context, `virtual:seed/${part}`);
  return (plugin.load as (this: unknown, id: string, options: { ssr: boolean }) => string).call(context, id, { ssr });
}

describe('seedParts', () => {
  it('ships the seed’s published content to a bundled build', () => {
    type Summary = { langs?: Record<string, { publishedAt: number }> };
    const lists = JSON.parse(loadPart('lists', '')) as { posts: { summaries: Record<string, Summary> } };
    const summaries = Object.values(lists.posts.summaries);
    expect(summaries.length).toBeGreaterThan(0);
    // Published documents only (docs/data-model.md): each has a language visitors see now.
    for (const summary of summaries) {
      const live = Object.values(summary.langs ?? {}).filter((entry) => entry.publishedAt <= Date.now());
      expect(live.length).toBeGreaterThan(0);
    }
    expect(lists).not.toHaveProperty('drafts');
  });

  it('ships no item scheduled for later to a browser’s chunks; the server renderer keeps it for its time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-file-'));
    const seedFile = join(dir, 'seed.json');
    const post = (publishedAt: number, title: string) => ({ status: 'published', publishedAt, title: { en: title, es: '' } });
    const later = Date.now() + 24 * 60 * 60 * 1000;
    writeFileSync(
      seedFile,
      JSON.stringify({
        posts: {
          summaries: { now: post(Date.now() - 1000, 'Out now'), soon: post(later, 'Announced tomorrow') },
          bodies: { now: { en: 'Body now', es: '' }, soon: { en: 'The embargoed body', es: '' } },
        },
      }),
    );
    const browser = loadPart('lists', '', { seedFile }) + loadPart('post-bodies', '', { seedFile });
    expect(browser).toContain('Out now');
    expect(browser).not.toMatch(/Announced tomorrow|embargoed|"soon"/);
    const server = loadPart('lists', '', { seedFile, ssr: true }) + loadPart('post-bodies', '', { seedFile, ssr: true });
    expect(server).toContain('Announced tomorrow');
  });

  it('ships no content at all to a database build (decided at build time from its env)', () => {
    const database = 'VITE_FIREBASE_API_KEY=key\n';
    for (const part of ['lists', 'post-bodies', 'project-details', 'cv']) expect(loadPart(part, database), part).toBe('{}');
    expect(loadPart('cv', `${database}VITE_CONTENT_SOURCE=bundled\n`)).not.toBe('{}');
  });
});
