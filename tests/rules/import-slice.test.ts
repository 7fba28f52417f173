/**
 * The Markdown import (functions/src/portability/markdown-import.ts) computes what the editor computes at save
 * time, with its own copy (a deploy uploads functions/ alone): reading time and addresses. This holds the copies to
 * the editor's functions on the seed's bodies and on edge cases.
 */
import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import seed from '../../seed/database_export/demo-portfolio-default-rtdb.json';
import { readingMinutes, siteFromMarkdownFiles, slugify } from '../../functions/src/portability/markdown-import.js';
import { astro, hugo, jekyll } from '../../functions/src/testing/markdown-samples.js';
import { readingMinutes as editorReadingMinutes } from '../../web/src/utils/reading-time';
import { slugify as editorSlugify } from '../../web/src/utils/slug';

const NOW = Date.UTC(2026, 10, 26, 12);
const bodies = Object.values(seed.posts.bodies).flatMap((body) => [body.en, body.es]);

describe("the import's copies of the editor's computations", () => {
  it('reads the same minutes from every seed body and from edge cases', () => {
    for (const body of [...bodies, '', '   ', '```\ncode only\n```', '![alt text](x.png) [link](https://e.x) <b>tag</b> ## ---']) {
      expect(readingMinutes(body), body.slice(0, 40)).toBe(editorReadingMinutes(body));
    }
  });

  it('makes the same address from a title', () => {
    const long = 'A very long title that goes on and on about forms, errors and the people who meet them every day';
    for (const title of ['Diseño web & CSS', '  Hello, World!  ', 'Ünïcödé — tïtlé', 'ﬁne ligatures', 'a--b', '2024: a year', long]) {
      expect(slugify(title), title).toBe(editorSlugify(title));
      expect(slugify(title, 30), title).toBe(editorSlugify(title, 30));
    }
  });
});

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
