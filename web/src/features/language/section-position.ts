/**
 * Where the reader is in an article, by section, so switching language mid-article lands on the same section of the
 * translation: the heading ids differ per language (they come from each language's heading text), but the sections
 * are the same, in the same order (docs/decisions.md, "Languages").
 */
const HEADINGS = '#main .markdown :is(h2, h3)[id]';

/** Navigation state of a language switch made mid-article. */
export interface SectionState {
  section?: number;
}

/** The index of the section being read (the last heading past the top quarter of the window), or undefined before the first. */
export function currentSectionIndex(): number | undefined {
  const line = window.innerHeight / 4;
  const headings = [...document.querySelectorAll(HEADINGS)];
  let index: number | undefined;
  headings.forEach((heading, position) => {
    if (heading.getBoundingClientRect().top <= line) index = position;
  });
  return index;
}

/** Scrolls to the start of section `index` of the article on the page; false when it has no such section. */
export function scrollToSection(index: number): boolean {
  const heading = document.querySelectorAll(HEADINGS)[index];
  if (!heading) return false;
  heading.scrollIntoView({ block: 'start' });
  return true;
}
