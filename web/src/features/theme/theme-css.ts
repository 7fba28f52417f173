/**
 * Renders styles/themes.css from themes.ts. The CSS is a committed, static file (it must be
 * there before first paint); themes.test.ts fails when it drifts from this output and
 * rewrites it when run with UPDATE_THEME_CSS=1.
 */
import { CODE_TOKENS, DEFAULT_THEME, THEME_TOKENS, THEMES, type Theme } from './themes';

function block(selector: string, theme: Theme): string {
  const lines = [
    `  color-scheme: ${theme.scheme};`,
    ...THEME_TOKENS.map((token) => `  --color-${token}: ${theme.tokens[token].toLowerCase()};`),
    ...CODE_TOKENS.map((token) => `  --code-${token}: ${theme.code[token].toLowerCase()};`),
    // The picker's swatches: the theme class on a swatch scopes these (no inline styles, for the CSP).
    ...theme.colors.map((color, index) => `  --swatch-${index + 1}: ${color.toLowerCase()};`),
  ];
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

export function renderThemeCss(): string {
  const header = '/* Generated from src/features/theme/themes.ts by themes.test.ts (UPDATE_THEME_CSS=1). Do not edit. */\n';
  return (
    header +
    THEMES.map((theme) => {
      // The default theme also applies before the boot script has run (or without JavaScript).
      const selector = theme.slug === DEFAULT_THEME ? `:root,\n.${theme.slug}` : `.${theme.slug}`;
      return block(selector, theme);
    }).join('\n')
  );
}
