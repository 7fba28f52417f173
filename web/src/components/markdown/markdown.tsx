import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { codeLanguages, renderMarkdown, type Highlighter } from './render-markdown';
import './markdown.css';

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
 * Sanitised Markdown (see render-markdown.ts). Code blocks first show as plain
 * text and are coloured once the lazily loaded highlighter arrives. Site-relative
 * links navigate inside the app instead of reloading the page.
 */
export function Markdown({ source, className }: MarkdownProps) {
  const [highlighter, setHighlighter] = useState<Highlighter | undefined>(() => loadedHighlighter);
  const needsHighlighter = useMemo(() => codeLanguages(source).length > 0, [source]);
  const html = useMemo(() => renderMarkdown(source, highlighter), [source, highlighter]);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

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

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href') ?? '';
      if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={container} className={['markdown', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
