/**
 * Scroll on navigation. React Router's <ScrollRestoration> cannot skip the reset for a
 * route (only a link can, via preventScrollReset), so this does the same three jobs with the
 * route handle in hand:
 * - back/forward (POP): restore the position saved for that history entry;
 * - a hash: scroll to the element with that id (smoothly unless reduced motion is preferred);
 * - a language switched mid-article (state `section`): the same section of the translation;
 * - otherwise: scroll to top, unless the matched route's handle says scrollToTop: false (home).
 * It also moves focus to <main> after in-app navigation so screen readers start at the content.
 * A page that replaces its own URL as it changes (the search page, `?q=` while typing) says so with the
 * navigation state `{ inPlace: true }`: nothing scrolls and focus stays where the reader is.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';
import type { RouteHandle } from '../components/layout/route-handle';
import { USER_CONTENT } from '../components/markdown/user-content';
import { scrollToSection, type SectionState } from '../features/language/section-position';

/** Navigation state of a URL a page changed in place (see above). */
interface InPlaceState {
  inPlace?: boolean;
}

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

function loadPositions() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(saved)) positions.set(key, y);
  } catch {
    // Unreadable storage only means no restored positions after a reload.
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Ignored for the same reason.
  }
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  // A body's ids carry a prefix (components/markdown/user-content.ts): `#setup` finds the heading
  // `user-content-setup`, as on GitHub, so the links readers shared keep working (docs/security.md, "Markdown").
  const target = id ? (document.getElementById(id) ?? document.getElementById(`${USER_CONTENT}${id}`)) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const firstRender = useRef(true);
  // Which history entry the scroll listener records positions for.
  const keyRef = useRef(location.key);

  useEffect(() => {
    loadPositions();
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(keyRef.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  const scrollToTop = matches.every((match) => (match.handle as Partial<RouteHandle> | undefined)?.scrollToTop !== false);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const isFirst = firstRender.current;
    firstRender.current = false;
    if ((location.state as InPlaceState | null)?.inPlace) return;
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash && scrollToHash(location.hash)) return;
    // A language switched mid-article: the same section of the translation.
    const section = (location.state as SectionState | null)?.section;
    if (typeof section === 'number' && scrollToSection(section)) return;
    if (isFirst) return;
    if (navigationType !== 'POP' && scrollToTop) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    // Only a new location scrolls; matches change identity on revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
