import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../table-of-contents';

/**
 * The post's table of contents (docs/decisions.md, "Table of contents"): collapsed above the body on phones and
 * narrow windows, beside the text and following the reader on wide ones (CSS decides which shows). Both are plain
 * links that work before the app runs; once it does, the section being read is marked in both, which changes
 * colours only, so nothing moves.
 */
export function TableOfContents({
  entries,
  lang,
}: {
  entries: TocEntry[];
  /** The headings' language, when not the page's. */ lang?: string;
}) {
  const { t } = useTranslation('pages');
  const current = useCurrentSection(entries);
  if (entries.length === 0) return null;
  const list = (
    <ol className="toc__list" lang={lang}>
      {entries.map((entry) => (
        <li key={entry.id} className={`toc__item toc__item--h${entry.depth}`}>
          <a href={`#${entry.id}`} aria-current={current === entry.id ? 'location' : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <nav className="toc toc--inline" aria-label={t('blog.onThisPage')}>
        <details>
          <summary>{t('blog.onThisPage')}</summary>
          {list}
        </details>
      </nav>
      {/* Only one of the two shows at a time (blog.css), so they share their name. */}
      <nav className="toc toc--aside" aria-label={t('blog.onThisPage')}>
        <div className="toc__sticky">
          <p className="toc__title" aria-hidden="true">
            {t('blog.onThisPage')}
          </p>
          {list}
        </div>
      </nav>
    </>
  );
}

/** The id of the last heading scrolled past the top quarter of the window; the first one before that (its section is being read). */
function useCurrentSection(entries: TocEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(entry.id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return;
    const update = () => {
      const line = window.innerHeight / 4;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setCurrent(passed.length > 0 ? passed[passed.length - 1].id : headings[0].id);
    };
    update();
    if (typeof IntersectionObserver === 'undefined') {
      window.addEventListener('scroll', update, { passive: true });
      return () => window.removeEventListener('scroll', update);
    }
    // Headings crossing the line are what change the answer: no work on other scrolls.
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -75% 0px' });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [entries]);
  return current;
}
