/**
 * The Markdown import (packages/content/src/portability/markdown-import.ts) writes items the database rules accept as
 * the owner's own save, limits included.
 */
import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { siteFromMarkdownFiles } from '../../functions/src/portability/markdown-import.js';
import { astro, hugo, jekyll } from '../../functions/src/testing/markdown-samples.js';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('items moved in from Markdown', () => {
  it("gives items the database rules accept as the owner's save (limits included)", () => {
    const rules = JSON.parse(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'));
    const { tree } = siteFromMarkdownFiles({ ...hugo, ...astro, ...jekyll }, { now: NOW });
    const owner = { uid: 'o', token: { owner: true } };
    for (const kind of ['posts', 'projects'] as const) {
      const part = kind === 'posts' ? 'bodies' : 'details';
      for (const [id, summary] of Object.entries(tree[kind].summaries as Record<string, object>)) {
        const patch = {
          [`${kind}/summaries/${id}`]: { ...summary, version: 1 },
          [`${kind}/${part}/${id}`]: (tree[kind][part] as Record<string, unknown>)[id],
        };
        const result = targaryen.database(rules, null, NOW).as(owner).update('/', patch, { now: NOW });
        expect(result.allowed, `${kind}/${id}: ${result.info}`).toBe(true);
      }
    }
  });
});
