import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import './markdown.css';

export interface RenderedMarkdownProps {
  /** Sanitised HTML (render-markdown.ts): nothing else may come here. */
  html: string;
  className?: string;
}

/** Markdown already rendered to sanitised HTML. Site-relative links navigate inside the app instead of reloading the page. */
export function RenderedMarkdown({ html, className }: RenderedMarkdownProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

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
