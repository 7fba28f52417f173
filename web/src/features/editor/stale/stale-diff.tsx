/**
 * The source's changes since a translation was last marked up to date, word by word (docs/decisions.md, "What a
 * saved version of an item is": stale translations), with the history's word diff (history/field-diff.ts). Loaded
 * lazily, with jsdiff, when the owner asks to see them.
 */
import { useTranslation } from 'react-i18next';
import type { ContentImage, Lang, Post, Project } from '@portfolio/content/content-types';
import { DiffText } from '../history/diff-text';
import { diffFields, type FieldChange, type VersionField } from '../history/field-diff';
import '../history/history.css';

type Item = Post | Project;

/** `lang`'s texts of an item, as the diff compares them: title, summary, body, tags, each image's alt text. */
function translatedFields(item: Item, lang: Lang): VersionField[] {
  const field = (key: string, text: string): VersionField =>
    // The CV's section names do not apply here: the key alone says which text it is.
    ({ key, section: 'summary', field: key, scope: lang, text });
  const images = [item.cover, ...('gallery' in item ? item.gallery : [])].filter((image): image is ContentImage => !!image);
  return [
    field('title', item.title[lang]),
    field('summary', item.summary[lang]),
    field('body', item.body[lang]),
    field('tags', item.tags.join(', ')),
    ...images.map((image, index) => field(`alt.${index}`, image.alt[lang])),
  ];
}

export interface StaleDiffProps {
  then: Item;
  now: Item;
  source: Lang;
}

export function StaleDiff({ then, now, source }: StaleDiffProps) {
  const { t } = useTranslation('admin');
  const changes = diffFields(translatedFields(then, source), translatedFields(now, source));
  const label = (key: string) =>
    key.startsWith('alt.') ? t('stale.fields.alt', { position: Number(key.slice(4)) + 1 }) : t(`stale.fields.${key}`);
  return (
    <div className="stale-diff">
      <p className="field__hint">{t('stale.legend')}</p>
      {changes.length === 0 ? (
        <p>{t('stale.noTextChanges')}</p>
      ) : (
        <ul className="history__changes">
          {changes.map((change) => (
            <Change key={change.field.key} change={change} label={label(change.field.key)} lang={source} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One text's changes (DiffText), under its field's name. */
function Change({ change, label, lang }: { change: FieldChange; label: string; lang: Lang }) {
  return (
    <li className="history__change">
      {/* Not a heading: the notice sits among the form's fields, under headings of any level. */}
      <p className="stale-diff__field">{label}</p>
      <DiffText parts={change.parts} lang={lang} />
    </li>
  );
}
