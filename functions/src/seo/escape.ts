const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values for XML. Also drops characters XML 1.0 forbids, which would make the document ill-formed. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** W3C datetime (sitemaps, Open Graph), without milliseconds. */
export const w3cDate = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** RFC 822 date as RSS 2.0 wants it ("Tue, 02 Jan 2024 03:04:05 GMT"). */
export const rfc822Date = (ms: number): string => new Date(ms).toUTCString();
