/**
 * Each kind's field list (item-fields.ts) against the content model (packages/content/src/content-model.ts): a field added to the
 * model and forgotten in the editor fails here, and so does a list the item form cannot draw.
 */
import { describe, expect, it } from 'vitest';
import { POST_MODEL, PROJECT_MODEL, type EditedKind, type Fields } from '@portfolio/content/content-model';
import enAdmin from '../../locales/en/admin.json';
import esAdmin from '../../locales/es/admin.json';
import { formBlocks } from './components/item-form';
import {
  editorFields,
  languagePaths,
  POST_FORM_FIELDS,
  postFields,
  projectFields,
  requiredLanguageFields,
  type EditorFields,
} from './item-fields';
import { postForm, projectForm } from './item-kinds';
import { sortedErrorPaths, tabOfField } from './item-editor/error-order';

const EDITED: EditedKind[] = ['text', 'markdown', 'tags', 'image', 'gallery', 'flag', 'integer', 'url'];

const kinds: [string, EditorFields, { summary: Fields; details: Fields }, Record<string, unknown>][] = [
  ['posts', postFields, POST_MODEL, postForm.sections],
  ['projects', projectFields, PROJECT_MODEL, projectForm.sections],
];

/** An admin message, by its dotted key. */
const message = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe.each(kinds)('the %s form’s field list', (_kind, fields, model, sections) => {
  const declared = { ...model.summary, ...model.details };

  it('names every field of the model, and nothing else but the id and the one status and date the editor turns into langs', () => {
    const listed = [...fields.shown.map((field) => field.name), ...fields.setByEditor].sort();
    expect(listed).toEqual(['id', 'status', 'publishedAt', 'firstPublishedAt', ...Object.keys(declared)].sort());
  });

  it('shows every field the owner types; the editor sets only fields nobody types', () => {
    const shown = fields.shown.map((field) => field.name);
    for (const [name, field] of Object.entries(declared)) {
      if (EDITED.includes(field.kind as EditedKind)) expect(shown, name).toContain(name);
    }
    for (const name of fields.setByEditor) if (name in declared) expect(EDITED, name).not.toContain(declared[name].kind);
  });

  it('has every label and hint in English and Spanish', () => {
    for (const { name, form } of fields.shown) {
      for (const key of [form.label, form.hint].filter((value) => value !== undefined)) {
        expect(message(enAdmin, key), `${name}: ${key} (en)`).toEqual(expect.any(String));
        expect(message(esAdmin, key), `${name}: ${key} (es)`).toEqual(expect.any(String));
      }
    }
  });

  it('is drawn whole by the item form, each field once, in the list’s order', () => {
    const blocks = formBlocks(fields, sections);
    const drawn = blocks.flatMap((block) => {
      if (block.type === 'fieldset') return block.fields.map((field) => field.name);
      if (block.type === 'input') return [block.field.name];
      if (block.type === 'languages') return fields.language.map((field) => field.name);
      if (block.type === 'publication') return ['status', 'publishedAt'];
      if (block.type === 'section') return fields.shown.filter((field) => field.form.group === block.group).map((field) => field.name);
      return [block.type];
    });
    expect(drawn).toEqual(fields.shown.map((field) => field.name));
  });
});

describe('what the editor derives from a field list', () => {
  it('writes per language exactly the text and Markdown fields, and asks for the required ones before publishing', () => {
    expect(postFields.language.map((field) => field.name)).toEqual(['title', 'summary', 'body']);
    expect(requiredLanguageFields(projectFields)).toEqual(['title', 'summary', 'body']);
    expect(languagePaths(postFields).map((path) => path.path)).toEqual([
      'title.en',
      'summary.en',
      'body.en',
      'title.es',
      'summary.es',
      'body.es',
    ]);
  });

  it('orders the errors of a project’s own fields as its form shows them', () => {
    const error = { code: 'url' } as const;
    const errors = { gallery: error, order: error, repoUrl: error, liveUrl: error, tags: error, 'title.en': error };
    expect(sortedErrorPaths(errors, 'en', projectFields)).toEqual(['tags', 'liveUrl', 'repoUrl', 'order', 'gallery', 'title.en']);
  });

  it('draws a new url field, in its language tab or error order, from its list entry alone', () => {
    // An optional post field of a kind the form draws itself: one entry in the list, no form code.
    const model = { ...POST_MODEL.summary, ...POST_MODEL.details, exampleUrl: { kind: 'url', max: 2000, optional: true } } as const;
    const fields = editorFields({ ...POST_FORM_FIELDS, exampleUrl: { label: 'posts.exampleUrl' } }, model);
    expect(formBlocks(fields, postForm.sections).at(-1)).toEqual({
      type: 'input',
      field: { name: 'exampleUrl', form: { label: 'posts.exampleUrl' }, model: model.exampleUrl },
    });
    expect(sortedErrorPaths({ exampleUrl: { code: 'url' }, tags: { code: 'tag' } }, 'en', fields)).toEqual(['tags', 'exampleUrl']);
    expect(tabOfField('exampleUrl', fields)).toBeUndefined();
  });

  it('refuses a field the form cannot draw, rather than leaving it out', () => {
    // A number is drawn only by a kind's own section (a project's order), never on its own.
    const model = { ...POST_MODEL.summary, ...POST_MODEL.details, rank: { kind: 'integer', min: 0, max: 9 } } as const;
    const fields = editorFields({ ...POST_FORM_FIELDS, rank: { label: 'posts.rank' } }, model);
    expect(() => formBlocks(fields, postForm.sections)).toThrow(/rank/);
  });
});
