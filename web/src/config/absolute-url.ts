import { absoluteUrl as onSite } from '@portfolio/content/site-url';
import { env } from './env';

/** A URL as it must appear outside the site (structured data, Open Graph): absolute, on this build's origin. */
export const absoluteUrl = (url: string, siteUrl: string = env.siteUrl): string => onSite(url, siteUrl);
