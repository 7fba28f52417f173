/**
 * The search and link preview beside a language's fields (docs/decisions.md, "Search and share preview"): the page
 * as a search result and as a shared link's card, built by the same functions as the page's head, following what
 * the owner types (a moment after they stop), with where a result cuts the title and the summary. Not in the Tab
 * order past its summary: it shows, it does nothing.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_COLORS, cardByline, titleFontSize } from '@portfolio/content/link-card';
import { site } from '@portfolio/content/site';
import { env } from '../../../config/env';
import { SEARCH_DESCRIPTION_CHARS, SEARCH_TITLE_CHARS, searchCut, sharePreviewOf, type SharedItem } from '../share-preview';

/** How long typing pauses before the preview follows. */
const SHARE_PREVIEW_DELAY_MS = 300;

/** `value` once it has stayed the same (compared by its JSON) for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}

/** Open at first where there is room beside the fields; a phone starts with it closed, below them. */
const wide = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 60rem)').matches;

export function SharePreviewPanel({ item }: { item: SharedItem }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(wide);
  const id = useId();
  const language = t(`languages.${item.lang}`);
  return (
    <section className="share-preview" aria-labelledby={`${id}-toggle`}>
      {/* A button rather than <details>: the same in every browser, and its state is the component's. */}
      <h2 className="share-preview__heading">
        <button
          type="button"
          id={`${id}-toggle`}
          className="share-preview__toggle"
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={() => setOpen(!open)}
        >
          {t('sharePreview.summary', { language })}
        </button>
      </h2>
      <div id={`${id}-content`} hidden={!open}>
        <p className="field__hint">{t('sharePreview.intro', { language })}</p>
        {open ? <SettledPreview item={item} /> : null}
      </div>
    </section>
  );
}

/** Mounted only while open: a closed preview costs the form nothing as the owner types. */
function SettledPreview({ item }: { item: SharedItem }) {
  return <SharePreviewBody item={useSettled(item, SHARE_PREVIEW_DELAY_MS)} />;
}

function SharePreviewBody({ item }: { item: SharedItem }) {
  const { t } = useTranslation('admin');
  const language = t(`languages.${item.lang}`);
  if (!item.title.trim()) return <p className="field__hint">{t('sharePreview.notWritten', { language })}</p>;
  const preview = sharePreviewOf(item, env.firebase !== null);
  const title = searchCut(preview.title, SEARCH_TITLE_CHARS);
  const description = searchCut(preview.description, SEARCH_DESCRIPTION_CHARS);
  const host = new URL(preview.url).host;
  const crumbs = [host, ...new URL(preview.url).pathname.split('/').filter(Boolean)].join(' › ');
  return (
    <div className="share-preview__body">
      <section className="share-preview__section" aria-labelledby={`share-search-${item.lang}`}>
        <h3 id={`share-search-${item.lang}`}>{t('sharePreview.searchHeading')}</h3>
        <div className="search-result" lang={item.lang} data-testid={`search-result-${item.lang}`}>
          <p className="search-result__site">{site.name}</p>
          <p className="search-result__url">{crumbs}</p>
          <p className="search-result__title">{title.shown}</p>
          {description.shown ? <p className="search-result__text">{description.shown}</p> : null}
        </div>
        <ul className="share-preview__hints">
          <li>
            {title.cutAfter
              ? t('sharePreview.titleCut', { count: preview.title.length, max: SEARCH_TITLE_CHARS, after: title.cutAfter })
              : t('sharePreview.titleFits', { count: preview.title.length, max: SEARCH_TITLE_CHARS })}
          </li>
          <li>
            {!preview.description
              ? t('sharePreview.descriptionEmpty', { language })
              : description.cutAfter
                ? t('sharePreview.descriptionCut', {
                    count: preview.description.length,
                    max: SEARCH_DESCRIPTION_CHARS,
                    after: description.cutAfter,
                  })
                : t('sharePreview.descriptionFits', { count: preview.description.length, max: SEARCH_DESCRIPTION_CHARS })}
          </li>
        </ul>
      </section>
      <section className="share-preview__section" aria-labelledby={`share-card-${item.lang}`}>
        <h3 id={`share-card-${item.lang}`}>{t('sharePreview.cardHeading')}</h3>
        <div className="share-card" lang={item.lang} data-testid={`share-card-${item.lang}`}>
          {preview.image?.drawn ? (
            <DrawnCard
              label={preview.image.label}
              title={item.title.trim()}
              byline={cardByline(item.lang)}
              host={host}
              alt={preview.image.alt}
            />
          ) : preview.image ? (
            <img
              className="share-card__image"
              src={preview.image.url}
              width={preview.image.width}
              height={preview.image.height}
              alt={preview.image.alt}
            />
          ) : null}
          <div className="share-card__text">
            <p className="share-card__host">{host}</p>
            <p className="share-card__title">{preview.title}</p>
            {preview.description ? <p className="share-card__description">{preview.description}</p> : null}
          </div>
        </div>
        <p className="field__hint">
          {preview.image?.drawn
            ? t('sharePreview.imageDrawn', { language })
            : preview.image
              ? t(`sharePreview.imageOwn_${item.kind}`)
              : t('sharePreview.imageNone')}
        </p>
      </section>
    </div>
  );
}

/**
 * The card the `ogImages` function draws (functions/src/og/og-card.ts), drawn here in HTML with the same words,
 * colours and proportions: the function draws only a published item's saved version, and this follows the typing.
 * Sizes are in hundredths of the card's width (cqi), as the function's pixels are of its 1200.
 */
function DrawnCard({ label, title, byline, host, alt }: { label: string; title: string; byline: string; host: string; alt: string }) {
  const px = (pixels: number) => `${pixels / 12}cqi`;
  return (
    <div className="drawn-card" role="img" aria-label={alt}>
      <div
        className="drawn-card__inner"
        style={{
          padding: `${px(64)} ${px(72)}`,
          background: CARD_COLORS.background,
          color: CARD_COLORS.text,
          borderInlineStart: `${px(16)} solid ${CARD_COLORS.accent}`,
        }}
      >
        <div style={{ fontSize: px(30), fontWeight: 700, color: CARD_COLORS.accent }}>{label}</div>
        <div className="drawn-card__title" style={{ fontSize: px(titleFontSize(title)) }}>
          {title}
        </div>
        <div className="drawn-card__foot" style={{ fontSize: px(28), color: CARD_COLORS.muted }}>
          <span>{byline}</span>
          <span>{host}</span>
        </div>
      </div>
    </div>
  );
}
