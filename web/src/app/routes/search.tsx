/**
 * /search?q=… (/es/buscar?q=…): posts and projects in the page's language (docs/decisions.md, "Search"). The
 * loader searches where it runs — on the server, so the page and its GET form work without JavaScript — and,
 * once the app runs, the page searches the downloaded index per keystroke (the quick tier first, then the full
 * index), replacing `?q=` as it goes. Arrow keys move between the field and the results (result-keys.ts). This
 * module (and MiniSearch with it) loads only on this route.
 */
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { Seo } from '../../components/seo/seo';
import { sectionPreviewImage } from '../../components/seo/link-preview-image';
import { Icon } from '../../components/ui/icon';
import { langFromPath, paths } from '@portfolio/content/paths';
import { getContentStore } from '../../data/get-content-store';
import { LANGS, type Lang } from '@portfolio/content/content-types';
import { hasSearchIndex } from '../../features/search/client-index';
import { Highlighted } from '../../features/search/components/highlighted';
import { MAX_QUERY_LENGTH, search, type SearchAnswer, type SearchHit } from '../../features/search/search-index';
import { RESULT_LINK_CLASS, useResultKeys } from '../../features/search/result-keys';
import { SEARCH_INPUT_ID, type SearchNavigationState } from '../../features/search/search-shortcut';
import { searchIndexOf } from '../../features/search/search-source';
import { useSearchIndex } from '../../features/search/use-search-index';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

/** How long typing may pause before `?q=` follows it (results follow every keystroke). */
const URL_DEBOUNCE_MS = 100;
/**
 * Results a keystroke paints at once; the rest (up to 50) follow in a background render that the next keystroke
 * interrupts. Rendering 50 cards is most of a keystroke's time on a slow phone (docs/quality.md).
 */
const FIRST_RESULTS = 8;

const queryOf = (search: string) => (new URLSearchParams(search).get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = queryOf(url.search);
  const answer: SearchAnswer = query ? search(await searchIndexOf(await getContentStore(), lang), query) : { query, hits: [] };
  return { lang, languages: [...LANGS], ...answer };
}

/**
 * Typing replaces `?q=`: once the tab has the index, the page has searched already and the loader need not run
 * again; until then the loader answers the query (on a site with a backend, the server's page data: one small
 * request), so the first results never wait for the whole index.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.search !== nextUrl.search && !hasSearchIndex(langFromPath(nextUrl.pathname));
}

const hitPath = (lang: Lang, hit: SearchHit) => (hit.kind === 'post' ? paths.post(lang, hit.slug) : paths.project(lang, hit.slug));

/** One result (memo: the background render of the rest does not render the first ones again). */
const SearchResult = memo(function SearchResult({
  hit,
  lang,
  kind,
  onKeyDown,
}: {
  hit: SearchHit;
  lang: Lang;
  kind: string;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <li className="search-result">
      <p className="search-result__kind">{kind}</p>
      <h2 className="search-result__title">
        <Link to={hitPath(lang, hit)} className={RESULT_LINK_CLASS} onKeyDown={onKeyDown}>
          <Highlighted text={hit.title} terms={hit.terms} />
        </Link>
      </h2>
      <p className="search-result__snippet">
        <Highlighted text={hit.snippet} terms={hit.terms} />
      </p>
    </li>
  );
});

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { lang } = data;
  const { t } = useTranslation('pages');
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => queryOf(location.search));
  // A new URL not made by typing here (the header link, Back, the language picker) brings its own query.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!(location.state as SearchNavigationState | null)?.inPlace) setQuery(queryOf(location.search));
  }

  // The index is asked for once per language, when the reader starts searching (use-search-index.ts).
  const { index, failed, startLoading } = useSearchIndex(lang);

  // A page opened without a query is about to be typed into (the header link, `/`): the quick tier starts at once
  // rather than on focus, so that it is here by the first keystroke (docs/decisions.md, "Search"). A results page
  // (a shared link, Back) waits for the reader to search again.
  const [openedEmpty] = useState(() => queryOf(location.search) === '');
  useEffect(() => {
    if (openedEmpty) startLoading();
  }, [openedEmpty, startLoading]);

  // `?q=` follows the field, replaced (Back leaves the search page rather than stepping through every keystroke).
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === queryOf(location.search)) return;
    const timer = setTimeout(() => {
      const state: SearchNavigationState = { inPlace: true };
      navigate(paths.search(lang, trimmed), { replace: true, preventScrollReset: true, state });
    }, URL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, lang, location.search, navigate]);

  // The `/` shortcut from another page lands here with the field focused.
  const focusRequested = Boolean((location.state as SearchNavigationState | null)?.focus);
  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested, location.key]);

  const live = useMemo(() => (index && index.lang === lang ? search(index.index, trimmed) : null), [index, lang, trimmed]);
  // Until the full index is here, the server's answer stands for the query it was made for; without it, the quick
  // tier's results show at once, but they are not all (a match in a body is not in it): the status says
  // "Searching…" rather than a count, and nothing claims there are no results.
  const complete = live && index?.complete ? live : data.query === trimmed ? data : null;
  const answer: SearchAnswer | null = complete ?? (live && live.hits.length > 0 ? live : null);

  // The first results of each keystroke at once, the rest when React has time (FIRST_RESULTS). On the server and
  // in the first render the deferred value is the answer itself: the page is whole without JavaScript.
  const deferredAnswer = useDeferredValue(answer);
  const shownHits = !answer ? [] : deferredAnswer === answer ? answer.hits : answer.hits.slice(0, FIRST_RESULTS);

  const clear = useCallback(() => setQuery(''), []);
  const { list, onFieldKeyDown, onResultKeyDown } = useResultKeys(inputRef, clear);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startLoading();
    if (trimmed !== queryOf(location.search)) navigate(paths.search(lang, trimmed), { replace: true, state: { inPlace: true } });
  };

  const status = !trimmed
    ? ''
    : complete
      ? t('search.results', { count: complete.hits.length, query: trimmed })
      : failed && !answer
        ? t('search.error')
        : t('search.loading');

  return (
    <div className="content-page search-page">
      <Seo
        title={trimmed ? t('search.titleQuery', { query: trimmed }) : t('search.title')}
        description={t('search.metaDescription')}
        search={trimmed ? `?${new URLSearchParams({ q: trimmed })}` : ''}
        languages={data.languages}
        image={sectionPreviewImage('search', lang, t('search.title'))}
        noindex
      />
      <header className="content-page-header">
        <h1>{t('search.title')}</h1>
        <p className="content-page-intro">{t('search.intro')}</p>
      </header>

      <form role="search" className="search-form" method="get" action={paths.search(lang)} onSubmit={onSubmit}>
        <label htmlFor={SEARCH_INPUT_ID} className="search-form__label">
          {t('search.label')}
        </label>
        <div className="search-form__row">
          <input
            ref={inputRef}
            id={SEARCH_INPUT_ID}
            className="search-form__input"
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby="search-shortcut"
            onFocus={startLoading}
            onKeyDown={onFieldKeyDown}
            onChange={(event) => {
              setQuery(event.target.value);
              startLoading();
            }}
          />
          <button type="submit" className="btn btn--primary search-form__submit">
            <Icon name="search" size={18} />
            {t('search.submit')}
          </button>
        </div>
        <p id="search-shortcut" className="search-form__hint">
          {t('search.shortcut')}
        </p>
      </form>

      <p className="search-status" role="status">
        {status}
      </p>

      {answer && trimmed && answer.hits.length === 0 ? (
        <p className="search-empty">
          {t('search.browse')} <Link to={paths.blog(lang)}>{t('search.browseBlog')}</Link>
          {' · '}
          <Link to={paths.projects(lang)}>{t('search.browseProjects')}</Link>
        </p>
      ) : null}

      {answer && trimmed && answer.hits.length > 0 ? (
        <ol className="search-results" ref={list}>
          {shownHits.map((hit) => (
            <SearchResult
              key={`${hit.kind}:${hit.slug}`}
              hit={hit}
              lang={lang}
              kind={t(`search.kind.${hit.kind}`)}
              onKeyDown={onResultKeyDown}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
