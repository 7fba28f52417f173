import { describe, expect, it } from 'vitest';
import en from '../../locales/en/media.json';
import es from '../../locales/es/media.json';
import type { UploadErrorCode } from './upload-image-file';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('media messages', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const messages of [en, es]) {
      for (const key of keys(messages)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(value, key).toMatch(/\S/);
      }
    }
  });

  it('has a message for every upload error', () => {
    const codes: Record<UploadErrorCode, true> = {
      'not-an-image': true,
      svg: true,
      'unsupported-type': true,
      'too-big': true,
      'cannot-shrink': true,
      'permission-denied': true,
      network: true,
      cancelled: true,
      unknown: true,
    };
    for (const code of Object.keys(codes)) {
      expect(en.errors).toHaveProperty([code]);
      expect(es.errors).toHaveProperty([code]);
    }
  });
});
