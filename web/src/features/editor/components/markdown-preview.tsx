import { memo, useEffect, useMemo, useRef } from 'react';
import { useHighlighter } from '../../../components/markdown/markdown';
import { renderMarkdown, type Highlighter } from '../../../components/markdown/render-markdown';
import { RenderedMarkdown } from '../../../components/markdown/rendered-markdown';
import { blockIndexAt, splitMarkdownBlocks } from '../markdown-blocks';

export interface MarkdownPreviewProps {
  /** The body as last rendered (a deferred value: typing never waits for this component). */
  source: string;
  /** Where the caret is in the body: the preview keeps that block in view. */
  caret: number;
}

/** One block, rendered again only when its own text (or the highlighter) changes. */
const PreviewBlock = memo(function PreviewBlock({
  text,
  highlighter,
  current,
}: {
  text: string;
  highlighter?: Highlighter;
  current: boolean;
}) {
  const html = useMemo(() => renderMarkdown(text, highlighter), [text, highlighter]);
  return (
    <div className={`markdown-preview__block${current ? ' markdown-preview__block--current' : ''}`} data-current={current || undefined}>
      <RenderedMarkdown html={html} />
    </div>
  );
});

/**
 * The live preview, block by block (markdown-blocks.ts), following the block being edited: when the caret moves
 * to another block, the preview box scrolls to show it (the box only, never the page).
 */
export function MarkdownPreview({ source, caret }: MarkdownPreviewProps) {
  const highlighter = useHighlighter(source);
  const blocks = useMemo(() => splitMarkdownBlocks(source), [source]);
  const current = blockIndexAt(blocks, caret);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = root.current?.closest<HTMLElement>('.markdown-field__preview');
    const block = root.current?.children[current] as HTMLElement | undefined;
    if (!box || !block) return;
    const top = block.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const visible = top >= box.scrollTop && top + Math.min(block.offsetHeight, box.clientHeight) <= box.scrollTop + box.clientHeight;
    // A third of the way down: the text just above the caret's block stays in view too.
    if (!visible) box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }, [current]);

  return (
    <div ref={root} className="markdown-preview">
      {blocks.map((block, index) => (
        <PreviewBlock key={block.key} text={block.text} highlighter={highlighter} current={index === current} />
      ))}
    </div>
  );
}
