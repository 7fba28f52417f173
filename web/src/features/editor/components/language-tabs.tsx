import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portfolio/content/content-types';

export interface LanguageTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  selected: Lang;
  onSelect(lang: Lang): void;
  /** Languages whose panel holds a field with an error: the tab says so. */
  invalid: Record<Lang, boolean>;
  /** What a tab says of its language beside its name (a stale translation): a badge, and the tab's description. */
  notes?: Partial<Record<Lang, { badge: string; description: string }>>;
  /** Each tab's accessible description (a language's publication state); its name stays the language's. */
  descriptions?: Partial<Record<Lang, string>>;
  children(lang: Lang): ReactNode;
}

/**
 * The per-language fields as real tabs (WAI-ARIA tabs pattern, automatic
 * activation): arrow keys, Home and End move between tabs. Both panels stay
 * mounted (the inactive one hidden) so fields keep their state and an error
 * in the other language can be focused after switching.
 */
export function LanguageTabs({ label, selected, onSelect, invalid, descriptions, notes = {}, children }: LanguageTabsProps) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>, lang: Lang) => {
    const index = LANGS.indexOf(lang);
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: LANGS.length - 1 };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = LANGS[(targets[event.key] + LANGS.length) % LANGS.length];
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={label} className="language-tabs__list">
        {LANGS.map((lang) => (
          <button
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${lang}`}
            aria-controls={`${baseId}-panel-${lang}`}
            aria-selected={selected === lang}
            aria-describedby={
              [descriptions?.[lang] ? `${baseId}-state-${lang}` : '', notes[lang] ? `${baseId}-note-${lang}` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={invalid[lang] ? 'language-tabs__tab--invalid' : undefined}
            tabIndex={selected === lang ? 0 : -1}
            onClick={() => onSelect(lang)}
            onKeyDown={(event) => move(event, lang)}
          >
            {invalid[lang] ? t('form.tabHasErrors', { language: t(`tabs.${lang}`) }) : t(`tabs.${lang}`)}
            {notes[lang] ? (
              <span className="language-tabs__badge" aria-hidden="true">
                {notes[lang].badge}
              </span>
            ) : null}
          </button>
        ))}
        {LANGS.map((lang) =>
          notes[lang] ? (
            <span key={lang} id={`${baseId}-note-${lang}`} hidden>
              {notes[lang].description}
            </span>
          ) : null,
        )}
      </div>
      {LANGS.map((lang) =>
        descriptions?.[lang] ? (
          // Referenced by the tab: hidden text still describes it (accessible name computation).
          <span key={lang} id={`${baseId}-state-${lang}`} hidden>
            {descriptions[lang]}
          </span>
        ) : null,
      )}
      {LANGS.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${baseId}-panel-${lang}`}
          aria-labelledby={`${baseId}-tab-${lang}`}
          hidden={selected !== lang}
          // The panel itself takes focus when it has no focusable content first (WAI-ARIA advice).
          tabIndex={0}
        >
          {children(lang)}
        </div>
      ))}
    </div>
  );
}
