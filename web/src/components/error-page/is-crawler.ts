/** Crawler detection by user agent (docs/decisions.md, "Errors": a crawler's client-side error is only logged). */
const CRAWLER = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
