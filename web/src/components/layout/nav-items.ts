import type { PageSlug } from './route-handle';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/languages';
import type { IconName } from '../ui/icons';

export interface NavItem {
  slug: PageSlug;
  /** Key under `nav.` in the common namespace. */
  label: 'home' | 'cv' | 'projects' | 'blog';
  icon: IconName;
  href: (lang: Lang) => string;
  rel?: string;
}

/** The same four links in the top (desktop) and bottom (mobile) bar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { slug: 'Home', label: 'home', icon: 'home', href: paths.home },
  // The CV is kept out of link equity on purpose (marked nofollow).
  { slug: 'Cv', label: 'cv', icon: 'user', href: paths.cv, rel: 'nofollow' },
  { slug: 'Portfolio', label: 'projects', icon: 'briefcase', href: paths.projects },
  { slug: 'Blog', label: 'blog', icon: 'book', href: paths.blog },
];
