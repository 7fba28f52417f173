import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { OFFERED_THEMES, findTheme } from '../theme-list';
import { useTheme } from '../use-theme';

/**
 * A disclosure button with the offered themes as toggle buttons (aria-pressed): reachable by
 * Tab, and by the arrow keys (Down/Up, Home/End) once open; closes on Escape (focus returns to the button), on an
 * outside click and when focus leaves.
 */
export function ThemePicker() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = (slug: string) => t(`theme.names.${slug}`, { defaultValue: findTheme(slug)?.name ?? slug });

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !rootRef.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const options = [...(rootRef.current?.querySelectorAll<HTMLButtonElement>('.theme-option') ?? [])];
      const at = options.indexOf(document.activeElement as HTMLButtonElement);
      const last = options.length - 1;
      const next: Record<string, number> = {
        ArrowDown: at < 0 || at === last ? 0 : at + 1,
        ArrowUp: at <= 0 ? last : at - 1,
        Home: 0,
        End: last,
      };
      if (!(event.key in next) || outside(document.activeElement)) return;
      event.preventDefault();
      options[next[event.key]]?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tool-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('theme.current', { name: name(theme) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="palette" size={20} />
        <span className="tool-button__label">{t('theme.button')}</span>
      </button>
      <div id={panelId} className="popover" role="group" aria-label={t('theme.choose')} hidden={!open}>
        {OFFERED_THEMES.map((item) => (
          <button
            key={item.slug}
            type="button"
            className="theme-option"
            aria-pressed={item.slug === theme}
            onClick={() => {
              setTheme(item.slug);
              setOpen(false);
              buttonRef.current?.focus();
            }}
          >
            {/* The theme's own class scopes its --swatch-* colours to this element (no inline styles: CSP). */}
            <span className={`theme-option__swatch ${item.slug}`} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="theme-option__name">{name(item.slug)}</span>
            <Icon name="check" className="theme-option__check" />
          </button>
        ))}
      </div>
    </div>
  );
}
