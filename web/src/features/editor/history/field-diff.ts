/**
 * The difference between two versions, field by field and language by language, in words (docs/decisions.md,
 * "History with differences and restore"): jsdiff's word diff, which ignores changes of spacing alone. An item is
 * compared as a flat list of texts (a CV: cvFields), so the posts' and projects' history can reuse it. This
 * module, with jsdiff, is only in the history's own lazy chunk.
 */
import { diffWords } from 'diff';
import type { CvField } from '@portfolio/content/cv-history';

/**
 * One text of a version, as cvFields lists a CV's (itemFields a post's or project's): a key, where it sits
 * (section, entry, field) and its language.
 */
export type VersionField = Omit<CvField, 'section'> & { section: string };

interface DiffPart {
  text: string;
  change: 'added' | 'removed' | 'same';
}

export interface FieldChange {
  /** The field as the newer version has it (as the older one had it, when the newer has no such field). */
  field: VersionField;
  parts: DiffPart[];
  /** Words added and removed, going from the older version to the newer one. */
  added: number;
  removed: number;
}

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The fields whose text differs from `older` to `newer`, in the newer version's order, then those only the older
 * one has (an entry since removed). A field missing on one side counts as empty there.
 */
export function diffFields(older: VersionField[], newer: VersionField[]): FieldChange[] {
  const before = new Map(older.map((field) => [field.key, field]));
  const afterKeys = new Set(newer.map((field) => field.key));
  const pairs: [VersionField, string, string][] = [
    ...newer.map((field): [VersionField, string, string] => [field, before.get(field.key)?.text ?? '', field.text]),
    ...older.filter((field) => !afterKeys.has(field.key)).map((field): [VersionField, string, string] => [field, field.text, '']),
  ];
  const changes: FieldChange[] = [];
  for (const [field, from, to] of pairs) {
    if (from === to) continue;
    const parts = diffWords(from, to).map((part): DiffPart => ({
      text: part.value,
      change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    }));
    // Spacing alone changed: the word diff sees no difference, and neither would a reader.
    if (parts.every((part) => part.change === 'same')) continue;
    const count = (change: DiffPart['change']) =>
      parts.filter((part) => part.change === change).reduce((sum, part) => sum + wordCount(part.text), 0);
    changes.push({ field, parts, added: count('added'), removed: count('removed') });
  }
  return changes;
}
