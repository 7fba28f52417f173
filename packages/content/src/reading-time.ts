/**
 * Reading time of a Markdown body, stored with each post at save time (readingMinutes) so that lists never download
 * bodies. The editor, the Markdown import and the seed check use this one function, so the numbers always agree.
 */

/** A common average for reading on screen; code is slower to read, so it counts double. */
const WORDS_PER_MINUTE = 200;

const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export function readingMinutes(markdown: string): number {
  if (markdown.trim() === '') return 0;
  let codeWords = 0;
  const prose = markdown.replace(/```[\s\S]*?(?:```|$)/g, (block) => {
    codeWords += countWords(block.replace(/^```.*$/gm, ''));
    return ' ';
  });
  const text = prose
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: keep the alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the text, drop the URL
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  const words = countWords(text) + codeWords * 2;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
