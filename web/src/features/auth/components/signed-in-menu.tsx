import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { langFromPath } from '@portfolio/content/paths';
import { ADMIN_SCREENS } from '../admin-screens';
import { useAuth, useSignOutOnArrival } from '../hooks/use-auth';
import type { AuthUser } from '../types';
import { AuthErrorMessage } from './auth-error-message';
import './user-menu.css';

/**
 * The signed-in owner's menu: the name as a disclosure button, the admin links and sign-out. Loaded only once an
 * owner is signed in (user-menu.tsx), so neither its code nor the 'auth' messages come with a visitor's page.
 */
export function SignedInMenu({ user }: { user: AuthUser }) {
  const { t, ready } = useTranslation('auth');
  const { logout, error, loading } = useAuth();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  // The menu is open for the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A sign-out that failed: the menu opens again on the page it went to, where its alert says why.
  useSignOutOnArrival(() => setOpenOn(pathname));

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  if (!ready) return null;

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('.user-menu__item') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = items();
    if (!list.length) return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      // The panel becomes visible on the next render.
      requestAnimationFrame(() => items()[event.key === 'ArrowDown' ? 0 : items().length - 1]?.focus());
      return;
    }
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    list[(index + step + list.length) % list.length]?.focus();
  };

  const links = ADMIN_SCREENS.map((screen) => ({ to: screen.path(lang), label: t(`screens.${screen.key}`) }));

  return (
    // The wrapper only listens for keys bubbling up from the button and the items inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="user-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      // Tabbing past the last item closes the menu, so it never hides the page behind a stray panel.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpenOn(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="tool-button user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.label', { name: user.name })}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" size={20} />
        {/* One line at most; on a phone only the icon shows, so the header keeps room for the section title. */}
        <span className="user-menu__name" aria-hidden="true">
          {user.name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link className="user-menu__item" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="user-menu__item" disabled={loading} aria-describedby={`${panelId}-sign-out`} onClick={logout}>
              {t('menu.signOut')}
            </button>
            {/* The session cookie's tokens are revoked for every device (docs/decisions.md, "The owner"). */}
            <p id={`${panelId}-sign-out`} className="user-menu__note">
              {t('menu.signOutNote')}
            </p>
          </li>
        </ul>
        <AuthErrorMessage error={error} className="user-menu__error" />
      </div>
    </div>
  );
}
