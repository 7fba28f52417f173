/**
 * What a keystroke costs the preview on a long body: the whole body rendered at once (before)
 * against what a keystroke now triggers, splitting into blocks plus rendering the one block it changed, which
 * React runs after the keystroke is on screen. Run: npx vitest bench --run web/src/features/editor/markdown-preview.bench.ts
 * Numbers, not assertions: timings belong in a bench, not in unit tests.
 */
import { bench, describe } from 'vitest';
import { renderMarkdown } from '../../components/markdown/render-markdown';
import { splitMarkdownBlocks } from './markdown-blocks';

function body(chars: number): string {
  const section = [
    '## A section heading',
    'A paragraph with **bold**, `code`, a [link](https://example.com/page) and enough words to wrap over a line or two in the editor.',
    '- one item\n- two items\n- three items',
    '```ts\nconst answer = 42;\nconsole.log(answer);\n```',
    '> A quotation that goes on for a while, as quotations do.',
  ].join('\n\n');
  let out = '';
  while (out.length < chars) out += `${section}\n\n`;
  return out.slice(0, chars);
}

for (const size of [60_000, 150_000]) {
  const source = body(size);
  const blocks = splitMarkdownBlocks(source);
  const edited = blocks[Math.floor(blocks.length / 2)].text;
  describe(`${size.toLocaleString('en-US')} characters (${blocks.length} blocks)`, () => {
    bench('before: the whole body per keystroke', () => {
      renderMarkdown(source);
    });
    bench('now: split + the edited block', () => {
      splitMarkdownBlocks(source);
      renderMarkdown(edited);
    });
  });
}
