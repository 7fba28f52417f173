/** spec §9: crawler detection by user agent. */
const CRAWLER = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
