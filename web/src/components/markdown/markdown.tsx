import { useEffect, useMemo, useState } from 'react';
import { codeLanguages, renderMarkdown, type Highlighter } from './render-markdown';
import { RenderedMarkdown } from './rendered-markdown';

/** Loaded once per session, then used synchronously by every later render. */
let loadedHighlighter: Highlighter | undefined;
let highlighterPromise: Promise<Highlighter> | null = null;

function loadHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= import('./highlight').then((module) => {
    loadedHighlighter = module.highlight;
    return module.highlight;
  });
  return highlighterPromise;
}

export interface MarkdownProps {
  source: string;
  className?: string;
}

/**
 * The code highlighter once `source` has a fenced code block with a language: undefined until its chunk has
 * loaded (code shows as plain text meanwhile), then the same function for every later render.
 */
export function useHighlighter(source: string): Highlighter | undefined {
  const [highlighter, setHighlighter] = useState<Highlighter | undefined>(() => loadedHighlighter);
  const needsHighlighter = useMemo(() => codeLanguages(source).length > 0, [source]);
  useEffect(() => {
    if (!needsHighlighter || highlighter) return;
    let active = true;
    loadHighlighter().then(
      (loaded) => active && setHighlighter(() => loaded),
      // Without colours the code is still readable: nothing else to do.
      (error: unknown) => console.warn('Code highlighting unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [needsHighlighter, highlighter]);
  return highlighter;
}

/**
 * Sanitised Markdown rendered in the browser (public pages get theirs from their loader: markdown-html.ts).
 * Code blocks first show as plain text and are coloured once the lazily loaded highlighter arrives.
 */
export function Markdown({ source, className }: MarkdownProps) {
  const highlighter = useHighlighter(source);
  const html = useMemo(() => renderMarkdown(source, highlighter), [source, highlighter]);
  return <RenderedMarkdown html={html} className={className} />;
}
