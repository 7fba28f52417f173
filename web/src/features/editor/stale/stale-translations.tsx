/**
 * Stale translations in the admin (docs/decisions.md, "What a saved version of an item is": stale translations):
 * a language whose source was published changed since it was last marked up to date is marked in the list, on its
 * tab (as the tab's accessible description too) and, in its tab, by a notice that says since when and how much,
 * shows the source's changes since then on request and offers "Mark as up to date".
 */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang, type Langs, type Post, type Project } from '@portfolio/content/content-types';
import { staleness, type SavedItem, type Staleness } from '@portfolio/content/saved-item';
import { formatDate } from '../../../utils/dates';
import type { ContentErrorCode } from '../../../data/content-store';
import { errorCode, type EditorKind } from '../api/editor-store';
import { loadPublished, loadStaleSource, markItemUpToDate } from './source-at-rev';
import './stale.css';

type Item = Post | Project;

const StaleDiff = lazy(() => import('./stale-diff').then((module) => ({ default: module.StaleDiff })));

/** A language in the admin list: its code, or "ES out of date" when its source changed since. */
export function ListLanguage({ item, lang }: { item: { langs: Langs }; lang: Lang }) {
  const stale = staleness(item, lang);
  // Most rows are up to date: their code needs no translation hook (a list page has many rows).
  return stale ? <StaleListMark stale={stale} lang={lang} /> : <>{lang.toUpperCase()}</>;
}

function StaleListMark({ stale, lang }: { stale: Staleness; lang: Lang }) {
  const { t } = useTranslation('admin');
  return (
    <span className="stale-mark" title={t('stale.tabDescription', describe(t, stale, lang))}>
      {t('stale.listMark', { lang: lang.toUpperCase() })}
    </span>
  );
}

type T = ReturnType<typeof useTranslation<'admin'>>['t'];
const describe = (t: T, stale: Staleness, lang: Lang) => ({
  source: t(`languages.${stale.source}`),
  language: t(`languages.${lang}`),
});

export interface StaleTranslations {
  /** Per stale language, what its tab says of it (its badge and accessible description). */
  tabNotes: Partial<Record<Lang, { badge: string; description: string }>>;
  /** What a language's tab shows first: the notice, when it is stale. */
  notice(lang: Lang): ReactNode;
}

/**
 * The editor's view of its item's stale languages. Judged by the published document as stored (read again after
 * each save, as a save counts the revs), else by the languages the editor holds.
 */
export function useStaleTranslations(kind: EditorKind, saved: Item | null, onMarked: (stored: SavedItem<Item>) => void): StaleTranslations {
  const { t } = useTranslation('admin');
  const [read, setRead] = useState<{ version: number; langs: Langs } | null>(null);
  const id = saved?.id;
  const version = saved?.version ?? 0;
  useEffect(() => {
    if (!id || version === 0) return;
    let current = true;
    loadPublished(kind, id).then(
      (published) => current && setRead({ version, langs: published?.langs ?? {} }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, id, version]);
  // The language just marked: its notice gives way to a status that says so, and takes the focus the button had.
  const [marked, setMarked] = useState<Lang | null>(null);
  const langs = read && read.version === version ? read.langs : (saved?.langs ?? {});
  const tabNotes: StaleTranslations['tabNotes'] = {};
  for (const lang of LANGS) {
    const stale = staleness({ langs }, lang);
    if (stale) tabNotes[lang] = { badge: t('stale.tabBadge'), description: t('stale.tabDescription', describe(t, stale, lang)) };
  }
  return {
    tabNotes,
    notice: (lang) => {
      const stale = staleness({ langs }, lang);
      if (stale && saved) {
        const done = (stored: SavedItem<Item>) => {
          setMarked(lang);
          onMarked(stored);
        };
        return <StaleNotice key={`${lang}-${stale.sourceRev}`} kind={kind} id={saved.id} lang={lang} stale={stale} onMarked={done} />;
      }
      return marked === lang ? <MarkedStatus text={t('stale.marked', { language: t(`languages.${lang}`) })} /> : null;
    },
  };
}

/**
 * Said once marked, where the notice was: focused as it appears (a layout effect, as SaveStatus), so the owner's
 * place is kept and screen readers hear it.
 */
function MarkedStatus({ text }: { text: string }) {
  const element = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => element.current?.focus(), []);
  return (
    <p ref={element} role="status" tabIndex={-1} className="stale-notice stale-notice--done">
      {text}
    </p>
  );
}

interface StaleNoticeProps {
  kind: EditorKind;
  id: string;
  lang: Lang;
  stale: Staleness;
  onMarked(stored: SavedItem<Item>): void;
}

type Source = { state: 'loading' } | { state: 'gone' } | { state: 'ready'; then: Item; now: Item };

/** "English changed since the Spanish was last updated on …: 2 paragraphs", with its changes and "Mark as up to date". */
function StaleNotice({ kind, id, lang, stale, onMarked }: StaleNoticeProps) {
  const { t, i18n } = useTranslation('admin');
  const uiLang: Lang = i18n.language === 'es' ? 'es' : 'en';
  const [source, setSource] = useState<Source>({ state: 'loading' });
  const [shown, setShown] = useState(false);
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<ContentErrorCode | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const changesId = useId();
  useEffect(() => {
    let current = true;
    loadStaleSource(kind, id, stale.source, stale.rev).then(
      ({ published, then }) => current && setSource(published && then ? { state: 'ready', then, now: published } : { state: 'gone' }),
      () => current && setSource({ state: 'gone' }),
    );
    return () => {
      current = false;
    };
  }, [kind, id, stale.source, stale.rev]);

  const names = describe(t, stale, lang);
  const message =
    stale.since > 0 ? t('stale.notice', { ...names, date: formatDate(stale.since, uiLang) }) : t('stale.noticeUndated', names);
  const paragraphs = source.state === 'ready' ? staleness({ ...source.now, langs: source.now.langs }, lang, source.then)?.paragraphs : null;

  const mark = async () => {
    setMarking(true);
    setError(null);
    try {
      onMarked(await markItemUpToDate(kind, id, lang));
    } catch (failure) {
      setError(errorCode(failure));
      setMarking(false);
      status.current?.focus();
    }
  };

  return (
    <section className="stale-notice" aria-labelledby={`${changesId}-message`}>
      <p id={`${changesId}-message`} className="stale-notice__message">
        {paragraphs ? t('stale.withCount', { message, paragraphs: t('stale.paragraphs', { count: paragraphs }) }) : message}
      </p>
      {source.state === 'gone' ? <p className="field__hint">{t('stale.gone')}</p> : null}
      <div className="stale-notice__actions">
        {source.state === 'ready' ? (
          <button type="button" aria-expanded={shown} aria-controls={changesId} onClick={() => setShown((open) => !open)}>
            {shown ? t('stale.hide') : t('stale.show', { source: names.source })}
          </button>
        ) : null}
        <button type="button" onClick={() => void mark()} disabled={marking}>
          {marking ? t('stale.marking') : t('stale.mark')}
        </button>
      </div>
      <p ref={status} role="status" tabIndex={-1} className="stale-notice__status">
        {error ? t('stale.markFailed', { error: t(`contentErrors.${error}`) }) : ''}
      </p>
      <div id={changesId} hidden={!shown}>
        {shown && source.state === 'ready' ? (
          <Suspense fallback={<p>{t('stale.loading')}</p>}>
            <StaleDiff then={source.then} now={source.now} source={stale.source} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
