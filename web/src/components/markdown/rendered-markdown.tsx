import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface RenderedMarkdownProps {
  /** Sanitised HTML (render-markdown.ts): nothing else may come here. */
  html: string;
  className?: string;
  /** The text's language, when not the page's (a BCP 47 tag). */
  lang?: string;
}

/** How long a copy button says "Copied" before it says "Copy" again. */
const COPIED_FOR_MS = 2000;

/**
 * Markdown already rendered to sanitised HTML. Site-relative links navigate inside the app instead of reloading the
 * page, and each code block gets a Copy button once the app runs (the HTML already has the bar it sits in, so
 * nothing moves). The button is a real <button> with a listener, not inline script, so the CSP allows it; what
 * happened is announced in the page's language through a polite live region.
 */
export function RenderedMarkdown({ html, className, lang }: RenderedMarkdownProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const [announcement, setAnnouncement] = useState('');

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

  // Only a body with code has buttons, and so an announcement to make: the admin's preview renders one of these per
  // Markdown block, and should not carry a live region for each paragraph.
  const hasCode = html.includes('class="code-block"');

  useEffect(() => {
    const element = container.current;
    if (!element || !hasCode) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const buttons = [...element.querySelectorAll('.code-block')].map((block) => {
      const code = block.querySelector('pre code');
      const bar = block.querySelector('.code-block__bar');
      if (!code || !bar) return null;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-copy';
      button.textContent = t('code.copy');
      // "Copy" alone repeats on a page with many blocks: the name says which.
      const language = block.querySelector('.code-block__language')?.textContent;
      button.setAttribute('aria-label', language ? t('code.copyLanguage', { language }) : t('code.copyCode'));
      button.addEventListener('click', () => {
        const text = code.textContent ?? '';
        const copying = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('No clipboard'));
        copying.then(
          () => {
            button.textContent = t('code.copied');
            setAnnouncement(t('code.copiedAnnouncement'));
            const timer = setTimeout(() => {
              button.textContent = t('code.copy');
              timers.delete(timer);
            }, COPIED_FOR_MS);
            timers.add(timer);
          },
          () => setAnnouncement(t('code.copyFailed')),
        );
      });
      bar.append(button);
      return button;
    });
    return () => {
      timers.forEach(clearTimeout);
      buttons.forEach((button) => button?.remove());
    };
  }, [html, hasCode, t]);

  return (
    <>
      <div
        ref={container}
        className={['markdown', className].filter(Boolean).join(' ')}
        lang={lang}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {hasCode ? (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      ) : null}
    </>
  );
}
