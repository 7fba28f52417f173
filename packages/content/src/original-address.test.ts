import { describe, expect, it } from 'vitest';
import { LIMITS, type Fields } from './content-model.ts';
import { originalAddress } from './original-address.ts';

describe('originalAddress', () => {
  const fields = {
    liveUrl: { kind: 'url', max: LIMITS.url },
    originalUrl: { kind: 'url', max: LIMITS.url, optional: true, canonical: true },
  } as const satisfies Fields;

  it('is the value of the field the model declares canonical, when set', () => {
    expect(originalAddress(fields, { liveUrl: 'https://a.example', originalUrl: 'https://b.example/post' })).toBe('https://b.example/post');
  });

  it('is empty when that field is empty or absent, or when no field is declared canonical', () => {
    expect(originalAddress(fields, { liveUrl: 'https://a.example', originalUrl: '' })).toBe('');
    expect(originalAddress(fields, { liveUrl: 'https://a.example' })).toBe('');
    expect(originalAddress({ liveUrl: fields.liveUrl }, { liveUrl: 'https://a.example' })).toBe('');
  });
});
