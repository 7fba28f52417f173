/**
 * database.rules.json stays hand-written; this proves it accepts exactly what the content model declares
 * (packages/content/src/content-model.ts, docs/decisions.md "A field in one place"): the rules name the model's fields and
 * no others; an item with every field at its limit, written as the app's mapping writes it (db-mapping.ts), is
 * accepted; one past any limit, without a required field, or with a field the model does not declare is refused.
 * Walked from the model, so a field added there without its rule (or the other way round) fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { LIMITS, POST_MODEL, PROJECT_MODEL, type Field } from '@portfolio/content/content-model';
import { keepingLangs, postToDb, projectToDb, withoutNulls } from '@portfolio/content/db-mapping';
import type { ContentImage, Post, Project } from '@portfolio/content/content-types';
import { POST_FIELDS, PROJECT_FIELDS } from '../../web/src/features/editor/validation';
import { FIXTURE_NOW, testTree } from '../../web/src/testing/fixtures';

type RulesNode = { [key: string]: RulesNode | string | boolean | string[] };
const rules = JSON.parse(readFileSync(join(__dirname, '..', '..', 'database.rules.json'), 'utf8')) as { rules: RulesNode };

const NOW = FIXTURE_NOW + 60 * 60 * 1000;
const owner = { uid: 'owner-uid', provider: 'password', token: { owner: true, email: 'owner@example.com' } };

const KINDS = [
  { kind: 'posts', model: POST_MODEL, fields: POST_FIELDS, details: 'bodies', id: 'a-new-post' },
  { kind: 'projects', model: PROJECT_MODEL, fields: PROJECT_FIELDS, details: 'details', id: 'a-new-project' },
] as const;
type Kind = (typeof KINDS)[number];
type Item = Record<string, unknown>;
type Node = Record<string, any>;

/** The stored nodes of a new item (version 1), as the store writes them: summary and details in one update. */
function stored(kind: Kind, item: Item): { summary: Node; details: Node } {
  const written = kind.kind === 'posts' ? postToDb(item as unknown as Post) : projectToDb(item as unknown as Project);
  const details = 'body' in written ? written.body : written.details;
  return { summary: withoutNulls(written.summary), details: withoutNulls(details) };
}

/** The owner creates the item with exactly these nodes (the fixture tree around it). */
function create(kind: Kind, { summary, details }: { summary: Node; details: Node }) {
  const patch = { [`${kind.kind}/summaries/${kind.id}`]: summary, [`${kind.kind}/${kind.details}/${kind.id}`]: details };
  return targaryen.database(rules, testTree(), NOW).as(owner).update('/', patch, { now: NOW });
}
const accepted = (kind: Kind, nodes: { summary: Node; details: Node }) => {
  const result = create(kind, nodes);
  expect(result.allowed, result.info).toBe(true);
};
const refused = (kind: Kind, nodes: { summary: Node; details: Node }) => {
  const result = create(kind, nodes);
  expect(result.allowed, result.info).toBe(false);
};

const text = (length: number) => 'x'.repeat(length);
/** A tag of exactly `length` characters, distinct for each `index`. */
const tag = (index: number, length: number = LIMITS.tagLength) => `t${index}-`.padEnd(length, 'x');
/** An https URL of exactly `length` characters. */
const url = (length: number) => `https://example.com/${text(length - 'https://example.com/'.length)}`;

/** An uploaded image in the item's folder, with as many narrower copies and as long an alt text as the model allows. */
function image(kind: Kind, name: string, variants: number = LIMITS.imageVariants, alt: number = LIMITS.alt): ContentImage {
  const path = (suffix: string) => `images/${kind.kind}/${kind.id}/${name}${suffix}.webp`;
  return {
    path: path(''),
    url: `https://storage.example.com/${path('')}`,
    width: 2000,
    height: 1000,
    alt: { en: text(alt), es: text(alt) },
    variants: Array.from({ length: variants }, (_, index) => ({
      width: 100 * (index + 1),
      path: path(`-${100 * (index + 1)}w`),
      url: `https://storage.example.com/${path(`-${100 * (index + 1)}w`)}`,
    })),
  };
}

/** The most a field may hold (a new item's version and status, the times of a save a second ago). */
function atLimit(kind: Kind, key: string, field: Field): unknown {
  switch (field.kind) {
    case 'version':
      return 0;
    case 'langs':
      // Both languages published, each with every field of its entry.
      return {
        en: { publishedAt: NOW - 1000, firstPublishedAt: NOW - 1000, rev: 1, translatedFrom: null },
        es: { publishedAt: NOW - 1000, firstPublishedAt: NOW - 1000, rev: 1, translatedFrom: { lang: 'en', rev: 1 } },
      };
    case 'time':
      // After the time it follows: revisedAt after publishedAt.
      return field.after ? NOW : NOW - 1000;
    case 'text':
    case 'markdown':
      return { en: text(field.max), es: text(field.max) };
    case 'minutes':
      return { en: field.max, es: field.max };
    case 'tags':
      return Array.from({ length: field.max }, (_, index) => tag(index));
    case 'image':
      return image(kind, key);
    case 'gallery':
      return Array.from({ length: field.max }, (_, index) => image(kind, `${key}-${index}`));
    case 'flag':
      return true;
    case 'integer':
      return field.max;
    case 'url':
      return url(field.max);
  }
}

const fullItem = (kind: Kind): Item => ({
  id: kind.id,
  // The item's dates, which its languages' give it (content-types.ts, ItemDates).
  publishedAt: NOW - 1000,
  firstPublishedAt: NOW - 1000,
  ...Object.fromEntries(Object.entries(kind.fields).map(([key, field]) => [key, atLimit(kind, key, field)])),
});
const fieldsOf = (kind: Kind, ...kinds: Field['kind'][]) =>
  Object.entries(kind.fields as Record<string, Field>).filter(([, field]) => kinds.includes(field.kind));
/** Where a field is stored: the summary, or the details (a post's body is its details node itself). */
const nodeOf = (kind: Kind, key: string): 'summary' | 'details' => (key in kind.model.summary ? 'summary' : 'details');
/** The stored nodes with one field's stored value replaced (undefined: removed). */
function withStored(kind: Kind, key: string, value: unknown) {
  const nodes = stored(kind, fullItem(kind));
  const where = nodeOf(kind, key);
  if (where === 'details' && kind.kind === 'posts') nodes.details = value as Node;
  else if (value === undefined) delete nodes[where][key];
  else nodes[where][key] = value;
  return nodes;
}
/** The stored nodes of the full item with some fields changed in the app's terms. */
const withItem = (kind: Kind, changes: Item) => stored(kind, { ...fullItem(kind), ...changes });

describe.each(KINDS)('$kind: database.rules.json and the content model', (kind) => {
  const summaryRules = (rules.rules[kind.kind] as RulesNode).summaries as RulesNode;
  const detailsRules = (rules.rules[kind.kind] as RulesNode)[kind.details] as RulesNode;
  const named = (node: RulesNode) => Object.keys(node.$id as RulesNode).filter((key) => !key.startsWith('.') && !key.startsWith('$'));

  it('name the fields the model declares and no others', () => {
    // The tags sit twice: the set and its numbered slots (docs/data-model.md, "Tags twice"). The older shape's
    // status and dates are accepted until `npm run migrate-content` has run (docs/decisions.md, "What a saved
    // version of an item is").
    expect(named(summaryRules).sort()).toEqual(
      [...Object.keys(kind.model.summary), 'tagList', 'status', 'publishedAt', 'firstPublishedAt'].sort(),
    );
    // A post's body node is the Markdown itself, { en, es }.
    expect(named(detailsRules).sort()).toEqual(kind.kind === 'posts' ? ['en', 'es'] : Object.keys(kind.model.details).sort());
  });

  it('accept an item with every field at its limit, as the app writes it', () => {
    accepted(kind, stored(kind, fullItem(kind)));
  });

  it('refuse a field the model does not declare, in either node', () => {
    const nodes = stored(kind, fullItem(kind));
    refused(kind, { ...nodes, summary: { ...nodes.summary, subtitle: { en: 'Sub', es: 'Sub' } } });
    refused(kind, { ...nodes, details: { ...nodes.details, notes: 'more' } });
  });

  it.each(Object.entries(kind.fields as Record<string, Field>))('%s: required unless the model says optional', (key, field) => {
    const nodes = withStored(kind, key, undefined);
    // No tags: neither the set nor its slots.
    if (field.kind === 'tags') delete nodes.summary.tagList;
    if (field.optional) accepted(kind, nodes);
    else refused(kind, nodes);
  });

  it.each(fieldsOf(kind, 'text', 'markdown'))('%s: at most its length in each language, no other language', (key, field) => {
    if (!('max' in field)) throw new Error(`${key} declares no length`);
    const value = (lang: 'en' | 'es', length: number) => ({ en: text(field.max), es: text(field.max), [lang]: text(length) });
    refused(kind, withItem(kind, { [key]: value('en', field.max + 1) }));
    refused(kind, withItem(kind, { [key]: value('es', field.max + 1) }));
    refused(kind, withStored(kind, key, { ...value('en', 1), fr: 'x' }));
    if ('required' in field && field.required === 'inOneLanguage') {
      refused(kind, withItem(kind, { [key]: { en: '', es: '' } }));
      // Written in Spanish only, so published in Spanish only.
      const spanish = keepingLangs(fullItem(kind) as never, ['es']) as Item;
      const langs = { es: (spanish.langs as Record<string, unknown>).es };
      accepted(kind, stored(kind, { ...spanish, langs, [key]: { en: '', es: 'x' } }));
    }
  });

  it.each(fieldsOf(kind, 'minutes'))('%s: whole numbers from 0 to its limit', (key, field) => {
    if (!('max' in field)) throw new Error(`${key} declares no limit`);
    for (const bad of [field.max + 1, -1, 1.5]) refused(kind, withItem(kind, { [key]: { en: bad, es: 0 } }));
  });

  it.each(fieldsOf(kind, 'integer'))('%s: whole numbers within its range', (key, field) => {
    if (field.kind !== 'integer') throw new Error(`${key} is not an integer`);
    accepted(kind, withItem(kind, { [key]: field.min }));
    for (const bad of [field.min - 1, field.max + 1, field.min + 0.5]) refused(kind, withItem(kind, { [key]: bad }));
  });

  it.each(fieldsOf(kind, 'url'))('%s: "" or an https URL no longer than its limit', (key, field) => {
    if (!('max' in field)) throw new Error(`${key} declares no length`);
    accepted(kind, withItem(kind, { [key]: '' }));
    refused(kind, withItem(kind, { [key]: url(field.max + 1) }));
    refused(kind, withItem(kind, { [key]: 'http://example.com/' }));
  });

  it.each(fieldsOf(kind, 'flag'))('%s: a boolean', (key) => {
    accepted(kind, withItem(kind, { [key]: false }));
    refused(kind, withStored(kind, key, 'yes'));
  });

  it.each(fieldsOf(kind, 'tags'))('%s: at most its count, each tag at most its length', (key, field) => {
    if (!('max' in field)) throw new Error(`${key} declares no count`);
    refused(kind, withItem(kind, { [key]: Array.from({ length: field.max + 1 }, (_, index) => tag(index)) }));
    refused(kind, withItem(kind, { [key]: [tag(0, LIMITS.tagLength + 1)] }));
  });

  it.each(fieldsOf(kind, 'image', 'gallery'))('%s: at most its images, copies and alt text', (key, field) => {
    const one = (variants: number, alt: number) => {
      const picture = image(kind, key, variants, alt);
      return field.kind === 'gallery' ? [picture] : picture;
    };
    refused(kind, withItem(kind, { [key]: one(LIMITS.imageVariants + 1, LIMITS.alt) }));
    refused(kind, withItem(kind, { [key]: one(1, LIMITS.alt + 1) }));
    if (field.kind === 'gallery')
      refused(kind, withItem(kind, { [key]: Array.from({ length: field.max + 1 }, (_, index) => image(kind, `${key}-${index}`)) }));
  });

  it.each(fieldsOf(kind, 'time'))('%s: no later than its limit ahead of the server clock', (key, field) => {
    if (field.kind !== 'time') throw new Error(`${key} is not a time`);
    // The rules keep the save's other times in step: createdAt ≤ updatedAt, and a time that follows this one
    // comes after it (or is left out).
    const at = (ms: number): Item => {
      const item: Item = { ...fullItem(kind), [key]: ms };
      item.updatedAt = Math.max(item.updatedAt as number, item.createdAt as number);
      for (const [other, otherField] of fieldsOf(kind, 'time')) if (otherField.kind === 'time' && otherField.after === key) item[other] = 0;
      return item;
    };
    accepted(kind, stored(kind, at(NOW + field.ahead)));
    refused(kind, stored(kind, at(NOW + field.ahead + 1)));
    if (field.after) {
      // Not after the item's date (its languages' in the current shape).
      const nodes = stored(kind, fullItem(kind));
      const date = field.after === 'publishedAt' ? nodes.summary.langs.en.publishedAt : nodes.summary[field.after];
      refused(kind, { ...nodes, summary: { ...nodes.summary, [key]: date } });
    }
  });

  it('hold a language’s text only with its entry in langs, and an entry only where its title and summary are written', () => {
    const nodes = stored(kind, fullItem(kind));
    const onlyEnglish = { ...nodes, summary: { ...nodes.summary, langs: { en: nodes.summary.langs.en } } };
    refused(kind, onlyEnglish);
    const blanked = stored(kind, {
      ...fullItem(kind),
      langs: { en: nodes.summary.langs.en },
      title: { en: 'Title', es: '' },
      summary: { en: 'Summary', es: '' },
      readingMinutes: { en: 1, es: 0 },
      body: { en: 'Body', es: '' },
      cover: null,
      gallery: [],
    });
    accepted(kind, blanked);
    refused(kind, { ...blanked, summary: { ...blanked.summary, langs: { ...blanked.summary.langs, es: nodes.summary.langs.es } } });
    const withSpanishBody =
      kind.kind === 'posts' ? { ...blanked.details, es: 'Cuerpo' } : { ...blanked.details, body: { en: 'Body', es: 'Cuerpo' } };
    refused(kind, { ...blanked, details: withSpanishBody });
    refused(kind, { ...blanked, summary: { ...blanked.summary, langs: { en: { publishedAt: NOW + 367 * 86_400_000 } } } });
    refused(kind, { ...blanked, summary: { ...blanked.summary, langs: { en: nodes.summary.langs.en, fr: nodes.summary.langs.en } } });
  });

  it('accept the older shape (one status and date) until the migration, but never both shapes at once', () => {
    const nodes = stored(kind, fullItem(kind));
    const { langs: _langs, ...rest } = nodes.summary;
    accepted(kind, { ...nodes, summary: { ...rest, status: 'published', publishedAt: NOW - 1000 } });
    refused(kind, { ...nodes, summary: { ...rest, status: 'archived', publishedAt: NOW - 1000 } });
    refused(kind, { ...nodes, summary: { ...nodes.summary, status: 'published' } });
    refused(kind, { ...nodes, summary: { ...nodes.summary, publishedAt: NOW - 1000 } });
  });
});
