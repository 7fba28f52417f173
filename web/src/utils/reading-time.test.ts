import { describe, expect, it } from 'vitest';
import { readingMinutes, readingMinutesOf } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readingMinutes', () => {
  it('is 0 for an empty body (a language not written yet)', () => {
    expect(readingMinutes('   ')).toBe(0);
  });

  it('rounds up at 200 words a minute, with at least one minute', () => {
    expect(readingMinutes('Hello')).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('ignores markdown syntax and URLs but counts code twice', () => {
    expect(readingMinutes(`# Title\n\n[${words(150)}](https://example.com/${words(300).replace(/ /g, '/')})`)).toBe(1);
    expect(readingMinutes(`${words(100)}\n\n\`\`\`ts\n${words(100)}\n\`\`\`\n`)).toBe(2);
  });

  it('computes each language', () => {
    expect(readingMinutesOf({ en: words(450), es: '' })).toEqual({ en: 3, es: 0 });
  });
});
