/** The owner's identity and profile links: the one place to change them. */
export const site = {
  name: 'Emi Castellano',
  /** Used in the default title: "{name} — Web Developer". */
  role: { en: 'Web Developer', es: 'Desarrollador web' },
  copyrightStartYear: 2019,
  /** Where visitors write to the owner (the home page and the footer show it). */
  email: 'hello@example.com',
  social: {
    codeHosting: { label: 'GitHub', url: 'https://github.com/emicastellano' },
    codePlayground: { label: 'CodePen', url: 'https://codepen.io/emicastellano' },
    video: { label: 'YouTube', url: 'https://www.youtube.com/@emicastellano' },
    gif: { label: 'GIPHY', url: 'https://giphy.com/emicastellano' },
  },
} as const;

/** The feeds' description of the blog (functions/src/seo/feed.ts): apart from `site`, so no visitor downloads it. */
export const feedDescription = {
  en: 'Articles on web development by Emi Castellano',
  es: 'Artículos sobre desarrollo web de Emi Castellano',
} as const;
